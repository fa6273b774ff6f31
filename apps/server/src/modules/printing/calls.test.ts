import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, recordingQueue, type TestApp } from '../../../test/helpers';
import type { Db } from '../../db/client';
import { printJobs } from '../../db/schema';
import { markPaid } from '../orders/service';
import { printingJobs } from './jobs';
import { deadPrinterAddress, type FakePrinter, startFakePrinter } from './test-support/fake-printer';
import {
  addStation,
  type PrintingFixture,
  placeOrder,
  printingFixture,
  setMainPrinter,
  staffSession,
  testPrinting,
} from './test-support/fixture';

/**
 * The printer calls of SPEC §7 and their §8 messages, the cashier's reprint and the receipt pages,
 * against fake network printers, with the job runner as in production.
 */
let t: TestApp;
let db: Db;
let printer: FakePrinter;
let kitchen: FakePrinter;
let fx: PrintingFixture;
let other: PrintingFixture;
let station: number;

beforeAll(async () => {
  printer = await startFakePrinter();
  kitchen = await startFakePrinter();
  t = await createTestApp({ jobs: printingJobs, printing: testPrinting() });
  db = t.database.db;
  fx = await printingFixture(t, 'printing-calls');
  other = await printingFixture(t, 'printing-calls-other');
  await setMainPrinter(db, fx.merchantId, printer.address, { printerModel: 80 });
  station = await addStation(db, fx.merchantId, 'Bar', kitchen.address, [fx.drinks]);
  await setMainPrinter(db, other.merchantId, printer.address);
});
afterAll(async () => {
  await t?.close();
  await printer?.close();
  await kitchen?.close();
});

const testReceipt = (token: string, payload: object, lang = 'en') =>
  t.call(token, {
    method: 'POST',
    url: '/api/admin/merchant/test_receipt',
    payload,
    headers: { 'accept-language': lang },
  });
const connection = (token: string, query = '', lang = 'en') =>
  t.call(token, {
    method: 'GET',
    url: `/api/admin/merchant/printer_connection${query}`,
    headers: { 'accept-language': lang },
  });

describe('test receipt', () => {
  it('prints a sample and answers "Print successful"', async () => {
    const before = printer.prints.length;
    const res = await testReceipt(fx.token, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Print successful');
    expect(res.json().data).toMatchObject({ kind: 'test', status: 'printed' });
    const [page] = (await printer.waitFor(before + 1)).slice(before);
    expect(page?.text).toContain('TEST PRINT');
    expect(page?.text).toContain('Kedai printing-calls');
    expect(page?.text).toContain('海南鸡饭 Chicken Rice');
  });

  it('prints a sample kitchen ticket on a sub printer, answering in the caller’s language', async () => {
    const res = await testReceipt(fx.token, { type: 'kitchen', printer_id: station }, 'zh');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('打印成功');
    const [ticket] = await kitchen.waitFor(1);
    expect(ticket?.text).toContain('Bar');
    expect(ticket?.text).toContain('1 x Teh Tarik');
  });

  it('says what is missing and where to fix it when no series number is saved, without asking any printer', async () => {
    // Issue 28: SPEC §8's "Not ready to set up printer" named neither the cause nor the fix.
    const notSetUp =
      'No printer added yet: enter the printer’s series number (SN or network address) on the Printers page and save it.';
    const own = await printingFixture(t, 'printing-calls-unset');
    const res = await testReceipt(own.token, {});
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ reason: 'printer_not_set_up', message: notSetUp });
    expect((await connection(own.token)).json().data).toEqual({ online: false, message: notSetUp });
    expect((await connection(own.token, '', 'zh')).json().data.message).toBe(
      '尚未添加打印机：请在「打印机」页面填写打印机序列号（SN 或网络地址）并保存。',
    );
    // Known from the saved set-up alone: nothing was queued for a printer.
    const jobs = await db.select().from(printJobs).where(eq(printJobs.merchantId, own.merchantId));
    expect(jobs).toEqual([]);
  });

  it('says "Please wait for printer to finish" while a print is going to it', async () => {
    const [busy] = await db
      .insert(printJobs)
      .values({ merchantId: other.merchantId, kind: 'test', key: 'busy-test', status: 'printing' })
      .returning({ id: printJobs.id });
    const res = await testReceipt(other.token, {});
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      reason: 'printer_busy',
      message: 'Please wait for printer to finish',
    });
    expect(busy).toBeDefined();
  });

  it('says "Printer number incorrect or status off" when the printer does not answer', async () => {
    const own = await printingFixture(t, 'printing-calls-off');
    await setMainPrinter(db, own.merchantId, await deadPrinterAddress());
    const res = await testReceipt(own.token, {});
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      reason: 'printer_unreachable',
      message: 'Printer number incorrect or status off',
    });
    expect((await connection(own.token)).json().data).toEqual({
      online: false,
      message: 'Printer number incorrect or status off',
    });
    await setMainPrinter(db, own.merchantId, 'not a printer!');
    expect((await testReceipt(own.token, {})).json().reason).toBe('printer_unreachable');
  });
});

describe('printer connection', () => {
  it('answers online for a printer that answers, main or sub', async () => {
    const res = await connection(fx.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ online: true, message: 'The printer is online.' });
    expect((await connection(fx.token, `?printer_id=${station}`, 'zh')).json().data).toEqual({
      online: true,
      message: '打印机在线。',
    });
  });

  it('does not reach another merchant’s sub printer, nor an admin without naming the merchant', async () => {
    expect((await connection(other.token, `?printer_id=${station}`)).statusCode).toBe(404);
    const admin = await t.token('admin');
    expect((await connection(admin)).statusCode).toBe(400);
    expect((await connection(admin, `?merchant_id=${fx.merchantId}`)).json().data.online).toBe(true);
  });
});

describe('reprints and receipt pages', () => {
  it('prints an order’s receipt again, marked REPRINT, for the cashier too', async () => {
    const order = await placeOrder(t, fx);
    await markPaid(t.ctx(), order.id, { via: 'counter', cash: true });
    // The payment's own receipt and ticket print at once; the cashier asks again once they are out
    // (while the printer is still printing, a reprint is refused as busy).
    await expect
      .poll(async () =>
        (await db.select().from(printJobs).where(eq(printJobs.orderId, order.id))).map((j) => j.status),
      )
      .toSatisfy((s: string[]) => s.length > 0 && s.every((x) => x === 'printed'));
    const cashier = await staffSession(db, fx.merchantId, 'All Access - Order');
    const before = printer.prints.length;
    const res = await t.call(cashier, {
      method: 'POST',
      url: `/api/admin/order/${order.id}/print`,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.kind).toBe('receipt');
    const reprint = await printer.waitForPrint((p) => p.text.includes('REPRINT'), before);
    expect(reprint.text).toMatch(/Receipt No\. +T-\d{4}/);
    const tickets = kitchen.prints.length;
    const byOwner = await testReceipt(fx.token, { type: 'kitchen', order_id: order.id, printer_id: station });
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    const ticket = await kitchen.waitForPrint((p) => p.text.includes('REPRINT'), tickets);
    expect(ticket?.text).toContain('1 x Teh Tarik');
    expect(ticket?.text).not.toContain('Nasi Lemak');
  });

  it('refuses a receipt of an unpaid order, and another merchant’s order is not found', async () => {
    const unpaid = await placeOrder(t, fx);
    expect((await testReceipt(fx.token, { order_id: unpaid.id })).json().reason).toBe('receipt_not_paid');
    expect((await testReceipt(other.token, { order_id: unpaid.id })).statusCode).toBe(404);
    const print = await t.call(other.token, {
      method: 'POST',
      url: `/api/admin/order/${unpaid.id}/print`,
      payload: {},
    });
    expect(print.statusCode).toBe(404);
    const page = await t.call(other.token, { method: 'GET', url: `/api/admin/order/${unpaid.id}/receipt` });
    expect(page.statusCode).toBe(404);
  });

  it('shows the receipt as a page to the cashier and, once paid, to the diner; values escaped', async () => {
    const order = await placeOrder(t, fx, [
      { food_id: fx.food.teh, quantity: 1, note: '<script>alert(1)</script>' },
    ]);
    const own = await t.call(fx.token, { method: 'GET', url: `/api/admin/order/${order.id}/receipt` });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toContain('text/html');
    expect(own.body).toContain('BILL');
    expect(own.body).not.toContain('<script>alert(1)');
    expect(own.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const diner = (token: string) =>
      t.call(null, { method: 'GET', url: `/api/public/orders/${token}/receipt` });
    expect((await diner(order.token)).statusCode).toBe(409);
    await markPaid({ ...t.ctx(), jobs: recordingQueue() }, order.id, { via: 'counter' });
    const paid = await diner(order.token);
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('RECEIPT');
    expect(paid.body).toContain(`No. ${order.orderNo}`);
    expect((await diner('no-such-order-token')).statusCode).toBe(404);
  });

  it('lays the page out as wide as the store’s paper: 58 mm or 80 mm', async () => {
    const pageOf = async (shop: PrintingFixture) => {
      const order = await placeOrder(t, shop);
      const page = await t.call(shop.token, { method: 'GET', url: `/api/admin/order/${order.id}/receipt` });
      expect(page.statusCode).toBe(200);
      return page.body;
    };
    // `other` prints on a 58 mm printer, `fx` on an 80 mm one: the printed page and the body follow.
    const narrow = await pageOf(other);
    expect(narrow).toContain('@page { size: 58mm auto;');
    expect(narrow).toMatch(/body \{[^}]*max-width: 58mm;/);
    expect(narrow).not.toContain('80mm');
    const wide = await pageOf(fx);
    expect(wide).toContain('@page { size: 80mm auto;');
    expect(wide).toMatch(/body \{[^}]*max-width: 80mm;/);
  });
});
