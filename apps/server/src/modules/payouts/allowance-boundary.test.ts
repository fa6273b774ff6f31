import { readFile } from 'node:fs/promises';
import { reportCatalogue } from '@meja/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { grant, orderRow, placeAs, type RewardsWorld, rewardsWorld, toggle } from '../loyalty/test-world';
import { entitle, itemsOf, refundWhole, salesOf, setSales } from './test-support';

/**
 * Issue 26: the recruitment allowance and the sales reports count a merchant's sales one way
 * (docs/adr/0014 "The recruitment allowance"): what was paid, after the cash rounding, points at
 * their RM value, less what refunds gave back in money and in points. So the payment that takes
 * the reports' net sales to RM 10,000.00 is the one that pays the allowance, and no other.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
const db = () => t.database.db;

/** A guest's order of `teh` Teh Tarik (RM 2.92 each with service and SST) paid at the counter by `method`. */
async function tehPaid(w: RewardsWorld, teh: number, method: 'cash' | 'card_terminal') {
  const placed = await placeAs(w, null, { lines: [{ food_id: w.shop.fx.food.teh, quantity: teh }] });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = await orderRow(db(), placed.json().data.token);
  expect((await toggle(w, { id: order.id, method })).statusCode).toBe(200);
  return orderRow(db(), order.token);
}

const allowanceOf = async (w: RewardsWorld) =>
  (await itemsOf(db(), w.agentId)).filter((i) => i.kind === 'recruitment_allowance');

/** The merchant's sales report over today, as its owner reads it: the totals row. */
async function reportTotals(w: RewardsWorld) {
  const res = await t.call(w.shop.owner, { method: 'GET', url: reportCatalogue.sales_report.path });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().totals as { gross_sen: number; refunded_sen: number; net_sen: number };
}

describe('a merchant’s paid sales', () => {
  it('are the sales reports’ net sales, to the sen: cash rounding, points and refunds included', async () => {
    const w = await rewardsWorld(t, 'allowance-same');
    await tehPaid(w, 1, 'cash'); // 2.92 → 2.90 in cash
    await tehPaid(w, 1, 'card_terminal'); // 2.92
    await refundWhole(w, (await tehPaid(w, 3, 'cash')).id); // 8.75 → 8.75, all back
    // A buddy's Nasi Lemak (14.58) with 500 points: 9.58 in cash, rounded to 9.60; refunded whole.
    const buddy = await w.buddy();
    await grant(db(), buddy.id, 500);
    const lemak = {
      food_id: w.shop.fx.food.lemak,
      quantity: 1,
      options: [{ option_id: w.shop.fx.option.mild }],
    };
    const placed = await placeAs(w, buddy.token, { lines: [lemak], points: 500 });
    const withPoints = await orderRow(db(), placed.json().data.token);
    expect((await toggle(w, { id: withPoints.id, method: 'cash' })).statusCode).toBe(200);
    // The three Teh Tarik came and went; the points bill counts whole: 9.60 in cash and 5.00 in points.
    expect((await salesOf(db(), w.shop.fx.merchantId))?.paidSen).toBe(290 + 292 + 875 - 875 + 1460);
    await refundWhole(w, withPoints.id);

    const sales = await salesOf(db(), w.shop.fx.merchantId);
    const totals = await reportTotals(w);
    expect(sales?.paidSen).toBe(290 + 292);
    expect(totals.net_sen).toBe(sales?.paidSen);
    expect(totals.gross_sen).toBe(290 + 292 + 875 + 1460);

    // The migration that recounts existing merchants' sales this way (0020) finds the same figure.
    const recount = await readFile(
      new URL('../../../drizzle/0020_merchant_sales_paid.sql', import.meta.url),
      'utf8',
    );
    await db().execute(sql.raw(recount));
    expect((await salesOf(db(), w.shop.fx.merchantId))?.paidSen).toBe(290 + 292);
  });

  it('reach RM 10,000.00 on the payment whose rounded amount takes them there, not on its total before rounding', async () => {
    const w = await rewardsWorld(t, 'allowance-rounding');
    const m = w.shop.fx.merchantId;
    await entitle(db(), w.agentId);
    // RM 9,997.09 so far: a Teh Tarik's RM 2.92 would make 10,000.01, but in cash it is RM 2.90.
    await setSales(db(), m, 999_709);
    const cash = await tehPaid(w, 1, 'cash');
    expect(cash).toMatchObject({ totalSen: 292, roundingSen: -2 });
    expect(await salesOf(db(), m)).toMatchObject({ paidSen: 999_999, reachedAt: null });
    expect(await allowanceOf(w)).toEqual([]);

    // By card terminal nothing is rounded: RM 2.92 takes them to RM 10,002.91, and pays.
    await tehPaid(w, 1, 'card_terminal');
    expect((await salesOf(db(), m))?.paidSen).toBe(1_000_291);
    expect((await salesOf(db(), m))?.reachedAt).not.toBeNull();
    expect(await allowanceOf(w)).toHaveLength(1);
  });

  it('reach it exactly when the rounding adds the last sen', async () => {
    const w = await rewardsWorld(t, 'allowance-exact');
    const m = w.shop.fx.merchantId;
    await entitle(db(), w.agentId);
    // Two Teh Tarik: RM 5.83, in cash RM 5.85. RM 9,994.15 + 5.85 = RM 10,000.00 exactly.
    await setSales(db(), m, 999_415);
    const cash = await tehPaid(w, 2, 'cash');
    expect(cash).toMatchObject({ totalSen: 583, roundingSen: 2 });
    expect(await salesOf(db(), m)).toMatchObject({ paidSen: 1_000_000, reachedAt: expect.any(Date) });
    expect(await allowanceOf(w)).toHaveLength(1);
  });
});
