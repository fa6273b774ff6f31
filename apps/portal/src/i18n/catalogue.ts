import * as shell from '../app/i18n';
import * as auth from '../auth/i18n';
import * as company from '../company/i18n';
import * as announcements from '../content/announcements/i18n';
import * as richText from '../content/rich-text/i18n';
import * as terms from '../content/terms/i18n';
import * as updateLog from '../content/update-log/i18n';
import * as dashboard from '../dashboard/i18n';
import * as kit from '../kit/i18n';
import * as kitchen from '../kitchen/i18n';
import * as media from '../media/i18n';
import * as members from '../members/i18n';
import * as menuCategories from '../menu/categories/i18n';
import * as courses from '../menu/courses/i18n';
import * as foods from '../menu/foods/i18n';
import * as menuOptions from '../menu/options/i18n';
import * as offline from '../offline/i18n';
import * as guests from '../orders/guests-i18n';
import * as hold from '../orders/hold-i18n';
import * as orders from '../orders/i18n';
import * as moves from '../orders/moves-i18n';
import * as split from '../orders/split-i18n';
import * as payouts from '../payouts/i18n';
import * as printers from '../printers/i18n';
import * as reports from '../reports/i18n';
import * as serve from '../serve/i18n';
import * as settings from '../settings/i18n';
import * as staff from '../staff/i18n';
import * as stockImages from '../stock-images/i18n';
import * as store from '../store/i18n';
import * as tables from '../tables/i18n';
import * as tickets from '../tickets/i18n';
import * as users from '../users/i18n';
import type { PartialTexts, Texts } from './texts';

/**
 * The one place the features' catalogues come together. Each feature keeps its texts in its own
 * `i18n.ts`, which imports nothing of the i18n setup, so no import goes round in a circle.
 */

/** English: the complete set of portal texts; every other language falls back to it key by key. */
export const en = {
  ...shell.en,
  ...kit.en,
  ...auth.en,
  ...dashboard.en,
  ...kitchen.en,
  ...serve.en,
  ...users.en,
  ...media.en,
  ...stockImages.en,
  ...tables.en,
  ...staff.en,
  ...store.en,
  ...company.en,
  ...printers.en,
  ...foods.en,
  ...menuCategories.en,
  ...menuOptions.en,
  ...courses.en,
  ...hold.en,
  ...orders.en,
  ...moves.en,
  ...split.en,
  ...guests.en,
  ...members.en,
  ...tickets.en,
  ...payouts.en,
  ...settings.en,
  ...reports.en,
  ...richText.en,
  ...announcements.en,
  ...updateLog.en,
  ...terms.en,
  ...offline.en,
};

/** A complete translation: every key of English, each a string. */
export type Messages = Texts<typeof en>;
/** A partial translation: missing keys fall back to English. */
export type PartialMessages = PartialTexts<typeof en>;

/** 简体中文：完整翻译。 */
export const zh: Messages = {
  ...shell.zh,
  ...kit.zh,
  ...auth.zh,
  ...dashboard.zh,
  ...kitchen.zh,
  ...serve.zh,
  ...users.zh,
  ...media.zh,
  ...stockImages.zh,
  ...tables.zh,
  ...staff.zh,
  ...store.zh,
  ...company.zh,
  ...printers.zh,
  ...foods.zh,
  ...menuCategories.zh,
  ...menuOptions.zh,
  ...courses.zh,
  ...hold.zh,
  ...orders.zh,
  ...moves.zh,
  ...split.zh,
  ...guests.zh,
  ...members.zh,
  ...tickets.zh,
  ...payouts.zh,
  ...settings.zh,
  ...reports.zh,
  ...richText.zh,
  ...announcements.zh,
  ...updateLog.zh,
  ...terms.zh,
  ...offline.zh,
};
