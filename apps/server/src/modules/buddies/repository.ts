import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, otpCodes, stores, users } from '../../db/schema';
import { pageOf } from '../../lib/paging';

/**
 * Sign-in codes and their throttles. Times are the database's (`now()`), so every API instance
 * on one PostgreSQL agrees on them.
 */

/** Serializes sends and checks of one number's codes until the transaction ends. */
export async function lockPhone(db: Db, phone: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${phone}`}))`);
}

/** Ages in seconds of the number's codes of the last hour, newest first (at most `limit`). */
export async function recentCodeAges(db: Db, phone: string, limit: number): Promise<number[]> {
  const rows = await db
    .select({ age: sql<number>`extract(epoch from now() - ${otpCodes.createdAt})::float8` })
    .from(otpCodes)
    .where(and(eq(otpCodes.phone, phone), sql`${otpCodes.createdAt} > now() - interval '1 hour'`))
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(limit);
  return rows.map((r) => Number(r.age));
}

/** A new code voids the number's older ones. */
export async function voidCodesOf(db: Db, phone: string) {
  await db
    .update(otpCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(otpCodes.phone, phone), isNull(otpCodes.usedAt)));
}

export async function insertCode(db: Db, phone: string, codeHash: string, ttlS: number) {
  const [row] = await db
    .insert(otpCodes)
    .values({ phone, codeHash, expiresAt: sql`now() + make_interval(secs => ${ttlS})` })
    .returning({ id: otpCodes.id });
  return row?.id as number;
}

export async function deleteCode(db: Db, id: number) {
  await db.delete(otpCodes).where(eq(otpCodes.id, id));
}

/** The number's newest code if it may still be tried: unused, unexpired, under the attempt limit. */
export async function liveCodeOf(db: Db, phone: string, maxAttempts: number) {
  const [row] = await db
    .select({ id: otpCodes.id, codeHash: otpCodes.codeHash })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.phone, phone),
        isNull(otpCodes.usedAt),
        sql`${otpCodes.expiresAt} > now()`,
        sql`${otpCodes.attempts} < ${maxAttempts}`,
      ),
    )
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1);
  return row;
}

export async function countWrongTry(db: Db, id: number) {
  await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(eq(otpCodes.id, id));
}

/** Marks the code used; false when another request used it first. */
export async function useCode(db: Db, id: number) {
  const rows = await db
    .update(otpCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.usedAt)))
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}

const buddyColumns = {
  id: users.id,
  phoneNumber: users.phoneNumber,
  username: users.username,
  name: users.name,
  status: users.status,
};

/** The buddy of a number: by its phone number, or by a username that is the number. */
export async function findBuddyByPhone(db: Db, phone: string) {
  const [row] = await db
    .select(buddyColumns)
    .from(users)
    .where(and(eq(users.role, 'buddy'), or(eq(users.phoneNumber, phone), eq(users.username, phone))))
    .orderBy(users.id)
    .limit(1);
  return row;
}

/** A new buddy signed in by phone: active at once, with no password. Undefined if the username is taken. */
export async function createBuddy(db: Db, phone: string) {
  const [row] = await db
    .insert(users)
    .values({ role: 'buddy', username: phone, phoneNumber: phone, status: 'active', firstLogin: false })
    .onConflictDoNothing()
    .returning(buddyColumns);
  return row;
}

/** A buddy's own orders, newest first. */
export function ordersOf(db: Db, buddyId: number, page: { start: number; length: number }) {
  return pageOf(db, orders, eq(orders.buddyId, buddyId), [], (where) =>
    db
      .select({
        token: orders.token,
        merchantId: orders.merchantId,
        displayName: stores.displayName,
        tableName: orders.tableName,
        orderNo: orders.orderNo,
        receiptNo: orders.receiptNo,
        totalSen: orders.totalSen,
        paymentStatus: orders.paymentStatus,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .leftJoin(stores, eq(stores.merchantId, orders.merchantId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.length)
      .offset(page.start),
  );
}
