import {
  bankNameOf,
  bpToPercent,
  companyRequiredFields,
  depositSen,
  flagOut,
  receiptNumber,
  senToRM,
  storeRequiredFields,
  type TCompanyProfile,
  type TStoreProfile,
  type TSubPrinter,
  weekdays,
} from '@meja/contracts';
import type { CompanyRow, MerchantRow, StoreRow } from './repository';

/**
 * Rows → SPEC §3 replies, and what set-up still needs. Pure functions: the service loads the rows.
 */

/** A store as the database defaults make it, for a merchant whose row is not there yet. */
export function defaultStore(merchant: MerchantRow): StoreRow {
  const now = new Date(0);
  return {
    id: 0,
    merchantId: merchant.id,
    displayName: merchant.name || merchant.username,
    pictureMediaId: null,
    description: null,
    displayAddress: null,
    postcode: null,
    state: null,
    openAt: '12:00',
    closeAt: '12:00',
    closedWeekdays: [],
    halalStatus: 'non-halal',
    platformChargeBp: 0,
    receiptPrefix: '',
    receiptDigits: 6,
    receiptStartAt: 1,
    receiptNext: 1,
    salesServiceTax: false,
    sstNo: null,
    serviceCharge: false,
    serviceChargeBp: 1000,
    readyToProcess: false,
    dineInPayment: 'first',
    readyToServe: false,
    autoPrint: false,
    autoPrintTotal: false,
    printerSeriesNo: null,
    printerModel: 58,
    fpxStatus: true,
    hideFpxUnderMinimum: false,
    menuVersion: 0,
    createdAt: now,
    updatedAt: now,
  };
}

/** Write-only secrets: the last four characters of a long one, never a short one. */
export const MASK = '••••••';
export const maskSecret = (v: string | null) => (v ? `${MASK}${v.length >= 12 ? v.slice(-4) : ''}` : null);
export const isMask = (v: string) => v.startsWith('•');

const printerModelOf = (n: number): 58 | 80 => (n === 80 ? 80 : 58);

interface Printers {
  store: StoreRow;
  subPrinters: { id: number; name: string; seriesNo: string; categoryIds: number[] }[];
}

function printerFields({ store, subPrinters }: Printers) {
  return {
    printer_model: printerModelOf(store.printerModel),
    printer_series_no: store.printerSeriesNo,
    sst_no: store.sstNo,
    sub_printers: subPrinters.map(
      (p): TSubPrinter => ({ id: p.id, name: p.name, series_no: p.seriesNo, category_ids: p.categoryIds }),
    ),
  };
}

/** `nextReceiptSeq`: the number the next receipt gets (orders/receipt-number.ts), past those already given. */
export function toStoreProfile(
  p: Printers & { picture: string | null; nextReceiptSeq: number },
): TStoreProfile {
  const s = p.store;
  const closed = new Set(s.closedWeekdays);
  const closedDays = Object.fromEntries(
    weekdays.map((d, i) => [`is_unavailable_on_${d}`, flagOut(closed.has(i))]),
  ) as Pick<TStoreProfile, `is_unavailable_on_${(typeof weekdays)[number]}`>;
  return {
    type: 'store',
    merchant_id: s.merchantId,
    picture: p.picture,
    picture_media_id: s.pictureMediaId,
    display_name: s.displayName,
    platform_charge: bpToPercent(s.platformChargeBp),
    description: s.description,
    display_address: s.displayAddress,
    postcode: s.postcode,
    state: s.state,
    open_at: s.openAt,
    close_at: s.closeAt,
    ...closedDays,
    halal_status: s.halalStatus === 'halal' ? 'halal' : 'non-halal',
    receipt_format: s.receiptPrefix,
    receipt_digit: s.receiptDigits,
    receipt_start_counting_at: s.receiptStartAt,
    receipt_next: p.nextReceiptSeq,
    next_receipt_no: receiptNumber(s.receiptPrefix, s.receiptDigits, p.nextReceiptSeq),
    sales_service_tax: flagOut(s.salesServiceTax),
    service_charge: flagOut(s.serviceCharge),
    service_charge_percent: bpToPercent(s.serviceChargeBp),
    ready_to_process: flagOut(s.readyToProcess),
    dine_in_payment: s.dineInPayment === 'end' ? 'end' : 'first',
    ready_to_serve: flagOut(s.readyToServe),
    auto_print_status: flagOut(s.autoPrint),
    auto_print_total_status: flagOut(s.autoPrintTotal),
    fpx_status: flagOut(s.fpxStatus),
    hide_fpx_under_rm30: flagOut(s.hideFpxUnderMinimum),
    ...printerFields(p),
  };
}

/**
 * SPEC §3: terms_condition defaults to true, so a merchant without a company row yet shows it
 * accepted (the form's default); saving records the acceptance.
 */
export function toCompanyProfile(
  merchantId: number,
  c: CompanyRow | undefined,
  p: Printers,
): TCompanyProfile {
  return {
    type: 'company',
    merchant_id: merchantId,
    email: c?.email ?? null,
    contact_person_name: c?.contactPersonName ?? null,
    contact_no: c?.contactNo ?? null,
    contact_email: c?.contactEmail ?? null,
    name: c?.name ?? null,
    business_registration_number: c?.businessRegistrationNumber ?? null,
    beneficial_owner_full_name: c?.beneficialOwnerFullName ?? null,
    beneficial_owner_contact_number: c?.beneficialOwnerContactNumber ?? null,
    beneficial_owner_email: c?.beneficialOwnerEmail ?? null,
    bank: c?.bank ?? null,
    bank_name: bankNameOf(c?.bank),
    bank_account_name: c?.bankAccountName ?? null,
    bank_account_no: c?.bankAccountNo ?? null,
    year_of_business: c?.yearOfBusiness ?? null,
    monthly_revenue: c?.monthlyRevenue == null ? null : senToRM(c.monthlyRevenue),
    estimated_customer: c?.estimatedCustomer ?? null,
    register_address: c?.registerAddress ?? null,
    bank_branch_address: c?.bankBranchAddress ?? null,
    icno: c?.icNo ?? null,
    terms_condition: flagOut(c ? c.termsAcceptedAt !== null : true),
    terms_accepted_at: c?.termsAcceptedAt?.toISOString() ?? null,
    deposit_status: flagOut(Boolean(c?.depositPaidAt)),
    deposit_amount: senToRM(depositSen),
    deposit_paid_at: c?.depositPaidAt?.toISOString() ?? null,
    payment_gateway: c?.paymentGateway === 'billplz' ? 'billplz' : 'sandbox',
    pg_secret_key: maskSecret(c?.pgSecretKey ?? null),
    pg_tenant_id: maskSecret(c?.pgTenantId ?? null),
    pg_username: maskSecret(c?.pgUsername ?? null),
    pg_password: maskSecret(c?.pgPassword ?? null),
    ...printerFields(p),
  };
}

const filled = (v: unknown) => v !== null && v !== undefined && String(v).trim() !== '';

/** Required store and company fields still empty (SPEC field names). */
export function missingFields(store: StoreRow | undefined, company: CompanyRow | undefined) {
  const storeValues: Record<(typeof storeRequiredFields)[number], unknown> = {
    display_name: store?.displayName,
    display_address: store?.displayAddress,
    postcode: store?.postcode,
    state: store?.state,
  };
  const companyValues: Record<(typeof companyRequiredFields)[number], unknown> = {
    name: company?.name,
    business_registration_number: company?.businessRegistrationNumber,
    email: company?.email,
    contact_person_name: company?.contactPersonName,
    contact_no: company?.contactNo,
    icno: company?.icNo,
    register_address: company?.registerAddress,
    bank: company?.bank,
    bank_account_name: company?.bankAccountName,
    bank_account_no: company?.bankAccountNo,
  };
  return {
    store: storeRequiredFields.filter((f) => !filled(storeValues[f])),
    company: companyRequiredFields.filter((f) => !filled(companyValues[f])),
  };
}
