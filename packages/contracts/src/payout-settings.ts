import { z } from 'zod';
import { dataReply, paged, ZPagingQuery } from './common';
import { ZOptionalMoney, ZPercent } from './money';

/**
 * The platform payout settings (SPEC §3 "Payout settings", PRODUCT.md "Money"): percentages of the
 * platform fee, and the recruitment allowance in RM. GET and POST /admin/setting with
 * `type=payout` (query or body). A change is kept with who and when, and applies to orders paid
 * after it; the percentages together may not exceed 100% of the fee.
 */
/**
 * The kinds of platform setting (payout here; contact and merchant defaults in settings.ts). Each is
 * read as `type=<kind>` and its change history as `type=<kind>_history`.
 */
export const savedSettingTypes = ['payout', 'contact', 'merchant'] as const;
export type SettingType = (typeof savedSettingTypes)[number];
export type SettingHistoryType = `${SettingType}_history`;
export const settingTypes = [
  ...savedSettingTypes,
  ...savedSettingTypes.map((t): SettingHistoryType => `${t}_history`),
] as [SettingType | SettingHistoryType, ...(SettingType | SettingHistoryType)[]];
export const ZSettingQuery = ZPagingQuery.extend({
  type: z.enum(settingTypes, { error: 'validation.setting_type' }).default('payout'),
});
/** POST /admin/setting: the type may come in the query instead of the body (payout when neither says). */
export const ZSettingSaveQuery = z.object({
  type: z.enum(savedSettingTypes, { error: 'validation.setting_type' }).optional(),
});
export type TSettingQuery = z.input<typeof ZSettingQuery>;

const percent = ZPercent;

/** The allowance in RM; missing or empty is SPEC §5's "Allowance required" (RM0.00 is a choice). */
const ZAllowance = ZOptionalMoney.optional().transform((v, ctx) => {
  if (v === null || v === undefined) {
    ctx.addIssue({ code: 'custom', message: 'validation.allowance_required' });
    return z.NEVER;
  }
  return v;
});

export const ZPayoutSettingsBody = z.object({
  type: z.literal('payout').optional(),
  buddy_cashback: percent,
  agent_commission: percent,
  mentor_commission: percent,
  referral_level_1: percent,
  referral_level_2: percent,
  referral_level_3: percent,
  referral_level_4: percent,
  referral_level_5: percent,
  /** RM (SPEC §5 "Allowance required"). */
  recruitment_allowance: ZAllowance,
});
export type TPayoutSettingsBody = z.input<typeof ZPayoutSettingsBody>;

/** Percentages as "20.00" strings, the allowance as an RM string, with the values in bp/sen. */
export const ZPayoutSettings = z.object({
  id: z.number().int(),
  buddy_cashback: z.string(),
  agent_commission: z.string(),
  mentor_commission: z.string(),
  referral_level_1: z.string(),
  referral_level_2: z.string(),
  referral_level_3: z.string(),
  referral_level_4: z.string(),
  referral_level_5: z.string(),
  recruitment_allowance: z.string(),
  recruitment_allowance_sen: z.number().int(),
  /**
   * All percentages added up ("55.00"): at most 100. A save over 100 is refused with a field error
   * on `total_percent` naming the total.
   */
  total_percent: z.string(),
  changed_by: z.string().nullable(),
  changed_at: z.string(),
});
export type TPayoutSettings = z.infer<typeof ZPayoutSettings>;
export const ZPayoutSettingsReply = dataReply(ZPayoutSettings);
export type TPayoutSettingsReply = z.infer<typeof ZPayoutSettingsReply>;
/** type=payout_history: every version, newest first. */
export const ZPayoutSettingsHistory = paged(ZPayoutSettings);
export type TPayoutSettingsHistory = z.infer<typeof ZPayoutSettingsHistory>;
