import type { TMerchantProfileInput, TStoreProfile } from '@meja/contracts';

/** A sub printer (a kitchen or bar station) as the form holds it; `id` only once it is saved. */
export interface SubPrinterValues {
  id?: number;
  name: string;
  series_no: string;
  category_ids: number[];
}

export interface PrinterFormValues {
  printer_model: 58 | 80;
  printer_series_no: string;
  auto_print_status: boolean;
  auto_print_total_status: boolean;
  sub_printers: SubPrinterValues[];
}

export function toFormValues(s: TStoreProfile): PrinterFormValues {
  return {
    printer_model: s.printer_model,
    printer_series_no: s.printer_series_no ?? '',
    auto_print_status: s.auto_print_status === 1,
    auto_print_total_status: s.auto_print_total_status === 1,
    sub_printers: s.sub_printers.map((p) => ({
      id: p.id,
      name: p.name,
      series_no: p.series_no,
      category_ids: p.category_ids,
    })),
  };
}

/**
 * The PATCH body of the printer set-up: only its own fields, so the rest of the store stays as it
 * is whatever another screen saved meanwhile. The whole sub printer list goes each time (the
 * server replaces it), each with its id so the saved ones keep theirs.
 */
export function toBody(v: PrinterFormValues, merchantId: number | undefined): TMerchantProfileInput {
  const sub_printers = (v.sub_printers ?? []).map((p) => ({
    id: p.id,
    name: p.name,
    series_no: p.series_no,
    category_ids: p.category_ids ?? [],
  }));
  return {
    type: 'edit store',
    merchant_id: merchantId,
    printer_model: v.printer_model,
    printer_series_no: v.printer_series_no,
    auto_print_status: v.auto_print_status,
    auto_print_total_status: v.auto_print_total_status,
    sub_printers,
  };
}

/**
 * Categories another sub printer of the form already takes, with that printer's name: a category
 * goes to one station only, so the form offers it to no other (the server refuses it as well).
 */
export function takenElsewhere(subPrinters: readonly Partial<SubPrinterValues>[] | undefined, index: number) {
  const taken = new Map<number, string>();
  (subPrinters ?? []).forEach((p, i) => {
    if (i === index || !p) return;
    for (const id of p.category_ids ?? []) if (!taken.has(id)) taken.set(id, p.name?.trim() || `#${i + 1}`);
  });
  return taken;
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim() === (b ?? '').trim();

/**
 * Which saved printer a check or test print reaches from the form's row: the server prints with
 * what is saved, so a row whose address differs from the saved one (or a new row) must be saved
 * first. `undefined` printer_id is the main printer. `missing`: no main printer is saved at all,
 * which needs no call to be told (issue 28: the answer came seconds later and said nothing useful).
 */
export type CheckTarget = { ready: true; printer_id?: number } | { ready: false; missing?: true };

export function mainTarget(v: Partial<PrinterFormValues> | undefined, saved: TStoreProfile): CheckTarget {
  const unchanged =
    same(v?.printer_series_no, saved.printer_series_no) &&
    (v?.printer_model === undefined || v.printer_model === saved.printer_model);
  if (!unchanged) return { ready: false };
  return saved.printer_series_no?.trim() ? { ready: true } : { ready: false, missing: true };
}

export function subTarget(row: Partial<SubPrinterValues> | undefined, saved: TStoreProfile): CheckTarget {
  const match = row?.id === undefined ? undefined : saved.sub_printers.find((p) => p.id === row.id);
  return match && same(row?.series_no, match.series_no)
    ? { ready: true, printer_id: match.id }
    : { ready: false };
}

/**
 * The server names a field error by its dotted path; a fault in one of a sub printer's categories
 * (`sub_printers.1.category_ids.0`) belongs on that printer's category field.
 */
export function fieldErrorsOf(
  errors: Record<string, string> | undefined,
): Record<string, string> | undefined {
  if (!errors) return errors;
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const name = key.replace(/^(sub_printers\.\d+\.category_ids)\.\d+$/, '$1');
    out[name] ??= message;
  }
  return out;
}
