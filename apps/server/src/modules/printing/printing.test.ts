import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import type { Db } from '../../db/client';
import { orderEvents, orderLines } from '../../db/schema';
import type { JobQueue } from '../../lib/jobs';
import { markPaid } from '../orders/service';
import { printingJobs } from './jobs';
import { queueKitchenTickets } from './kitchen';
import { deadPrinterAddress, type FakePrinter, startFakePrinter } from './test-support/fake-printer';
import {
  addStation,
  jobsOf,
  type PrintingFixture,
  placeOrder,
  printingFixture,
  setMainPrinter,
  testPrinting,
} from './test-support/fixture';

/**
 * What prints by itself, end to end: orders placed through the API, paid, printed by the
 * `printing.print` job to fake network printers (real TCP servers) and read back.
 */
let t: TestApp;
let db: Db;
let jobs: JobQueue;
let main: FakePrinter;
let bar: FakePrinter;
let fx: PrintingFixture;

beforeAll(async () => {
  main = await startFakePrinter();
  bar = await startFakePrinter();
  t = await createTestApp({ jobs: printingJobs, printing: testPrinting() });
  db = t.database.db;
  jobs = t.app.deps.jobs;
  fx = await printingFixture(t, 'printing-flow');
  await setMainPrinter(db, fx.merchantId, main.address, { autoPrint: true });
  await addStation(db, fx.merchantId, 'Bar', bar.address, [fx.drinks]);
});
afterAll(async () => {
  await t?.close();
  await main?.close();
  await bar?.close();
});

const printedAll = async (orderId: number) =>
  vi.waitFor(
    async () => {
      const rows = await jobsOf(db, orderId);
      expect(rows.map((r) => r.status).every((s) => s === 'printed')).toBe(true);
      return rows;
    },
    { timeout: 20_000, interval: 100 },
  );

describe('a paid order', () => {
  it('prints a kitchen ticket per station and the receipt on the main printer', async () => {
    const order = await placeOrder(t, fx);
    // Unpaid and without ready_to_process: not in the kitchen yet.
    expect(await jobsOf(db, order.id)).toEqual([]);
    await markPaid(t.ctx(), order.id, { via: 'counter', cash: true });
    const rows = await printedAll(order.id);
    expect(rows.map((r) => r.kind).sort()).toEqual(['kitchen', 'kitchen', 'receipt']);

    const barTicket = (await bar.waitFor(1))[0];
    expect(barTicket?.text).toContain('1 x Teh Tarik');
    expect(barTicket?.text).not.toContain('Nasi Lemak');
    expect(barTicket?.text).toContain('Bar');

    const prints = await main.waitFor(2);
    const ticket = prints.find((p) => p.text.includes('KITCHEN'));
    expect(ticket?.text).toContain(`No. ${order.orderNo}`);
    expect(ticket?.text).toContain('2 x Nasi Lemak');
    expect(ticket?.text).toContain('+ Mild');
    expect(ticket?.text).toContain('Note: less spicy');
    expect(ticket?.text).not.toContain('Teh Tarik');
    expect(ticket?.cuts).toBe(1);

    const receipt = prints.find((p) => p.text.includes('RECEIPT'));
    expect(receipt?.text).toMatch(/Receipt No\. +T-\d{4}/);
    expect(receipt?.text).toMatch(new RegExp(`Order No\\. +No\\. ${order.orderNo}`));
    expect(receipt?.text).toMatch(/2 x Nasi Lemak +28\.00/);
    expect(receipt?.text).toMatch(/1 x Teh Tarik +2\.50/);
    // 30.50 + 10% service + 6% SST = 35.56; cash rounds it down to 35.55.
    expect(receipt?.text).toMatch(/Total +RM 35\.56/);
    expect(receipt?.text).toMatch(/Rounding +-RM 0\.01/);
    expect(receipt?.text).toMatch(/Total paid +RM 35\.55/);
    expect(receipt?.text).toMatch(/Payment\nCash +RM 35\.55/);
    expect(receipt?.text).toMatch(/Amount charged +RM 35\.55/);
    expect(receipt?.qr).toEqual([{ data: `http://meja.test/order/o/${order.token}`, printed: true }]);
    expect(receipt?.cuts).toBe(1);

    // Every line was carried by the ticket of its station, and each print is in the order's log.
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines.every((l) => l.ticketJobId !== null)).toBe(true);
    const log = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(
      log
        .filter((e) => e.kind === 'printed')
        .map((e) => e.reason)
        .sort(),
    ).toEqual(['kitchen on Bar', 'kitchen on the main printer', 'receipt on the main printer']);
  });

  it('prints an item added later on a ticket of its own, marked ADDED', async () => {
    const order = await placeOrder(t, fx, [
      { food_id: fx.food.lemak, quantity: 1, options: [{ option_id: fx.option.hot }] },
    ]);
    await markPaid(t.ctx(), order.id, { via: 'counter' });
    await printedAll(order.id);
    const before = main.prints.length;
    // As the cashier's "add lines" writes one, then sends it to the kitchen in its transaction.
    await db.transaction(async (tx) => {
      await tx.insert(orderLines).values({
        orderId: order.id,
        foodId: fx.food.kerabu,
        name: 'Kerabu',
        unitPriceSen: 800,
        quantity: 1,
        lineTotalSen: 800,
        position: 1,
        addedAt: new Date(Date.now() + 1000),
      });
      expect(await queueKitchenTickets(tx, jobs, order.id)).toHaveLength(1);
    });
    await printedAll(order.id);
    // One ticket was queued (above); the printer received it with the new item alone.
    const added = await main.waitForPrint((p) => p.text.includes('ADDED'), before);
    expect(added.text).toContain('1 x Kerabu');
    expect(added.text).not.toContain('Nasi Lemak');
    // Nothing is left for another ticket.
    await db.transaction(async (tx) => expect(await queueKitchenTickets(tx, jobs, order.id)).toEqual([]));
  });

  it('sends an unpaid counter order to the kitchen at once where the store cooks first, and not twice', async () => {
    const order = await placeOrder(t, fx, [{ food_id: fx.food.teh, quantity: 2 }]);
    // Not in the kitchen while unpaid, unless the store has ready_to_process.
    expect(await db.transaction((tx) => queueKitchenTickets(tx, jobs, order.id))).toEqual([]);
    await setMainPrinter(db, fx.merchantId, main.address, { readyToProcess: true });
    expect(await db.transaction((tx) => queueKitchenTickets(tx, jobs, order.id))).toHaveLength(1);
    await setMainPrinter(db, fx.merchantId, main.address, { readyToProcess: false });
    await printedAll(order.id);
    await markPaid(t.ctx(), order.id, { via: 'counter' });
    const rows = await printedAll(order.id);
    expect(rows.map((r) => r.kind).sort()).toEqual(['kitchen', 'receipt']);
  });
});

describe('a printer that is off', () => {
  it('is tried again, then the print is failed with the error', async () => {
    const own = await printingFixture(t, 'printing-off');
    await setMainPrinter(db, own.merchantId, await deadPrinterAddress());
    const order = await placeOrder(t, own, [{ food_id: own.food.teh, quantity: 1 }]);
    await markPaid(t.ctx(), order.id, { via: 'counter' });
    const [job] = await vi.waitFor(
      async () => {
        const rows = await jobsOf(db, order.id);
        expect(rows.map((r) => r.status)).toEqual(['failed']);
        return rows;
      },
      { timeout: 25_000, interval: 200 },
    );
    // PRINT_RETRY_LIMIT=2: the first try and two more.
    expect(job?.attempts).toBe(3);
    expect(job?.lastError).toMatch(/ECONNREFUSED/);
  });
});

describe('a store without a printer', () => {
  it('queues nothing and leaves the lines for no ticket', async () => {
    const own = await printingFixture(t, 'printing-none');
    await setMainPrinter(db, own.merchantId, null, { autoPrint: true, autoPrintTotal: true });
    const order = await placeOrder(t, own);
    await markPaid(t.ctx(), order.id, { via: 'counter' });
    expect(await jobsOf(db, order.id)).toEqual([]);
  });
});
