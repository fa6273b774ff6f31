import { randomUUID } from 'node:crypto';
import type { AccessOption } from '@meja/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../../test/helpers';
import { orders, users } from '../../../db/schema';
import { newToken } from '../../../lib/tokens';
import { createSession } from '../../auth/repository';
import { createOrderFixture, type OrderFixture } from '../test-fixture';

/** Test code only: a merchant of the orders fixture with a session, its staff, and orders placed by diners. */

export async function sessionOf(t: TestApp, userId: number) {
  const token = newToken();
  await createSession(t.database.db, userId, token);
  return token;
}

export interface Shop {
  fx: OrderFixture;
  owner: string;
  staff(access: AccessOption): Promise<string>;
  /** A diner's order at the shop's first table, as stored. */
  place(lines: unknown[], channel?: string): Promise<typeof orders.$inferSelect>;
}

export async function openShop(t: TestApp, name: string): Promise<Shop> {
  const db = t.database.db;
  const fx = await createOrderFixture(db, name);
  await db.update(users).set({ firstLogin: false }).where(eq(users.id, fx.merchantId));
  return {
    fx,
    owner: await sessionOf(t, fx.merchantId),
    async staff(access) {
      const [row] = await db
        .insert(users)
        .values({
          role: 'staff',
          username: `${name}-${randomUUID().slice(0, 8)}`,
          status: 'active',
          firstLogin: false,
          merchantId: fx.merchantId,
          accessOption: access,
        })
        .returning({ id: users.id });
      return sessionOf(t, row?.id ?? 0);
    },
    async place(lines, channel = 'counter') {
      const res = await t.call(null, {
        method: 'POST',
        url: `/api/public/table/${fx.tables[0]}/orders`,
        headers: { 'idempotency-key': randomUUID() },
        payload: { lines, channel },
      });
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await db.select().from(orders).where(eq(orders.token, res.json().data.token));
      if (!row) throw new Error('no order');
      return row;
    },
  };
}

/** A PATCH/POST of the cashier's calls, answering status and body. */
export async function send(
  t: TestApp,
  token: string,
  method: 'PATCH' | 'POST',
  url: string,
  payload: object,
) {
  const res = await t.call(token, { method, url, payload });
  return { status: res.statusCode, body: res.json() };
}
