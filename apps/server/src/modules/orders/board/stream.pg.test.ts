import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, recordingQueue, type TestApp } from '../../../../test/helpers';
import { buildApp } from '../../../app';
import { connectPostgres, type Database } from '../../../db/client';
import { createSealer } from '../../../lib/secrets';
import { createDiskStore } from '../../media/disk-store';
import { moveFood } from '../food';
import { markPaid } from '../service';
import { openBoard } from './test-sse';
import { type BoardMerchant, boardMerchant, place } from './test-world';

/** Runs with the PostgreSQL suite only: two API instances on one database, as in production. */
let t: TestApp;
let a: BoardMerchant;
let other: { app: FastifyInstance; database: Database };

beforeAll(async () => {
  t = await createTestApp();
  a = await boardMerchant(t, 'pg-stream-a');
  const url = (t.database.db as unknown as { $client: pg.Pool }).$client.options.connectionString as string;
  const database = connectPostgres(url, 2);
  const app = await buildApp({
    config: { NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://meja.test' },
    database,
    jobs: recordingQueue(),
    mailer: { send: async () => {}, close: () => {} },
    sms: { send: async () => {} },
    media: createDiskStore(t.mediaDir),
    secrets: createSealer(randomBytes(32)),
    logger: false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  other = { app, database };
});
afterAll(async () => {
  await other?.app.close();
  await other?.database.close();
  await t?.close();
});

describe('a board on another API instance', () => {
  it('hears the changes this instance makes', async () => {
    const port = (other.app.server.address() as AddressInfo).port;
    const kitchen = openBoard(
      `http://127.0.0.1:${port}/api/admin/display_order/events?type=kitchen`,
      a.kitchen,
    );
    expect((await kitchen.opened).statusCode).toBe(200);
    await kitchen.next((e) => e.event === 'resync');

    const order = await place(t, a, [{ food_id: a.fx.food.teh, quantity: 1 }]);
    await markPaid(t.ctx(), order.id, { via: 'counter', method: 'cash' });
    const paid = await kitchen.order((e) => e.order.id === order.id && e.order.payment_status === 'paid');
    expect(paid.in_view).toBe(true);
    const seen = kitchen.events.length;
    await moveFood(t.database.db, order.id, 'complete', {});
    const done = await kitchen.order((e) => e.order.id === order.id && e.order.status === 'complete', seen);
    expect(done.in_view).toBe(false);
    kitchen.close();
  });
});
