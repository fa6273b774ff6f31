import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import { inject as provided } from 'vitest';
import { copyTemplate } from '../../../test/database';
import { recordingQueue } from '../../../test/helpers';
import { buildApp } from '../../app';
import type { Db } from '../../db/client';
import { orderEvents, orders, paymentEvents, payments, stores, users } from '../../db/schema';
import { createSealer, type Sealer } from '../../lib/secrets';
import { newToken } from '../../lib/tokens';
import { createDiskStore } from '../media/disk-store';
import type { PaymentsEnv } from './env';
import { sandboxSecret, sandboxSignature, sandboxSignatureHeader } from './sandbox';

/** Test helpers of the payments module (imported by its tests only). */

export const testEnv = (publicUrl = 'http://meja.test'): PaymentsEnv => ({
  publicUrl,
  sandbox: { secret: 'test-sandbox-gateway-secret', mode: 'any' },
  billplz: { baseUrl: 'http://127.0.0.1:9/api' },
});

export async function merchantIdOf(db: Db, username = 'merchant') {
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!u) throw new Error(`no user ${username}`);
  return u.id;
}

/** An unpaid order of the merchant, as the orders module would have placed it. */
export async function placeOrder(db: Db, merchantId: number, totalSen = 35_50, paymentStatus = 'unpaid') {
  const token = newToken();
  const [row] = await db
    .insert(orders)
    .values({ merchantId, token, channel: 'fpx', subtotalSen: totalSen, totalSen, paymentStatus })
    .returning({ id: orders.id });
  if (!row) throw new Error('no order');
  return { id: row.id, token };
}

export const orderOf = async (db: Db, id: number) =>
  (await db.select().from(orders).where(eq(orders.id, id)))[0];

export const paymentOf = async (db: Db, id: number) =>
  (await db.select().from(payments).where(eq(payments.id, id)))[0];

export const eventsOf = (db: Db, paymentId: number) =>
  db
    .select({ source: paymentEvents.source, outcome: paymentEvents.outcome, gateway: paymentEvents.gateway })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.paymentId, paymentId), sql`${paymentEvents.gateway} <> 'sandbox-page'`))
    .orderBy(paymentEvents.id);

export const paidEventsOf = async (db: Db, orderId: number) =>
  (
    await db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'paid')))
  ).length;

export async function setStore(db: Db, merchantId: number, v: Partial<typeof stores.$inferInsert>) {
  await db.update(stores).set(v).where(eq(stores.merchantId, merchantId));
}

/**
 * The installation's sandbox secret: the test app is built without SANDBOX_GATEWAY_SECRET or
 * SECRETS_KEY, so it made a random one in its database at start.
 */
export const installedSandboxSecret = (t: { database: { db: Db }; secrets: Sealer }) =>
  sandboxSecret({}, { db: t.database.db, secrets: t.secrets });

/** The sandbox gateway's notice, signed as the sandbox signs it. */
export function sandboxNotice(ref: string, status: 'paid' | 'failed', amountSen: number, secret: string) {
  const body = { ref, status, amount_sen: String(amountSen) };
  return { body, headers: { [sandboxSignatureHeader]: sandboxSignature(body, secret) } };
}

/**
 * The app as `npm start` builds it (NODE_ENV=production) on a copy of the seeded test database,
 * with or without demo data switched on.
 */
export async function productionApp(demoSeed: boolean) {
  const database = await copyTemplate(provided('testDb'));
  const secrets = createSealer(randomBytes(32));
  const app = await buildApp({
    config: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://meja.test',
      DEMO_SEED: demoSeed,
    },
    database,
    jobs: recordingQueue(),
    mailer: { send: async () => {}, close: () => {} },
    sms: { send: async () => {} },
    media: createDiskStore(tmpdir()),
    secrets,
    logger: false,
  });
  await app.ready();
  return {
    app,
    database,
    secrets,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
