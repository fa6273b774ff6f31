import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type FoodStatus, type TOrder, ZOrder } from '@meja/contracts';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEventStream } from '../../../test/event-stream';
import { createTestApp, type TestApp } from '../../../test/helpers';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { orders, stores } from '../../db/schema';
import { moveFood } from './food';
import { createLiveOrders } from './live';
import { markPaid } from './service';
import { publishOrderChange } from './statuses';
import { createOrderFixture, type OrderFixture } from './test-fixture';

let t: TestApp;
let db: Db;
let fx: OrderFixture;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  fx = await createOrderFixture(db, 'orders-live');
  // Its kitchen marks lines "ready to serve" (a stage diners see only where the store uses it).
  await db.update(stores).set({ readyToServe: true }).where(eq(stores.merchantId, fx.merchantId));
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t?.close());

/** The order page's stream (test/event-stream.ts), with its `order` events read as ZOrder. */
function openStream(url: string) {
  const stream = readEventStream(url, {}, 5000);
  const { next } = stream;
  const orderAfter = async (from: number, test: (o: TOrder) => boolean) => {
    const e = await next((x) => x.event === 'order' && test(ZOrder.parse(JSON.parse(x.data ?? ''))), from);
    return ZOrder.parse(JSON.parse(e.data ?? ''));
  };
  return { ...stream, orderAfter };
}

async function placeOrder() {
  const res = await t.call(null, {
    method: 'POST',
    url: `/api/public/table/${fx.tables[0]}/orders`,
    headers: { 'idempotency-key': randomUUID() },
    payload: { lines: [{ food_id: fx.food.teh, quantity: 2 }], channel: 'counter' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await db.select().from(orders).where(eq(orders.token, res.json().data.token));
  if (!row) throw new Error('no order');
  return row;
}

const linesAre = (o: TOrder, status: FoodStatus) => o.lines.every((l) => l.food_status === status);

/** A kitchen's change of every line's food status, as its screens will make it. */
async function setFoodStatus(order: { id: number }, status: FoodStatus) {
  await moveFood(db, order.id, status, { reason: 'kitchen' });
}

describe('live order page (Server-Sent Events)', () => {
  it('sends the order at once and again after every change', async () => {
    const order = await placeOrder();
    const stream = openStream(`${base}/api/public/orders/${order.token}/events`);
    const res = await stream.opened;
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['cache-control']).toBe('no-store');
    const first = await stream.orderAfter(0, () => true);
    expect(first).toMatchObject({ token: order.token, status: 'unpaid', receipt_no: null });

    let seen = stream.events.length;
    await markPaid(t.ctx(), order.id, { via: 'counter' });
    const paid = await stream.orderAfter(seen, (o) => o.payment_status === 'paid');
    expect(paid).toMatchObject({ status: 'processing', receipt_no: 'T-0001' });

    seen = stream.events.length;
    await setFoodStatus(order, 'ready');
    expect((await stream.orderAfter(seen, (o) => o.status !== 'processing')).status).toBe('ready');
    seen = stream.events.length;
    await setFoodStatus(order, 'complete');
    expect((await stream.orderAfter(seen, (o) => o.status !== 'ready')).status).toBe('complete');
    stream.close();
  });

  it('tells every open page, goes on after one leaves, and ignores rolled-back changes', async () => {
    const order = await placeOrder();
    const url = `${base}/api/public/orders/${order.token}/events`;
    const a = openStream(url);
    const b = openStream(url);
    await a.orderAfter(0, () => true);
    await b.orderAfter(0, () => true);
    a.close();
    // Notices reach the page in commit order, so a committed change it shows is a barrier: the
    // notice of the order's own placing, committed before, has arrived by then if it ever will.
    await setFoodStatus(order, 'ready');
    await b.orderAfter(0, (o) => linesAre(o, 'ready'));
    const announced = b.events.filter((e) => e.event === 'order').length;
    // A change that rolls back is never announced (NOTIFY is delivered on commit only).
    await db
      .transaction(async (tx) => {
        await publishOrderChange(tx, order);
        tx.rollback();
      })
      .catch(() => {});
    const seen = b.events.length;
    await setFoodStatus(order, 'complete');
    // The next committed change is the barrier: had the rolled-back one been announced, it came first.
    const barrier = await b.next(
      (e) => e.event === 'order' && linesAre(ZOrder.parse(JSON.parse(e.data ?? '')), 'complete'),
      seen,
    );
    expect(b.events.slice(0, b.events.indexOf(barrier)).filter((e) => e.event === 'order')).toHaveLength(
      announced,
    );
    await markPaid(t.ctx(), order.id, { via: 'counter' });
    expect((await b.orderAfter(seen, (o) => o.status === 'complete')).receipt_no).toMatch(/^T-\d{4}$/);
    b.close();
  });

  it('answers 404 (JSON) for an unknown order', async () => {
    const res = await t.call(null, { method: 'GET', url: '/api/public/orders/nope/events' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });

  it('receives a NOTIFY sent from outside this app (another instance)', async () => {
    const order = await placeOrder();
    const stream = openStream(`${base}/api/public/orders/${order.token}/events`);
    await stream.orderAfter(0, () => true);
    const seen = stream.events.length;
    // The kitchen completes it and the cashier takes the money, on another instance.
    const change = async (other: Db) => {
      await moveFood(other, order.id, 'complete', { reason: 'kitchen' });
      await markPaid({ ...t.ctx(), db: other }, order.id, { via: 'counter' });
    };
    if (process.env.DATABASE_URL) {
      // PostgreSQL: really another connection, as another API instance would have.
      const url = (db as unknown as { $client: pg.Pool }).$client.options.connectionString;
      const other = new pg.Client({ connectionString: url });
      await other.connect();
      try {
        await change(drizzle(other, { schema }) as unknown as Db);
      } finally {
        await other.end();
      }
    } else {
      // PGlite has one connection: the same calls on it.
      await change(db);
    }
    expect((await stream.orderAfter(seen, (o) => o.status === 'complete')).payment_status).toBe('paid');
    stream.close();
  });

  it('sends heartbeats, and ends its streams when closed', async () => {
    const order = await placeOrder();
    const live = createLiveOrders(t.database, t.app.log, { heartbeatMs: 50 });
    await live.listen();
    const server: Server = createServer((_req, res) => live.open(order.token, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const stream = openStream(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await stream.orderAfter(0, () => true);
    await stream.next((e) => e.comment === 'heartbeat');
    await live.close();
    await expect(stream.next(() => false)).rejects.toThrow('stream ended');
    expect(live.stats()).toEqual({ orders: 0, clients: 0, addresses: 0 });
    await new Promise((resolve) => server.close(resolve));
  });

  it('ends open streams when the app shuts down', async () => {
    const other = await createTestApp();
    const own = await createOrderFixture(other.database.db, 'orders-live-close');
    const res = await other.call(null, {
      method: 'POST',
      url: `/api/public/table/${own.tables[0]}/orders`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { lines: [{ food_id: own.food.teh, quantity: 1 }], channel: 'counter' },
    });
    await other.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (other.app.server.address() as AddressInfo).port;
    const stream = openStream(`http://127.0.0.1:${port}/api/public/orders/${res.json().data.token}/events`);
    await stream.orderAfter(0, () => true);
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(5000);
    await expect(stream.next(() => false)).rejects.toThrow('stream ended');
  });
});
