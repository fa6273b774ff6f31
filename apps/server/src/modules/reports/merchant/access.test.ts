import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { klDayOf } from '../../../lib/time';
import { orderRow, type RewardsWorld, rewardsWorld } from '../../loyalty/test-world';
import { agentSession, paidOrder } from '../../payouts/test-support';

/** Who may read a merchant's reports, what a wrong query gets, and how soon a payment shows. */

let t: TestApp;
let w: RewardsWorld;
let other: RewardsWorld;
const today = klDayOf(Date.now());
const reports = [
  'best_selling_report',
  'sales_report',
  'sales_report_detail',
  'referral_report',
  'summary_report',
];
const path = (name: string, query = '') => `/api/admin/merchant/${name}${query ? `?${query}` : ''}`;
const get = (token: string, url: string) => t.call(token, { method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp();
  w = await rewardsWorld(t, 'report-access');
  other = await rewardsWorld(t, 'report-access-other');
  await paidOrder(w, 1, 1);
  await paidOrder(other, 2, 0);
});
afterAll(() => t?.close());

describe('merchant reports are read', () => {
  it('by the owner and settings staff for their own shop only; kitchen staff and buddies are refused', async () => {
    const setting = await w.shop.staff('All Access - Setting');
    const kitchen = await w.shop.staff('All Access - Kitchen');
    const buddy = await w.buddy();
    const mine = w.shop.fx.merchantId;
    for (const name of reports) {
      for (const token of [w.shop.owner, setting]) {
        const own = await get(token, path(name));
        expect(own.statusCode, `${name}: ${own.body}`).toBe(200);
        // Naming its own shop is the same; another shop is not found.
        expect((await get(token, path(name, `merchant_id=${mine}`))).statusCode).toBe(200);
        expect((await get(token, path(name, `merchant_id=${other.shop.fx.merchantId}`))).statusCode).toBe(
          404,
        );
      }
      expect((await get(kitchen, path(name))).statusCode, name).toBe(403);
      expect((await get(buddy.token, path(name))).statusCode, name).toBe(403);
      expect((await t.call(null, { method: 'GET', url: path(name) })).statusCode, name).toBe(401);
    }
    // Staff see their employer's figures, the same the owner sees.
    const ownerPage = (await get(w.shop.owner, path('summary_report'))).json();
    expect((await get(setting, path('summary_report'))).json()).toEqual(ownerPage);
    expect(ownerPage.totals.orders).toBe(1);
  });

  it('by admins and agents naming a shop they may see; none named is a field error, another network’s not found', async () => {
    const admin = await t.token('admin');
    const agent = await agentSession(w, w.agentId);
    const mine = w.shop.fx.merchantId;
    for (const name of reports) {
      const none = await get(agent, path(name));
      expect(none.statusCode, name).toBe(400);
      expect(Object.keys(none.json().errors)).toEqual(['merchant_id']);
      expect((await get(agent, path(name, `merchant_id=${mine}`))).statusCode, name).toBe(200);
      expect((await get(agent, path(name, `merchant_id=${other.shop.fx.merchantId}`))).statusCode, name).toBe(
        404,
      );
      expect((await get(admin, path(name, `merchant_id=${other.shop.fx.merchantId}`))).statusCode, name).toBe(
        200,
      );
    }
    const seen = (await get(agent, path('summary_report', `merchant_id=${mine}`))).json();
    expect(seen).toEqual((await get(w.shop.owner, path('summary_report'))).json());
  });
});

describe('a wrong query', () => {
  it('is a 400 naming the field: an unknown type, a range too long or backwards, an unsortable column', async () => {
    const owner = w.shop.owner;
    const type = await get(owner, path('sales_report', 'type=year'));
    expect(type.statusCode).toBe(400);
    expect(type.json().errors).toEqual({ type: 'This report has no such type.' });
    const long = await get(owner, path('sales_report', 'startDate=2025-01-01&endDate=2026-01-02'));
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().errors)).toEqual(['endDate']);
    const backwards = await get(owner, path('referral_report', 'startDate=2026-02-01&endDate=2026-01-01'));
    expect(backwards.statusCode).toBe(400);
    const order = await get(owner, path('summary_report', 'order=sst_sen:asc'));
    expect(order.statusCode).toBe(400);
    expect(Object.keys(order.json().errors)).toEqual(['order']);
    // A full year is allowed, every day of it a row.
    const year = await get(
      owner,
      path('referral_report', 'startDate=2025-01-01&endDate=2025-12-31&length=1'),
    );
    expect(year.json().recordsTotal).toBe(365);
  });
});

describe('a paid order', () => {
  it('shows in the merchant’s sales report within 5 seconds', async () => {
    const url = path('sales_report', `startDate=${today}&endDate=${today}`);
    const read = async () => (await get(w.shop.owner, url)).json().data[0];
    const before = await read();
    const order = await paidOrder(w, 2, 1);
    const paid = await orderRow(t.database.db, order.token);
    // The rollups are written in the paying transaction (reports/rollups.ts, paid step 47), so the
    // first read after the payment already has it; the poll only bounds what the issue promises.
    const deadline = Date.now() + 5000;
    let after = await read();
    while (after.orders === before.orders && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      after = await read();
    }
    expect(after.orders - before.orders).toBe(1);
    expect(after.gross_sen - before.gross_sen).toBe(paid.totalSen + paid.roundingSen);
    expect(after.service_charge_sen - before.service_charge_sen).toBe(paid.serviceChargeSen);
    expect(after.sst_sen - before.sst_sen).toBe(paid.sstSen);
  });
});
