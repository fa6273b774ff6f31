import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, recordingQueue, type TestApp } from '../../../../test/helpers';
import { buildApp } from '../../../app';
import { connectPostgres, type Database } from '../../../db/client';
import { diningTables, foods, stores } from '../../../db/schema';
import { createSealer } from '../../../lib/secrets';
import { newToken } from '../../../lib/tokens';
import { createDiskStore } from '../../../modules/media/disk-store';
import { touchMenu } from '../version';
import { eventually, seedShop } from './fixture';

/**
 * Two API instances on one PostgreSQL (runs only with the PostgreSQL suite): each keeps its own
 * cache, and a change written through one is seen by the other once PostgreSQL's NOTIFY reaches it.
 */
let a: TestApp;
let bDatabase: Database;
let b: FastifyInstance;
let mediaDir: string;
let shop: Awaited<ReturnType<typeof seedShop>>;

beforeAll(async () => {
  a = await createTestApp();
  const result = (await a.database.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const [row] = result.rows;
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `/${row?.name}`;
  bDatabase = connectPostgres(url.toString(), 3);
  mediaDir = await mkdtemp(join(tmpdir(), 'meja-media-'));
  b = await buildApp({
    config: { NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://meja.test' },
    database: bDatabase,
    jobs: recordingQueue(),
    mailer: { send: async () => {}, close: () => {} },
    sms: { send: async () => {} },
    media: createDiskStore(mediaDir),
    secrets: createSealer(randomBytes(32)),
    logger: false,
  });
  await b.ready();
  shop = await seedShop(a.database.db, 'diner-two-instances');
  // Open all day: what the test reads does not depend on the hour it runs at.
  await a.database.db
    .update(stores)
    .set({ openAt: '00:00', closeAt: '00:00' })
    .where(eq(stores.merchantId, shop.merchantId));
});

afterAll(async () => {
  await b?.close();
  await bDatabase?.close();
  await a?.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const menuOn = async (app: FastifyInstance, token: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/public/table/${token}/menu` });
  return { status: res.statusCode, menu: res.statusCode === 200 ? res.json().data : null };
};

describe('diners’ menu on two instances', () => {
  it('sees on instance B what was written through instance A', async () => {
    const [token] = shop.tokens;
    const before = await menuOn(b, token);
    expect(before.status).toBe(200);
    await menuOn(a.app, token);

    // A menu write on A (foods + the version raise every menu write makes).
    await a.database.db.transaction(async (tx) => {
      await tx.update(foods).set({ name: 'Roti Telur' }).where(eq(foods.name, 'Roti Canai'));
      await touchMenu(tx, shop.merchantId);
    });
    const names = (m: { categories: { foods: { name: string }[] }[] } | null) =>
      m?.categories.flatMap((c) => c.foods.map((f) => f.name)) ?? [];
    await eventually(async () => names((await menuOn(b, token)).menu).includes('Roti Telur'));
    await eventually(async () => names((await menuOn(a.app, token)).menu).includes('Roti Telur'));

    // A store edit on A.
    await a.database.db
      .update(stores)
      .set({ displayName: 'Dua' })
      .where(eq(stores.merchantId, shop.merchantId));
    await eventually(async () => (await menuOn(b, token)).menu?.store.display_name === 'Dua');

    // A regenerated token on A: B answers 404 for the old one.
    const fresh = newToken();
    await a.database.db.update(diningTables).set({ token: fresh }).where(eq(diningTables.token, token));
    await eventually(async () => (await menuOn(b, token)).status === 404);
    expect((await menuOn(b, fresh)).status).toBe(200);
  });
});
