import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { foods, printJobs } from '../../db/schema';
import { type PrintingFixture, printingFixture } from './test-support/fixture';

/** Sub printers' categories (the kitchen's routing), saved with the store form. */
let t: TestApp;
let fx: PrintingFixture;
let other: PrintingFixture;
let mains: number;

beforeAll(async () => {
  t = await createTestApp();
  fx = await printingFixture(t, 'printing-stations');
  other = await printingFixture(t, 'printing-stations-other');
  const [lemak] = await t.database.db
    .select({ categoryId: foods.categoryId })
    .from(foods)
    .where(eq(foods.id, fx.food.lemak));
  mains = lemak?.categoryId as number;
});
afterAll(() => t?.close());

const save = (subPrinters: unknown, token = fx.token) =>
  t.call(token, {
    method: 'PATCH',
    url: '/api/admin/merchant/update',
    payload: { type: 'edit store', sub_printers: subPrinters },
  });
const stationsNow = async () =>
  (await t.call(fx.token, { method: 'GET', url: '/api/admin/merchant/info?type=edit store' })).json().data
    .sub_printers as { id: number; name: string; series_no: string; category_ids: number[] }[];

describe('sub printers', () => {
  it('keep the categories they print, and their ids across saves', async () => {
    const res = await save([
      { name: 'Bar', series_no: '192.168.1.51', category_ids: [fx.drinks] },
      { name: 'Wok', series_no: '192.168.1.52', category_ids: [mains] },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Sub-printer details updated successfully.');
    const [bar, wok] = res.json().data.sub_printers;
    expect(bar).toMatchObject({ name: 'Bar', category_ids: [fx.drinks] });
    expect(wok).toMatchObject({ name: 'Wok', category_ids: [mains] });

    // A print on the bar keeps its station when the list is saved again.
    await t.database.db.insert(printJobs).values({
      merchantId: fx.merchantId,
      subPrinterId: bar.id,
      kind: 'test',
      key: 'station-kept',
      status: 'printed',
    });
    const again = await save([
      { id: bar.id, name: 'Bar 1', series_no: '192.168.1.51', category_ids: [fx.drinks, mains] },
      { id: wok.id, name: 'Wok', series_no: '192.168.1.52', category_ids: [] },
    ]);
    expect(again.statusCode, again.body).toBe(200);
    expect(await stationsNow()).toEqual([
      {
        id: bar.id,
        name: 'Bar 1',
        series_no: '192.168.1.51',
        category_ids: [mains, fx.drinks].sort((a, b) => a - b),
      },
      { id: wok.id, name: 'Wok', series_no: '192.168.1.52', category_ids: [] },
    ]);
    const [kept] = await t.database.db.select().from(printJobs).where(eq(printJobs.key, 'station-kept'));
    expect(kept?.subPrinterId).toBe(bar.id);
  });

  it('keep their categories when the old client sends only name and series number', async () => {
    const before = await stationsNow();
    const res = await save(before.map((p) => ({ name: p.name, series_no: p.series_no })));
    expect(res.statusCode, res.body).toBe(200);
    expect(await stationsNow()).toEqual(before);
    // Removing one from the list removes it, and its categories go back to the main printer.
    await save([{ name: 'Wok', series_no: '192.168.1.52' }]);
    expect(await stationsNow()).toEqual([{ ...before[1], category_ids: [] }]);
  });

  it('refuse a category at two stations, or one of another menu, on that printer’s field', async () => {
    const twice = await save([
      { name: 'Bar', series_no: '10.0.0.1', category_ids: [fx.drinks] },
      { name: 'Cafe', series_no: '10.0.0.2', category_ids: [fx.drinks] },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual({
      'sub_printers.1.category_ids': 'A category prints at one station only.',
    });
    const foreign = await save([{ name: 'Bar', series_no: '10.0.0.1', category_ids: [other.drinks] }]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({
      'sub_printers.0.category_ids': 'Choose categories of this menu.',
    });
    // Nothing was saved by either.
    expect((await stationsNow()).map((p) => p.name)).toEqual(['Wok']);
  });
});
