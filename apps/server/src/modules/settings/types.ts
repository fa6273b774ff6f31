import type { SettingHistoryType, SettingType, TSettingSaveBody } from '@meja/contracts';
import type { PageFilter } from '../../lib/paging';
import type { ActorCtx, Ctx } from '../../plugins/context';
import { contactSetting } from './contact';
import type { SettingKind } from './kind';
import { merchantSetting } from './merchant-defaults';
import * as payout from './service';

/**
 * The kinds of platform setting GET and POST /admin/setting serve, by `type`. Payout keeps its own
 * table and rules (service.ts); the others are versions in setting_versions (kind.ts `versioned`).
 * A new kind: its body in contracts (ZSettingSaveBody, savedSettingTypes) and one entry here.
 */
type BodyOf<T extends SettingType> = Extract<TSettingSaveBody, { type: T }>;

export const settingKinds = {
  payout: {
    saved: 'success.payout_settings_updated',
    read: payout.currentSettings,
    save: payout.saveSettings,
    history: payout.settingsHistory,
  },
  contact: contactSetting,
  merchant: merchantSetting,
} satisfies { [T in SettingType]: SettingKind<BodyOf<T>, object> };

/** What any kind answers (the route's reply schema checks which). */
type SettingView = Awaited<ReturnType<(typeof settingKinds)[SettingType]['read']>>;

/** `contact_history` → history of `contact`; `contact` → the one in force. */
export async function readSetting(ctx: Ctx, type: SettingType | SettingHistoryType, q: PageFilter) {
  if (type.endsWith('_history'))
    return settingKinds[type.replace(/_history$/, '') as SettingType].history(ctx, q);
  return { data: await settingKinds[type as SettingType].read(ctx) };
}

/** Saves the body as its kind; answers the new value and the kind's success message key. */
export async function saveSetting(ctx: ActorCtx, body: TSettingSaveBody) {
  // Each kind takes its own body: the union's member of the same `type`.
  const kind = settingKinds[body.type] as SettingKind<TSettingSaveBody, SettingView>;
  return { data: await kind.save(ctx, body), saved: kind.saved };
}
