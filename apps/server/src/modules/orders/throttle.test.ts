import { randomUUID } from 'node:crypto';
import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { diningTables } from '../../db/schema';
import { newToken } from '../../lib/tokens';
import { placeLimits } from './place';
import { createOrderFixture, type OrderFixture } from './test-fixture';

/** Anonymous placing is throttled per table and per address; live streams per address. */
let t: TestApp;
let fx: OrderFixture;

beforeAll(async () => {
  t = await createTestApp();
  fx = await createOrderFixture(t.database.db, 'orders-throttle');
});
afterAll(() => t?.close());

const place = (table: string, remoteAddress: string, foodId = fx.food.teh) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/table/${table}/orders`,
    remoteAddress,
    headers: { 'idempotency-key': randomUUID() },
    payload: { lines: [{ food_id: foodId, quantity: 1 }], channel: 'counter' },
  });

describe('placing orders', () => {
  it(`takes ${placeLimits.table.limit} orders per table in 10 minutes, from any addresses`, async () => {
    const table = fx.tables[0] as string;
    const answers = await Promise.all(
      Array.from({ length: placeLimits.table.limit }, (_, i) => place(table, `10.1.0.${i + 1}`)),
    );
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    const over = await place(table, '10.1.1.1');
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('too_many_requests');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another table of the store is not held up.
    expect((await place(fx.tables[1] as string, '10.1.1.1')).statusCode).toBe(201);
  });

  it('counts only placements that happened: refused carts leave the table its allowance', async () => {
    const other = await createOrderFixture(t.database.db, 'orders-throttle-3');
    const table = other.tables[0] as string;
    const refused = await Promise.all(
      Array.from({ length: placeLimits.table.limit + 1 }, (_, i) =>
        place(table, `10.4.0.${i + 1}`, other.food.cendol),
      ),
    );
    expect(refused.map((r) => r.statusCode)).toEqual(Array(placeLimits.table.limit + 1).fill(400));
    expect((await place(table, '10.4.1.1', other.food.teh)).statusCode).toBe(201);
  });

  it(`takes ${placeLimits.address.limit} orders per address in 10 minutes, over any tables`, async () => {
    const other = await createOrderFixture(t.database.db, 'orders-throttle-2');
    const patio = newToken();
    await t.database.db
      .insert(diningTables)
      .values({ merchantId: other.merchantId, name: 'Patio', token: patio });
    const tables = [...other.tables, patio];
    const answers = await Promise.all(
      Array.from({ length: placeLimits.address.limit }, (_, i) =>
        place(tables[i % 3] as string, '10.2.0.1', other.food.teh),
      ),
    );
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    expect((await place(tables[0] as string, '10.2.0.1', other.food.teh)).statusCode).toBe(429);
    expect((await place(tables[0] as string, '10.2.0.2', other.food.teh)).statusCode).toBe(201);
  });
});

describe('live order streams', () => {
  it('lets one address hold at most 10 open streams at once', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const order = await place(fx.tables[1] as string, '10.3.0.1');
    const url = `${base}/api/public/orders/${order.json().data.token}/events`;
    const open = () =>
      new Promise<IncomingMessage>((resolve, reject) => {
        get(url, resolve).on('error', reject);
      });
    const streams = await Promise.all(Array.from({ length: 10 }, open));
    expect(streams.map((s) => s.statusCode)).toEqual(Array(10).fill(200));
    const refused = await open();
    expect(refused.statusCode).toBe(429);
    refused.resume();
    // One page closed: another may open.
    streams[0]?.destroy();
    await vi.waitFor(
      async () => {
        const again = await open();
        if (again.statusCode !== 200) again.resume();
        expect(again.statusCode).toBe(200);
        streams.push(again);
      },
      { timeout: 5000, interval: 50 },
    );
    for (const s of streams) s.destroy();
  });
});
