import type { TCompanyProfile, TMerchantProfileInput } from '@meja/contracts';

/** The payment gateway credentials: write-only, shown as "set" or "not set". */
export const secretFields = ['pg_secret_key', 'pg_tenant_id', 'pg_username', 'pg_password'] as const;

export interface CompanyFormValues {
  name: string;
  business_registration_number: string;
  year_of_business: number | null;
  monthly_revenue: string;
  estimated_customer: number | null;
  register_address: string;
  email: string;
  contact_person_name: string;
  contact_no: string;
  contact_email: string;
  icno: string;
  beneficial_owner_full_name: string;
  beneficial_owner_contact_number: string;
  beneficial_owner_email: string;
  bank: string | undefined;
  bank_account_name: string;
  bank_account_no: string;
  bank_branch_address: string;
  payment_gateway: TCompanyProfile['payment_gateway'];
  pg_secret_key: string;
  pg_tenant_id: string;
  pg_username: string;
  pg_password: string;
  deposit_status: boolean;
  terms_condition: boolean;
}

/** 900101145678 → "900101-14-5678", as people write it. */
const icOf = (digits: string | null) =>
  digits && /^\d{12}$/.test(digits)
    ? `${digits.slice(0, 6)}-${digits.slice(6, 8)}-${digits.slice(8)}`
    : (digits ?? '');

/** +60123456789 → "0123456789": the national form Malaysians type. */
const phoneOf = (e164: string | null) => (e164?.startsWith('+60') ? `0${e164.slice(3)}` : (e164 ?? ''));

export function toFormValues(c: TCompanyProfile): CompanyFormValues {
  return {
    name: c.name ?? '',
    business_registration_number: c.business_registration_number ?? '',
    year_of_business: c.year_of_business,
    monthly_revenue: c.monthly_revenue ?? '',
    estimated_customer: c.estimated_customer,
    register_address: c.register_address ?? '',
    email: c.email ?? '',
    contact_person_name: c.contact_person_name ?? '',
    contact_no: phoneOf(c.contact_no),
    contact_email: c.contact_email ?? '',
    icno: icOf(c.icno),
    beneficial_owner_full_name: c.beneficial_owner_full_name ?? '',
    beneficial_owner_contact_number: phoneOf(c.beneficial_owner_contact_number),
    beneficial_owner_email: c.beneficial_owner_email ?? '',
    bank: c.bank ?? undefined,
    bank_account_name: c.bank_account_name ?? '',
    bank_account_no: c.bank_account_no ?? '',
    bank_branch_address: c.bank_branch_address ?? '',
    payment_gateway: c.payment_gateway,
    // Secrets are never shown: empty keeps what is stored.
    pg_secret_key: '',
    pg_tenant_id: '',
    pg_username: '',
    pg_password: '',
    deposit_status: c.deposit_status === 1,
    terms_condition: c.terms_condition === 1,
  };
}

/** The PUT body of the whole form. */
export function toBody(v: CompanyFormValues, merchantId: number | undefined): TMerchantProfileInput {
  return {
    type: 'edit company',
    merchant_id: merchantId,
    name: v.name,
    business_registration_number: v.business_registration_number,
    year_of_business: v.year_of_business ?? null,
    monthly_revenue: v.monthly_revenue,
    estimated_customer: v.estimated_customer ?? null,
    register_address: v.register_address,
    email: v.email,
    contact_person_name: v.contact_person_name,
    contact_no: v.contact_no,
    contact_email: v.contact_email,
    icno: v.icno,
    beneficial_owner_full_name: v.beneficial_owner_full_name,
    beneficial_owner_contact_number: v.beneficial_owner_contact_number,
    beneficial_owner_email: v.beneficial_owner_email,
    bank: v.bank ?? '',
    bank_account_name: v.bank_account_name,
    bank_account_no: v.bank_account_no,
    bank_branch_address: v.bank_branch_address,
    payment_gateway: v.payment_gateway,
    pg_secret_key: v.pg_secret_key,
    pg_tenant_id: v.pg_tenant_id,
    pg_username: v.pg_username,
    pg_password: v.pg_password,
    // Sent back as it came; only an admin's change of it is taken.
    deposit_status: v.deposit_status,
    terms_condition: v.terms_condition,
  };
}
