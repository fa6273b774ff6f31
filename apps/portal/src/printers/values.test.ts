/**
 * The printer form's rules that are not plain fields. The portal has no test script of its own:
 * run with `cd apps/portal && npx vitest run src/printers`.
 */
import type { TStoreProfile } from '@meja/contracts';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, mainTarget, subTarget, takenElsewhere, toBody, toFormValues } from './values';

const saved = {
  printer_model: 80,
  printer_series_no: 'SN-MAIN',
  auto_print_status: 1,
  auto_print_total_status: 0,
  sub_printers: [
    { id: 7, name: 'Kitchen', series_no: 'SN-K', category_ids: [1, 2] },
    { id: 9, name: 'Bar', series_no: '10.0.0.5:9100', category_ids: [5] },
  ],
} as unknown as TStoreProfile;

describe('the printer form', () => {
  it('round-trips the saved set-up into a PATCH of only the printer fields, keeping ids', () => {
    const body = toBody(toFormValues(saved), 12);
    expect(body).toEqual({
      type: 'edit store',
      merchant_id: 12,
      printer_model: 80,
      printer_series_no: 'SN-MAIN',
      auto_print_status: true,
      auto_print_total_status: false,
      sub_printers: [
        { id: 7, name: 'Kitchen', series_no: 'SN-K', category_ids: [1, 2] },
        { id: 9, name: 'Bar', series_no: '10.0.0.5:9100', category_ids: [5] },
      ],
    });
  });

  it('sends a new station without an id, and with no categories when none were chosen', () => {
    const v = toFormValues(saved);
    v.sub_printers.push({
      name: 'Dessert',
      series_no: 'SN-D',
      category_ids: undefined as unknown as number[],
    });
    expect((toBody(v, undefined).sub_printers as unknown[])[2]).toEqual({
      id: undefined,
      name: 'Dessert',
      series_no: 'SN-D',
      category_ids: [],
    });
  });

  it('offers a category to one station only, naming the one that has it', () => {
    const rows = [
      { name: 'Kitchen', category_ids: [1, 2] },
      { name: 'Bar', category_ids: [5] },
      { name: '  ', category_ids: [6] },
    ];
    expect([...takenElsewhere(rows, 1)]).toEqual([
      [1, 'Kitchen'],
      [2, 'Kitchen'],
      [6, '#3'],
    ]);
    expect(takenElsewhere(rows, 0).has(1)).toBe(false);
  });

  it('checks only what is saved: a changed address or a new station waits for the save', () => {
    expect(mainTarget({ printer_series_no: ' SN-MAIN ', printer_model: 80 }, saved)).toEqual({ ready: true });
    expect(mainTarget({ printer_series_no: 'SN-OTHER', printer_model: 80 }, saved)).toEqual({ ready: false });
    expect(mainTarget({ printer_series_no: 'SN-MAIN', printer_model: 58 }, saved)).toEqual({ ready: false });
    expect(subTarget({ id: 9, series_no: '10.0.0.5:9100' }, saved)).toEqual({ ready: true, printer_id: 9 });
    expect(subTarget({ id: 9, series_no: '10.0.0.6' }, saved)).toEqual({ ready: false });
    expect(subTarget({ series_no: 'SN-K' }, saved)).toEqual({ ready: false });
  });

  it('knows without a call that no main printer is saved yet (issue 28)', () => {
    const none = { ...saved, printer_series_no: null };
    expect(mainTarget({ printer_series_no: '', printer_model: 80 }, none)).toEqual({
      ready: false,
      missing: true,
    });
    expect(mainTarget(undefined, { ...saved, printer_series_no: ' ' })).toEqual({
      ready: false,
      missing: true,
    });
    // Typed but not saved yet: the save comes first, as for any change.
    expect(mainTarget({ printer_series_no: 'SN-NEW', printer_model: 80 }, none)).toEqual({ ready: false });
  });

  it("puts a fault in one of a station's categories on that station's category field", () => {
    expect(
      fieldErrorsOf({
        'sub_printers.1.category_ids.0': 'Drinks already prints on Kitchen.',
        'sub_printers.1.category_ids.1': 'Beer already prints on Kitchen.',
        'sub_printers.0.name': 'This field is required.',
      }),
    ).toEqual({
      'sub_printers.1.category_ids': 'Drinks already prints on Kitchen.',
      'sub_printers.0.name': 'This field is required.',
    });
  });
});
