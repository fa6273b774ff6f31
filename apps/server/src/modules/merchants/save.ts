import { type MessageKey, sameName, type TMerchantProfileBody, weekdays } from '@meja/contracts';
import { AppError } from '../../lib/errors';
import type { ActorCtx } from '../../plugins/context';
import { fieldDenial, type RestrictedField } from '../../policy/merchant-profile';
import type { MerchantScope } from '../../policy/scope';
import { mediaOf, saveUpload } from '../media/service';
import { malaysianPhone } from './phone';
import { checkPrinterAddresses } from './printer-addresses';
import { defaultStore, isMask, missingFields } from './profile';
import * as repo from './repository';

/**
 * Saving the store or the company form: the checks beyond one field's format (required fields,
 * fields only some roles may change, phone numbers, matching names, write-only secrets), the
 * writes, and the merchant's set-up status after every save. The caller has checked who may save.
 */

export type Mode = 'put' | 'patch';
type Errors = Record<string, MessageKey>;

/** The merchant a save writes to: its scope and its owner's row. */
export interface Target {
  scope: MerchantScope;
  merchant: repo.MerchantRow;
}

/** A change of a field the policy keeps from the caller is an error on that field. */
function restrict(ctx: ActorCtx, errors: Errors, field: RestrictedField) {
  const denied = fieldDenial(ctx.actor, field);
  if (denied) errors[field] = denied;
}

/** The front image's URL; a picture that left the library reads as none. */
export async function pictureUrl(ctx: ActorCtx, merchantId: number, mediaId: number | null) {
  if (mediaId === null) return null;
  try {
    return (await mediaOf(ctx, merchantId, mediaId)).picture;
  } catch (err) {
    if (err instanceof AppError && err.code === 'not_found') return null;
    throw err;
  }
}

/** 'completed' once the store and the company have every required field (the admin listing filters by it). */
async function refreshSetupStatus(db: ActorCtx['db'], scope: MerchantScope) {
  const [store, company] = await Promise.all([repo.getStore(db, scope), repo.getCompany(db, scope)]);
  const missing = missingFields(store, company);
  const complete = missing.store.length === 0 && missing.company.length === 0;
  await repo.setSetupStatus(db, scope, complete ? 'completed' : 'pending');
}

/** PUT: required fields must end up filled; PATCH: only those sent may not be emptied. */
function requireFields(
  errors: Errors,
  mode: Mode,
  body: Record<string, unknown>,
  merged: Record<string, unknown>,
) {
  for (const [field, value] of Object.entries(merged)) {
    const sent = body[field] !== undefined;
    if ((mode === 'put' || sent) && (value === null || value === undefined || value === '')) {
      errors[field] = 'validation.required';
    }
  }
}

const keep = <T>(given: T | undefined, current: T) => (given === undefined ? current : given);
const fail = (errors: Errors) => {
  if (Object.keys(errors).length) throw new AppError('validation', 'error.validation', errors);
};

/**
 * Sub printers' categories: the merchant's own, and each at one station (the kitchen routes a
 * category's lines to one printer): an error on that printer's `category_ids`.
 */
async function checkSubPrinters(
  ctx: ActorCtx,
  scope: MerchantScope,
  body: TMerchantProfileBody,
  errors: Errors,
) {
  const list = body.sub_printers;
  if (!list) return;
  const own = await repo.ownCategoryIds(ctx.db, scope, [
    ...new Set(list.flatMap((p) => p.category_ids ?? [])),
  ]);
  const taken = new Set<number>();
  list.forEach((p, i) => {
    const field = `sub_printers.${i}.category_ids`;
    for (const id of p.category_ids ?? []) {
      if (!own.has(id)) errors[field] = 'validation.category_unknown';
      else if (taken.has(id)) errors[field] ??= 'validation.category_one_station';
      taken.add(id);
    }
  });
}

/** The fields of a body that were sent, besides which form and which merchant. */
function printerValues(body: TMerchantProfileBody): repo.StoreValues {
  return {
    printerModel: body.printer_model,
    printerSeriesNo: body.printer_series_no,
    sstNo: body.sst_no,
  };
}

export async function saveStore(
  ctx: ActorCtx,
  { scope, merchant }: Target,
  body: TMerchantProfileBody,
  mode: Mode,
) {
  const current = (await repo.getStore(ctx.db, scope)) ?? defaultStore(merchant);
  const errors: Errors = {};
  requireFields(errors, mode, body, {
    display_name: keep(body.display_name, current.displayName),
    receipt_digit: keep(body.receipt_digit, current.receiptDigits),
    receipt_start_counting_at: keep(body.receipt_start_counting_at, current.receiptStartAt),
  });
  if (body.platform_charge !== undefined && body.platform_charge !== current.platformChargeBp) {
    restrict(ctx, errors, 'platform_charge');
  }
  const file = Buffer.isBuffer(body.picture) && body.picture.length > 0 ? body.picture : undefined;
  let pictureMediaId: number | null | undefined;
  if (body.remove_picture) pictureMediaId = null;
  if (body.picture_media_id !== undefined && body.picture_media_id !== current.pictureMediaId) {
    if (body.picture_media_id === null) pictureMediaId = null;
    else if ((await pictureUrl(ctx, scope.merchantId, body.picture_media_id)) === null) {
      errors.picture_media_id = 'validation.picture_not_in_library';
    } else pictureMediaId = body.picture_media_id;
  }
  await checkSubPrinters(ctx, scope, body, errors);
  await checkPrinterAddresses(ctx, scope, body, errors);
  fail(errors);

  const displayName = body.display_name ?? current.displayName;
  // The upload is checked (JPG or PNG, 1 MB, by content) by the media library, which says so on `picture`.
  if (file) pictureMediaId = (await saveUpload(ctx, scope.merchantId, file, displayName)).id;

  const closedChanged = weekdays.some((d) => body[`is_unavailable_on_${d}`] !== undefined);
  const closedWeekdays = closedChanged
    ? weekdays.flatMap((d, i) =>
        keep(body[`is_unavailable_on_${d}`], current.closedWeekdays.includes(i)) ? [i] : [],
      )
    : undefined;
  const startAt = body.receipt_start_counting_at ?? undefined;
  const values: repo.StoreValues & { displayName: string } = {
    displayName,
    pictureMediaId,
    description: body.description,
    displayAddress: body.display_address,
    postcode: body.postcode,
    state: body.state,
    openAt: body.open_at,
    closeAt: body.close_at,
    closedWeekdays,
    halalStatus: body.halal_status,
    platformChargeBp: body.platform_charge,
    receiptPrefix: body.receipt_format,
    receiptDigits: body.receipt_digit ?? undefined,
    receiptStartAt: startAt,
    // SPEC §4: setting the starting number resets the running receipt number.
    receiptNext: startAt !== undefined && startAt !== current.receiptStartAt ? startAt : undefined,
    salesServiceTax: body.sales_service_tax,
    serviceCharge: body.service_charge,
    serviceChargeBp: body.service_charge_percent,
    readyToProcess: body.ready_to_process,
    dineInPayment: body.dine_in_payment,
    readyToServe: body.ready_to_serve,
    autoPrint: body.auto_print_status,
    autoPrintTotal: body.auto_print_total_status,
    fpxStatus: body.fpx_status,
    hideFpxUnderMinimum: body.hide_fpx_under_rm30,
    ...printerValues(body),
  };
  await ctx.db.transaction(async (tx) => {
    await repo.upsertStore(tx, scope, values);
    if (body.sub_printers) await repo.replaceSubPrinters(tx, scope, body.sub_printers);
    await refreshSetupStatus(tx, scope);
  });
}

const secretFields = [
  ['pg_secret_key', 'pgSecretKey'],
  ['pg_tenant_id', 'pgTenantId'],
  ['pg_username', 'pgUsername'],
  ['pg_password', 'pgPassword'],
] as const;

export async function saveCompany(
  ctx: ActorCtx,
  { scope, merchant }: Target,
  body: TMerchantProfileBody,
  mode: Mode,
) {
  const current = await repo.getCompany(ctx.db, scope);
  const errors: Errors = {};
  const name = keep(body.name, current?.name ?? null);
  const accountName = keep(body.bank_account_name, current?.bankAccountName ?? null);
  requireFields(errors, mode, body, {
    email: keep(body.email, current?.email ?? null),
    name,
    bank: keep(body.bank, current?.bank ?? null),
    bank_account_name: accountName,
    bank_account_no: keep(body.bank_account_no, current?.bankAccountNo ?? null),
  });
  const phones: Partial<Record<'contact_no' | 'beneficial_owner_contact_number', string | null>> = {};
  for (const field of ['contact_no', 'beneficial_owner_contact_number'] as const) {
    const given = body[field];
    if (given === undefined) continue;
    const phone = given === null ? null : malaysianPhone(given);
    if (phone === undefined) errors[field] = 'validation.phone';
    else phones[field] = phone;
  }
  const namesSent = body.name !== undefined || body.bank_account_name !== undefined;
  if (namesSent && name && accountName && !sameName(name, accountName) && !errors.bank_account_name) {
    errors.bank_account_name = 'validation.bank_account_name_mismatch';
  }
  if (body.terms_condition === false) errors.terms_condition = 'error.terms_required';
  const depositPaid = Boolean(current?.depositPaidAt);
  if (body.deposit_status !== undefined && body.deposit_status !== depositPaid) {
    restrict(ctx, errors, 'deposit_status');
  }
  const secrets: Partial<Record<(typeof secretFields)[number][1], string>> = {};
  for (const [field, column] of secretFields) {
    const given = body[field]?.trim();
    // Left out, empty or the mask sent back: the stored secret stays.
    if (!given || isMask(given)) continue;
    restrict(ctx, errors, field);
    if (!errors[field]) secrets[column] = ctx.secrets.seal(given);
  }
  if (body.payment_gateway !== undefined && body.payment_gateway !== (current?.paymentGateway ?? 'sandbox')) {
    restrict(ctx, errors, 'payment_gateway');
  }
  await checkSubPrinters(ctx, scope, body, errors);
  await checkPrinterAddresses(ctx, scope, body, errors);
  fail(errors);

  // SPEC §3: terms_condition defaults to true; once accepted, the date of acceptance stays.
  const termsAcceptedAt =
    body.terms_condition || !current ? (current?.termsAcceptedAt ?? new Date()) : undefined;
  const depositPaidAt =
    body.deposit_status === undefined || body.deposit_status === depositPaid
      ? undefined
      : body.deposit_status
        ? new Date()
        : null;
  const values: repo.CompanyValues = {
    email: body.email,
    name: body.name,
    businessRegistrationNumber: body.business_registration_number,
    icNo: body.icno,
    contactPersonName: body.contact_person_name,
    contactNo: phones.contact_no,
    contactEmail: body.contact_email,
    beneficialOwnerFullName: body.beneficial_owner_full_name,
    beneficialOwnerContactNumber: phones.beneficial_owner_contact_number,
    beneficialOwnerEmail: body.beneficial_owner_email,
    bank: body.bank,
    bankAccountName: body.bank_account_name,
    bankAccountNo: body.bank_account_no,
    bankBranchAddress: body.bank_branch_address,
    registerAddress: body.register_address,
    yearOfBusiness: body.year_of_business,
    monthlyRevenue: body.monthly_revenue,
    estimatedCustomer: body.estimated_customer,
    termsAcceptedAt,
    depositPaidAt,
    paymentGateway: body.payment_gateway,
    ...secrets,
  };
  const printers = printerValues(body);
  const printersSent = Object.values(printers).some((v) => v !== undefined);
  await ctx.db.transaction(async (tx) => {
    await repo.upsertCompany(tx, scope, values);
    // The printer set-up lives with the store: one source for both forms.
    if (printersSent) {
      const store = (await repo.getStore(tx, scope)) ?? defaultStore(merchant);
      await repo.upsertStore(tx, scope, { displayName: store.displayName, ...printers });
    }
    if (body.sub_printers) await repo.replaceSubPrinters(tx, scope, body.sub_printers);
    await refreshSetupStatus(tx, scope);
  });
}
