import { z } from 'zod';
import { dataReply, ZFlagOut, ZId } from './common';

/** The payment gateways a merchant can take online payments through (modules/payments). */
export const paymentGateways = ['sandbox', 'billplz'] as const;
export type PaymentGatewayName = (typeof paymentGateways)[number];

/**
 * A merchant's store details and company profile (SPEC §3 Store and Company, §7 "Store and
 * company"): GET /admin/merchant/info, PUT and PATCH /admin/merchant/update, GET /admin/check_edit
 * and GET /admin/merchant/view_agent. Field names are SPEC's; switches are 0/1 in replies.
 */

/** SPEC names the kinds 'edit store' and 'edit company'; the short forms are accepted too. */
export const profileTypes = ['edit store', 'store', 'edit company', 'company'] as const;
export const ZProfileType = z
  .enum(profileTypes)
  .transform((v): ProfileKind => (v.endsWith('company') ? 'company' : 'store'));
export type ProfileKind = 'store' | 'company';

/** SPEC §9: the deposit a merchant pays, in sen. */
export const depositSen = 1000_00;
export const printerModels = [58, 80] as const;
export const halalStatuses = ['halal', 'non-halal'] as const;
/** How dine-in is paid: each order first (today's flow), or rounds on an open bill paid at the end. */
export const dineInPayments = ['first', 'end'] as const;
export type DineInPayment = (typeof dineInPayments)[number];
/** 0 = Monday … 6 = Sunday, the order of the closed-day switches. */
export const weekdays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof weekdays)[number];
export const maxSubPrinters = 10;

/** Store fields a merchant needs before set-up is complete (the front image is optional). */
export const storeRequiredFields = ['display_name', 'display_address', 'postcode', 'state'] as const;
/** Company fields a merchant needs before set-up is complete. */
export const companyRequiredFields = [
  'name',
  'business_registration_number',
  'email',
  'contact_person_name',
  'contact_no',
  'icno',
  'register_address',
  'bank',
  'bank_account_name',
  'bank_account_no',
] as const;

/** The next receipt number as it will be printed: "RS-" and 1 with 6 digits → "RS-000001". */
export const receiptNumber = (prefix: string, digits: number, n: number) =>
  `${prefix}${String(n).padStart(digits, '0')}`;

// ---- replies ----

export const ZSubPrinter = z.object({
  id: z.number().int(),
  name: z.string(),
  series_no: z.string(),
  /** The menu categories whose kitchen tickets this station prints (a category goes to one station). */
  category_ids: z.array(z.number().int()),
});
export type TSubPrinter = z.infer<typeof ZSubPrinter>;

const closedDays = Object.fromEntries(weekdays.map((d) => [`is_unavailable_on_${d}`, ZFlagOut])) as Record<
  `is_unavailable_on_${Weekday}`,
  typeof ZFlagOut
>;

/** The printer set-up: kept with the store, shown on both forms. */
const printerFields = {
  printer_model: z.union([z.literal(58), z.literal(80)]),
  printer_series_no: z.string().nullable(),
  sst_no: z.string().nullable(),
  sub_printers: z.array(ZSubPrinter),
};

export const ZStoreProfile = z.object({
  type: z.literal('store'),
  merchant_id: z.number().int(),
  /** The front image's URL, or null. */
  picture: z.string().nullable(),
  picture_media_id: z.number().int().nullable(),
  display_name: z.string(),
  /** Percent, e.g. "10.00"; set by admins only. */
  platform_charge: z.string(),
  description: z.string().nullable(),
  display_address: z.string().nullable(),
  postcode: z.string().nullable(),
  state: z.string().nullable(),
  open_at: z.string(),
  close_at: z.string(),
  ...closedDays,
  halal_status: z.enum(halalStatuses),
  /** The fixed receipt prefix. */
  receipt_format: z.string(),
  receipt_digit: z.number().int(),
  receipt_start_counting_at: z.number().int(),
  /** The number the next receipt gets: the running counter, past numbers already given. */
  receipt_next: z.number().int(),
  /** The next receipt number as printed, e.g. "RS-000001". */
  next_receipt_no: z.string(),
  sales_service_tax: ZFlagOut,
  service_charge: ZFlagOut,
  /** Percent, e.g. "10.00". */
  service_charge_percent: z.string(),
  ready_to_process: ZFlagOut,
  /** Dine-in is paid 'first' (each order on its own) or at the 'end' (rounds join the table's open bill). */
  dine_in_payment: z.enum(dineInPayments),
  ready_to_serve: ZFlagOut,
  auto_print_status: ZFlagOut,
  auto_print_total_status: ZFlagOut,
  fpx_status: ZFlagOut,
  hide_fpx_under_rm30: ZFlagOut,
  ...printerFields,
});
export type TStoreProfile = z.infer<typeof ZStoreProfile>;

export const ZCompanyProfile = z.object({
  type: z.literal('company'),
  merchant_id: z.number().int(),
  email: z.string().nullable(),
  contact_person_name: z.string().nullable(),
  /** E.164, e.g. "+60123456789". */
  contact_no: z.string().nullable(),
  contact_email: z.string().nullable(),
  /** Registered Business Name. */
  name: z.string().nullable(),
  business_registration_number: z.string().nullable(),
  beneficial_owner_full_name: z.string().nullable(),
  beneficial_owner_contact_number: z.string().nullable(),
  beneficial_owner_email: z.string().nullable(),
  /** A code of `malaysianBanks`. */
  bank: z.string().nullable(),
  bank_name: z.string().nullable(),
  bank_account_name: z.string().nullable(),
  bank_account_no: z.string().nullable(),
  year_of_business: z.number().int().nullable(),
  /** RM, e.g. "12000.00". */
  monthly_revenue: z.string().nullable(),
  estimated_customer: z.number().int().nullable(),
  register_address: z.string().nullable(),
  bank_branch_address: z.string().nullable(),
  /** The 12 digits of the MyKad number. */
  icno: z.string().nullable(),
  terms_condition: ZFlagOut,
  terms_accepted_at: z.string().nullable(),
  deposit_status: ZFlagOut,
  /** RM, "1000.00" (SPEC §9). */
  deposit_amount: z.string(),
  deposit_paid_at: z.string().nullable(),
  payment_gateway: z.enum(paymentGateways),
  /** Write-only: masked ("••••••3f9a") when set, null when not. */
  pg_secret_key: z.string().nullable(),
  pg_tenant_id: z.string().nullable(),
  pg_username: z.string().nullable(),
  pg_password: z.string().nullable(),
  ...printerFields,
});
export type TCompanyProfile = z.infer<typeof ZCompanyProfile>;

export const ZMerchantProfileReply = dataReply(z.union([ZStoreProfile, ZCompanyProfile]));
export type TMerchantProfile = TStoreProfile | TCompanyProfile;

// ---- requests ----

export const ZMerchantInfoQuery = z.object({
  type: ZProfileType,
  merchant_id: ZId.optional(),
  /** What the old client sends instead of merchant_id. */
  id: ZId.optional(),
});
export type TMerchantInfoQuery = z.input<typeof ZMerchantInfoQuery>;

export const ZMerchantQuery = z.object({ merchant_id: ZId.optional() });
export type TMerchantQuery = z.input<typeof ZMerchantQuery>;

export const ZCheckEdit = z.object({
  editable: z.object({ store: z.boolean(), company: z.boolean() }),
  store_complete: z.boolean(),
  company_complete: z.boolean(),
  /** Required fields still empty, by form (SPEC field names). */
  missing: z.object({ store: z.array(z.string()), company: z.array(z.string()) }),
  terms_accepted: z.boolean(),
  deposit_paid: z.boolean(),
  /** Why a form is read-only for the caller, in their language; null when both are editable. */
  reason: z.string().nullable(),
});
export type TCheckEdit = z.infer<typeof ZCheckEdit>;
export const ZCheckEditReply = dataReply(ZCheckEdit);

export const ZHandler = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  username: z.string(),
  phone_number: z.string().nullable(),
  email: z.string().nullable(),
});
export type THandler = z.infer<typeof ZHandler>;
export const ZMerchantAgent = z.object({ agent: ZHandler.nullable(), sub_agent: ZHandler.nullable() });
export type TMerchantAgent = z.infer<typeof ZMerchantAgent>;
export const ZMerchantAgentReply = dataReply(ZMerchantAgent);
