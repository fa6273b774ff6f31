import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { orders } from '../../db/schema';
import { markPaid } from '../orders/service';
import { printingJobs } from './jobs';
import { type PrintingFixture, placeOrder, printingFixture, testPrinting } from './test-support/fixture';

/** A signed-in buddy's receipt comes by e-mail once the order is paid (the HTML the browser prints). */
let t: TestApp;
let fx: PrintingFixture;
beforeAll(async () => {
  t = await createTestApp({ jobs: printingJobs, printing: testPrinting() });
  fx = await printingFixture(t, 'receipt-mail');
});
afterAll(() => t?.close());

const pay = (id: number) => markPaid(t.ctx(), id, { via: 'counter', cash: true });

describe('the e-mailed receipt', () => {
  it('comes to the signed-in buddy who paid, once, with the receipt as HTML and a link to it', async () => {
    const buddy = await t.token('buddy');
    const res = await t.call(buddy, {
      method: 'POST',
      url: `/api/public/table/${fx.tables[0]}/orders`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { channel: 'counter', lines: [{ food_id: fx.food.teh, quantity: 2 }] },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.token, res.json().data.token));
    if (!order) throw new Error('no order');
    const before = t.outbox.length;
    await pay(order.id);
    const mail = await vi.waitFor(
      () => {
        const found = t.outbox.slice(before).find((m) => m.to === 'buddy@demo.meja.my');
        if (!found) throw new Error('no receipt mail yet');
        return found;
      },
      { timeout: 15_000, interval: 100 },
    );
    const [paid] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(mail.subject).toBe(`Your receipt ${paid?.receiptNo} from Kedai receipt-mail`);
    expect(mail.html).toContain(paid?.receiptNo);
    expect(mail.html).toContain('Teh Tarik');
    expect(mail.text).toContain(`/api/public/orders/${order.token}/receipt`);
    // Paying is done once: the receipt is not sent again.
    await pay(order.id);
    expect(t.outbox.filter((m) => m.to === 'buddy@demo.meja.my' && m.subject === mail.subject)).toHaveLength(
      1,
    );
  });

  it('is not sent for a guest’s order', async () => {
    const guest = await placeOrder(t, fx, [{ food_id: fx.food.teh, quantity: 1 }]);
    const before = t.outbox.length;
    await pay(guest.id);
    // The paid step queues nothing for it: no job can send a mail later.
    const queued = (await t.database.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'printing.receipt-mail' and data->>'orderId' = ${String(guest.id)}`,
    )) as unknown as { rows: { n: number }[] };
    expect(queued.rows[0]?.n).toBe(0);
    expect(t.outbox.length).toBe(before);
  });
});
