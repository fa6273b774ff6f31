import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { birthdayClaims, buddyProfiles, orders } from '../../db/schema';

/** The birthday module's SQL: the buddy's date of birth, the claims, the order's claim status. */

/** The buddy's date of birth (YYYY-MM-DD); null when not given, undefined without a profile. */
export async function dateOfBirth(db: Db, buddyId: number) {
  const [row] = await db
    .select({ dateOfBirth: buddyProfiles.dateOfBirth })
    .from(buddyProfiles)
    .where(eq(buddyProfiles.userId, buddyId))
    .limit(1);
  return row?.dateOfBirth;
}

/**
 * Takes the year's gift of the store for the order: false when the buddy already took it (the
 * primary key decides, also between two orders placed at once: the second waits for the first).
 */
export async function takeClaim(tx: Db, claim: typeof birthdayClaims.$inferInsert) {
  const rows = await tx
    .insert(birthdayClaims)
    .values(claim)
    .onConflictDoNothing()
    .returning({ orderId: birthdayClaims.orderId });
  return rows.length > 0;
}

/** Gives the order's claim back (the order was voided or expired unpaid). */
export async function releaseClaim(tx: Db, orderId: number) {
  await tx.delete(birthdayClaims).where(eq(birthdayClaims.orderId, orderId));
}

/**
 * The order's gift is waiting to be served: its first claim status, written once as the order is
 * placed (every later move is the claim machine's, orders/admin/claim.ts).
 */
export async function markUnclaimed(tx: Db, orderId: number) {
  await tx
    .update(orders)
    .set({ claimStatus: 'unclaimed' })
    .where(and(eq(orders.id, orderId), isNull(orders.claimStatus)));
}

/** Whether the order holds a birthday gift, and when it was placed. */
export async function giftOrder(tx: Db, orderId: number) {
  const [row] = await tx
    .select({ claimStatus: orders.claimStatus, createdAt: orders.createdAt })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}

/** The stores (merchant ids) whose gift the buddy took in that year. */
export async function claimedMerchants(db: Db, buddyId: number, year: number) {
  const rows = await db
    .select({ merchantId: birthdayClaims.merchantId })
    .from(birthdayClaims)
    .where(and(eq(birthdayClaims.buddyId, buddyId), eq(birthdayClaims.year, year)))
    .orderBy(birthdayClaims.merchantId);
  return rows.map((r) => r.merchantId);
}
