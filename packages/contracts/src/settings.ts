import { z } from 'zod';
import { dataReply, paged, ZFlag } from './common';
import { ZPercent } from './money';
import { ZPayoutSettingsBody } from './payout-settings';

/**
 * Platform settings other than payout (issue 15), GET and POST /admin/setting with a `type`, each
 * change kept with who and when:
 * - `contact`: how merchants, agents and staff reach the platform's support (also public, for the
 *   sign-in page and the header's Help: GET /setting/contact);
 * - `merchant`: the defaults written into every merchant created from then on.
 */

const required = (max: number, tooLong?: string) =>
  z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(max, tooLong);

/** Opening hours as people write them ("Mon–Fri 9am–6pm"); empty shows none. */
const ZHours = z.string({ error: 'validation.invalid_type' }).trim().max(200).default('');

export const ZContactSettingsBody = z.object({
  type: z.literal('contact').optional(),
  support_email: required(254).pipe(z.email('validation.email')),
  /** A Malaysian number (landline or mobile), checked on the server ('validation.phone'). */
  support_phone: required(30, 'validation.phone'),
  /** A Malaysian mobile number; empty or null for none ('validation.whatsapp'). */
  whatsapp: z
    .union([z.string().trim().max(30, 'validation.whatsapp'), z.null()])
    .optional()
    .transform((v) => v || null),
  hours_en: ZHours,
  hours_zh: ZHours,
});
export type TContactSettingsBody = z.input<typeof ZContactSettingsBody>;

/** What anyone may read (GET /setting/contact): the contact fields only. */
export const ZContactInfo = z.object({
  support_email: z.string(),
  /** International format, e.g. "+60 3-2788 9000". */
  support_phone: z.string(),
  /** International format, or null when the platform has no WhatsApp line. */
  whatsapp: z.string().nullable(),
  hours_en: z.string(),
  hours_zh: z.string(),
});
export type TContactInfo = z.infer<typeof ZContactInfo>;
export const ZContactInfoReply = dataReply(ZContactInfo);

/** Who wrote a version and when; all null for the built-in defaults (never saved). */
const authored = {
  id: z.number().int().nullable(),
  changed_by: z.string().nullable(),
  changed_at: z.string().nullable(),
};

export const ZContactSettings = ZContactInfo.extend(authored);
export type TContactSettings = z.infer<typeof ZContactSettings>;
export const ZContactSettingsReply = dataReply(ZContactSettings);
export type TContactSettingsReply = z.infer<typeof ZContactSettingsReply>;
export const ZContactSettingsHistory = paged(
  ZContactSettings.extend({ id: z.number().int(), changed_at: z.string() }),
);
export type TContactSettingsHistory = z.infer<typeof ZContactSettingsHistory>;

/** ZPercent, saying "required" when the value is missing or empty (not "invalid"). */
const ZRequiredPercent = z
  .unknown()
  .refine((v) => v !== undefined && v !== null && String(v).trim() !== '', 'validation.required')
  .pipe(ZPercent);

export const ZMerchantSettingsBody = z.object({
  type: z.literal('merchant').optional(),
  /** % of the subtotal the platform charges a new merchant (0–100, two decimals). */
  platform_charge: ZRequiredPercent,
  /** SPEC §3: 10 by default. */
  service_charge_percent: ZRequiredPercent,
  sales_service_tax: ZFlag,
  service_charge: ZFlag,
});
export type TMerchantSettingsBody = z.input<typeof ZMerchantSettingsBody>;

export const ZMerchantSettings = z.object({
  /** "2.50" (%). */
  platform_charge: z.string(),
  service_charge_percent: z.string(),
  sales_service_tax: z.boolean(),
  service_charge: z.boolean(),
  ...authored,
});
export type TMerchantSettings = z.infer<typeof ZMerchantSettings>;
export const ZMerchantSettingsReply = dataReply(ZMerchantSettings);
export type TMerchantSettingsReply = z.infer<typeof ZMerchantSettingsReply>;
export const ZMerchantSettingsHistory = paged(
  ZMerchantSettings.extend({ id: z.number().int(), changed_at: z.string() }),
);
export type TMerchantSettingsHistory = z.infer<typeof ZMerchantSettingsHistory>;

/**
 * POST /admin/setting: the body of one kind, picked by `type` (the route copies a `type` given in
 * the query into the body; payout when neither names one). An unknown type is an error on `type`.
 */
export const ZSettingSaveBody = z.discriminatedUnion(
  'type',
  [
    ZPayoutSettingsBody.extend({ type: z.literal('payout') }),
    ZContactSettingsBody.extend({ type: z.literal('contact') }),
    ZMerchantSettingsBody.extend({ type: z.literal('merchant') }),
  ],
  { error: 'validation.setting_type' },
);
export type TSettingSaveBody = z.output<typeof ZSettingSaveBody>;
