import { z } from 'zod';
import { ZFlag, ZId } from './common';
import { bankOf, normalizeAccountNo, normalizeIcNo, stateOf } from './malaysia';
import {
  dineInPayments,
  halalStatuses,
  maxSubPrinters,
  paymentGateways,
  type Weekday,
  weekdays,
  ZProfileType,
} from './merchant-profile';
import { ZOptionalMoney, ZPercent } from './money';

/**
 * The body of PUT and PATCH /admin/merchant/update (SPEC §3 field names): JSON, or multipart
 * where every value is a string. Each field's format is checked here (in the caller's language
 * through message keys); rules across fields and roles are the server's.
 */

/** Free text; empty means "none". */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((v) => v || null);

/** A required text: empty is kept as null so the service can say "required" on its field. */
const ZEmailOrEmpty = z
  .string()
  .trim()
  .max(254)
  .nullable()
  .transform((v) => v || null)
  .pipe(z.email({ error: 'validation.email' }).nullable());

/** Whole numbers arrive as numbers (JSON) or digits (multipart); empty means none. */
const wholeNumber = (min: number, max: number) =>
  z
    .union([z.number(), z.string().max(20), z.null()])
    .transform((v, ctx) => {
      if (v === null || (typeof v === 'string' && v.trim() === '')) return null;
      const n = typeof v === 'number' ? v : /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : Number.NaN;
      if (!Number.isInteger(n)) {
        ctx.addIssue({ code: 'custom', message: 'validation.whole_number', input: v });
        return z.NEVER;
      }
      return n;
    })
    .pipe(z.number().min(min).max(max).nullable());

/** This year in Kuala Lumpur (UTC+8, no daylight saving). */
const currentYear = () => new Date(Date.now() + 8 * 3600_000).getUTCFullYear();

const ZTime = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'validation.time')
  .transform((v) => v.slice(0, 5));

const ZPrinterModel = z.union([z.number(), z.string().max(10)]).transform((v, ctx) => {
  const n = Number.parseInt(String(v).trim(), 10);
  if (n === 58 || n === 80) return n;
  ctx.addIssue({ code: 'custom', message: 'validation.printer_model', input: v });
  return z.NEVER;
});

/** A saved sub printer's id as a client sends it back; anything else is no id (the row is new). */
const savedIdOf = (v: unknown): number | undefined => {
  const n = typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
};

const ZSubPrinterInput = z.object({
  /**
   * A saved sub printer's id keeps that printer (its queued tickets and history); a printer sent
   * without one is matched by series number, else added. The list replaces the merchant's sub printers.
   */
  id: z.unknown().optional(),
  name: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(60),
  series_no: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(64),
  /** The menu categories whose kitchen tickets this station prints; left out: the ones it has stay. */
  category_ids: z.array(ZId).max(500).optional(),
});
const ZSubPrinterList = z
  .array(ZSubPrinterInput)
  .max(maxSubPrinters, 'validation.sub_printers_max')
  .transform((list) =>
    list.map(({ id, name, series_no, category_ids }) => ({
      id: savedIdOf(id),
      name,
      series_no,
      category_ids: category_ids && [...new Set(category_ids)],
    })),
  );

/** An array, or (multipart) the same array as a JSON string. */
const ZSubPrinters = z
  .preprocess((v, ctx) => {
    if (typeof v !== 'string') return v;
    if (v.trim() === '') return [];
    try {
      return JSON.parse(v) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'validation.invalid', input: v });
      return z.NEVER;
    }
  }, ZSubPrinterList)
  .meta({
    description:
      'An array of { id?, name, series_no, category_ids? } (at most 10), or that array as a JSON string',
  });

const ZBank = z
  .string()
  .trim()
  .max(100)
  .nullable()
  .transform((v, ctx) => {
    if (!v) return null;
    const bank = bankOf(v);
    if (!bank) {
      ctx.addIssue({ code: 'custom', message: 'validation.bank' });
      return z.NEVER;
    }
    return bank.code;
  });

const ZAccountNo = z
  .string()
  .trim()
  .max(40)
  .nullable()
  .transform((v, ctx) => {
    if (!v) return null;
    const digits = normalizeAccountNo(v);
    if (!digits) {
      ctx.addIssue({ code: 'custom', message: 'validation.account_no' });
      return z.NEVER;
    }
    return digits;
  });

const ZIcNo = z
  .string()
  .trim()
  .max(20)
  .nullable()
  .transform((v, ctx) => {
    if (!v) return null;
    const digits = normalizeIcNo(v);
    if (!digits) {
      ctx.addIssue({ code: 'custom', message: 'validation.icno' });
      return z.NEVER;
    }
    return digits;
  });

const ZState = z
  .string()
  .trim()
  .max(60)
  .nullable()
  .transform((v, ctx) => {
    if (!v) return null;
    const state = stateOf(v);
    if (!state) {
      ctx.addIssue({ code: 'custom', message: 'validation.state' });
      return z.NEVER;
    }
    return state;
  });

/** Phone numbers are checked and put in E.164 by the server (libphonenumber-js). */
const ZPhone = text(30);

const closedDayInputs = Object.fromEntries(
  weekdays.map((d) => [`is_unavailable_on_${d}`, ZFlag.optional()]),
) as Record<`is_unavailable_on_${Weekday}`, z.ZodOptional<typeof ZFlag>>;

const storeInputs = {
  /** The front image (multipart file): JPG or PNG up to 1 MB, stored in the media library. */
  picture: z.unknown().optional(),
  /** Or an image already in the merchant's media library. */
  picture_media_id: z
    .union([ZId, z.literal(''), z.null()])
    .transform((v) => (v === '' ? null : v))
    .optional(),
  /** Takes the front image off (the library keeps it). */
  remove_picture: ZFlag.optional(),
  display_name: text(120).optional(),
  platform_charge: ZPercent.optional(),
  description: text(1000).optional(),
  display_address: text(300).optional(),
  postcode: z
    .string()
    .trim()
    .regex(/^(\d{5})?$/, 'validation.postcode')
    .nullable()
    .transform((v) => v || null)
    .optional(),
  state: ZState.optional(),
  open_at: ZTime.optional(),
  close_at: ZTime.optional(),
  ...closedDayInputs,
  halal_status: z.enum(halalStatuses, { error: 'validation.halal_status' }).optional(),
  receipt_format: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(
      z
        .string()
        .max(10, 'validation.receipt_format')
        .regex(/^[A-Z0-9/-]*$/, 'validation.receipt_format'),
    )
    .optional(),
  receipt_digit: wholeNumber(1, 12).optional(),
  receipt_start_counting_at: wholeNumber(1, 999_999_999).optional(),
  sales_service_tax: ZFlag.optional(),
  service_charge: ZFlag.optional(),
  service_charge_percent: ZPercent.optional(),
  ready_to_process: ZFlag.optional(),
  /** Never required: SPEC's client does not send it. */
  dine_in_payment: z.enum(dineInPayments, { error: 'validation.dine_in_payment' }).optional(),
  ready_to_serve: ZFlag.optional(),
  auto_print_status: ZFlag.optional(),
  auto_print_total_status: ZFlag.optional(),
  fpx_status: ZFlag.optional(),
  hide_fpx_under_rm30: ZFlag.optional(),
};

const printerInputs = {
  printer_model: ZPrinterModel.optional(),
  printer_series_no: text(64).optional(),
  sst_no: text(40).optional(),
  sub_printers: ZSubPrinters.optional(),
};

const companyInputs = {
  email: ZEmailOrEmpty.optional(),
  contact_person_name: text(120).optional(),
  contact_no: ZPhone.optional(),
  contact_email: ZEmailOrEmpty.optional(),
  name: text(200).optional(),
  business_registration_number: text(40).optional(),
  beneficial_owner_full_name: text(120).optional(),
  beneficial_owner_contact_number: ZPhone.optional(),
  beneficial_owner_email: ZEmailOrEmpty.optional(),
  bank: ZBank.optional(),
  bank_account_name: text(200).optional(),
  bank_account_no: ZAccountNo.optional(),
  year_of_business: wholeNumber(1900, 9999)
    .refine((y) => y === null || y <= currentYear(), 'validation.year_of_business')
    .optional(),
  monthly_revenue: ZOptionalMoney.optional(),
  estimated_customer: wholeNumber(0, 100_000_000).optional(),
  register_address: text(500).optional(),
  bank_branch_address: text(500).optional(),
  icno: ZIcNo.optional(),
  terms_condition: ZFlag.optional(),
  deposit_status: ZFlag.optional(),
  /** Which gateway takes the merchant's online payments (the merchant owner and admins choose). */
  payment_gateway: z.enum(paymentGateways).optional(),
  /** Write-only secrets: leave out, send empty or send the mask back to keep the stored value. */
  pg_secret_key: z.string().max(500).nullable().optional(),
  pg_tenant_id: z.string().max(500).nullable().optional(),
  pg_username: z.string().max(500).nullable().optional(),
  pg_password: z.string().max(500).nullable().optional(),
};

/**
 * PUT (the whole form; JSON or multipart) and PATCH (only the fields given) share one body:
 * `type` says which form. Fields left out keep their value; which are required is the server's
 * rule (display_name for the store; email, name, bank, bank_account_name and bank_account_no for
 * the company).
 */
export const ZMerchantProfileBody = z.object({
  type: ZProfileType,
  /** Admins and agents name the merchant; merchants and staff act on their own. */
  merchant_id: ZId.optional(),
  ...storeInputs,
  ...printerInputs,
  ...companyInputs,
});
export type TMerchantProfileBody = z.output<typeof ZMerchantProfileBody>;
/** The body as the apps send it (a `picture` file goes as multipart). */
export type TMerchantProfileInput = Omit<z.input<typeof ZMerchantProfileBody>, 'picture'>;
