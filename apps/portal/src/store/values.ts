import type { DineInPayment, TMerchantProfileInput, TStoreProfile } from '@meja/contracts';
import dayjs, { type Dayjs } from 'dayjs';

/** 0 = Monday … 6 = Sunday, as the server keeps closed days. */
export const weekdays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

/** The front image as the form holds it: the saved one, one picked from the library, or a new file. */
export interface PictureValue {
  url: string | null;
  mediaId: number | null;
  file?: File;
}

export interface StoreFormValues {
  picture: PictureValue;
  display_name: string;
  description: string;
  display_address: string;
  postcode: string;
  state: string | undefined;
  halal_status: 'halal' | 'non-halal';
  open_at: Dayjs | null;
  close_at: Dayjs | null;
  closed_days: number[];
  sales_service_tax: boolean;
  sst_no: string;
  service_charge: boolean;
  service_charge_percent: string;
  platform_charge: string;
  fpx_status: boolean;
  hide_fpx_under_rm30: boolean;
  receipt_format: string;
  receipt_digit: number;
  receipt_start_counting_at: number;
  ready_to_process: boolean;
  ready_to_serve: boolean;
  dine_in_payment: DineInPayment;
}

const timeOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return dayjs()
    .hour(h ?? 0)
    .minute(m ?? 0)
    .second(0);
};

/** The next receipt number as printed: "RS-" with 6 digits and 1 → "RS-000001". */
export const receiptNumber = (prefix: string, digits: number, n: number) =>
  `${prefix}${String(n).padStart(digits, '0')}`;

export function toFormValues(s: TStoreProfile): StoreFormValues {
  return {
    picture: { url: s.picture, mediaId: s.picture_media_id },
    display_name: s.display_name,
    description: s.description ?? '',
    display_address: s.display_address ?? '',
    postcode: s.postcode ?? '',
    state: s.state ?? undefined,
    halal_status: s.halal_status,
    open_at: timeOf(s.open_at),
    close_at: timeOf(s.close_at),
    closed_days: weekdays.flatMap((d, i) => (s[`is_unavailable_on_${d}`] === 1 ? [i] : [])),
    sales_service_tax: s.sales_service_tax === 1,
    sst_no: s.sst_no ?? '',
    service_charge: s.service_charge === 1,
    service_charge_percent: s.service_charge_percent,
    platform_charge: s.platform_charge,
    fpx_status: s.fpx_status === 1,
    hide_fpx_under_rm30: s.hide_fpx_under_rm30 === 1,
    receipt_format: s.receipt_format,
    receipt_digit: s.receipt_digit,
    receipt_start_counting_at: s.receipt_start_counting_at,
    ready_to_process: s.ready_to_process === 1,
    ready_to_serve: s.ready_to_serve === 1,
    dine_in_payment: s.dine_in_payment,
  };
}

/**
 * The PUT body of the whole form, and the new front image file if one was chosen. The printer
 * set-up has its own screen (printers/): left out here, the server keeps it as it is.
 */
export function toBody(v: StoreFormValues, saved: TStoreProfile, merchantId: number | undefined) {
  const closed = new Set(v.closed_days);
  const body: TMerchantProfileInput = {
    type: 'edit store',
    merchant_id: merchantId,
    display_name: v.display_name,
    description: v.description,
    display_address: v.display_address,
    postcode: v.postcode,
    state: v.state ?? '',
    halal_status: v.halal_status,
    open_at: v.open_at?.format('HH:mm') ?? saved.open_at,
    close_at: v.close_at?.format('HH:mm') ?? saved.close_at,
    ...Object.fromEntries(weekdays.map((d, i) => [`is_unavailable_on_${d}`, closed.has(i)])),
    sales_service_tax: v.sales_service_tax,
    sst_no: v.sst_no,
    service_charge: v.service_charge,
    service_charge_percent: v.service_charge_percent,
    // Sent back as it came; only an admin's change of it is taken.
    platform_charge: v.platform_charge,
    fpx_status: v.fpx_status,
    hide_fpx_under_rm30: v.hide_fpx_under_rm30,
    receipt_format: v.receipt_format,
    receipt_digit: v.receipt_digit,
    receipt_start_counting_at: v.receipt_start_counting_at,
    ready_to_process: v.ready_to_process,
    ready_to_serve: v.ready_to_serve,
    dine_in_payment: v.dine_in_payment,
  };
  const picture = v.picture;
  if (!picture.file && picture.mediaId !== saved.picture_media_id) {
    if (picture.mediaId === null) body.remove_picture = true;
    else body.picture_media_id = picture.mediaId;
  }
  return { body, file: picture.file };
}
