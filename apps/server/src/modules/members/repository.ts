import {
  type AnyColumn,
  and,
  count,
  eq,
  ilike,
  inArray,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { buddyProfiles, ledgerAccounts, merchantMembers, orders, users } from '../../db/schema';
import { type ListOrder, likeTerm, orderBy, type PageFilter, withinDays } from '../../lib/paging';
import type { MerchantScope } from '../../policy/merchant-scope';
import { pointsKeyOf } from '../buddies/profile-repository';

/**
 * merchant_members: a merchant's buddies with their visits and spend, kept by the paying and
 * refunding transactions (order-steps.ts) so that the member list never reads orders.
 */

/** One more paid visit of the buddy at the merchant. */
export async function addVisit(tx: Db, merchantId: number, buddyId: number, spendSen: number, at: Date) {
  await tx
    .insert(merchantMembers)
    .values({ merchantId, buddyId, visits: 1, spendSen, firstVisitAt: at, lastVisitAt: at })
    .onConflictDoUpdate({
      target: [merchantMembers.merchantId, merchantMembers.buddyId],
      set: {
        visits: sql`${merchantMembers.visits} + 1`,
        spendSen: sql`${merchantMembers.spendSen} + excluded.spend_sen`,
        firstVisitAt: sql`least(${merchantMembers.firstVisitAt}, excluded.first_visit_at)`,
        lastVisitAt: sql`greatest(${merchantMembers.lastVisitAt}, excluded.last_visit_at)`,
      },
    });
}

/** Spend given back by a refund; never below zero. */
export async function takeSpendBack(tx: Db, merchantId: number, buddyId: number, sen: number) {
  await tx
    .update(merchantMembers)
    .set({ spendSen: sql`greatest(0, ${merchantMembers.spendSen} - ${sen})` })
    .where(and(eq(merchantMembers.merchantId, merchantId), eq(merchantMembers.buddyId, buddyId)));
}

export async function orderTotal(tx: Db, orderId: number) {
  const [row] = await tx.select({ totalSen: orders.totalSen }).from(orders).where(eq(orders.id, orderId));
  return row?.totalSen ?? 0;
}

/** The buddy is a member of the merchant. */
export async function isMember(db: Db, scope: MerchantScope, buddyId: number) {
  const [row] = await db
    .select({ id: merchantMembers.buddyId })
    .from(merchantMembers)
    .where(and(eq(merchantMembers.merchantId, scope.merchantId), eq(merchantMembers.buddyId, buddyId)))
    .limit(1);
  return Boolean(row);
}

/** The buddy is a member of one of these merchants (an agent's: users' `merchantIdsIn`). */
export async function isMemberOfAny(db: Db, merchantIds: SQLWrapper, buddyId: number) {
  const [row] = await db
    .select({ id: merchantMembers.buddyId })
    .from(merchantMembers)
    .where(and(inArray(merchantMembers.merchantId, merchantIds), eq(merchantMembers.buddyId, buddyId)))
    .limit(1);
  return Boolean(row);
}

export async function isBuddy(db: Db, id: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'buddy')))
    .limit(1);
  return Boolean(row);
}

/** Active ⇄ Inactive of a buddy account. */
export async function setBuddyStatus(tx: Db, id: number, status: 'active' | 'inactive') {
  await tx
    .update(users)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(users.id, id), eq(users.role, 'buddy')));
}

const sortable: Record<string, AnyColumn> = {
  last_visit: merchantMembers.lastVisitAt,
  first_visit: merchantMembers.firstVisitAt,
  visits: merchantMembers.visits,
  spend: merchantMembers.spendSen,
  spend_sen: merchantMembers.spendSen,
  first_name: buddyProfiles.firstName,
  id: merchantMembers.buddyId,
};
const ownOrder: ListOrder = [
  [merchantMembers.lastVisitAt, 'desc'],
  [merchantMembers.buddyId, 'desc'],
];

/**
 * A page of the merchant's members, the most recent visit first: search by first name or phone,
 * date range on the last visit (Kuala Lumpur days). Points are read from each buddy's ledger
 * account row (its kept balance), in the same query.
 */
export async function listMembers(db: Db, scope: MerchantScope, f: PageFilter) {
  const term = likeTerm(f.search);
  const inScope = eq(merchantMembers.merchantId, scope.merchantId);
  const filters = [
    term ? or(ilike(buddyProfiles.firstName, term), ilike(users.phoneNumber, term)) : undefined,
    withinDays(merchantMembers.lastVisitAt, f),
  ].filter((c) => c !== undefined);
  const where = and(inScope, ...filters);
  const counted = (w: SQL | undefined) =>
    db
      .select({ n: count() })
      .from(merchantMembers)
      .innerJoin(users, eq(users.id, merchantMembers.buddyId))
      .leftJoin(buddyProfiles, eq(buddyProfiles.userId, merchantMembers.buddyId))
      .where(w)
      .then((r) => r[0]?.n ?? 0);
  const [recordsTotal, recordsFiltered, rows] = await Promise.all([
    counted(inScope),
    filters.length ? counted(where) : undefined,
    db
      .select({
        id: merchantMembers.buddyId,
        firstName: buddyProfiles.firstName,
        phoneNumber: users.phoneNumber,
        username: users.username,
        status: users.status,
        visits: merchantMembers.visits,
        spendSen: merchantMembers.spendSen,
        firstVisitAt: merchantMembers.firstVisitAt,
        lastVisitAt: merchantMembers.lastVisitAt,
        pointsBalance: ledgerAccounts.balance,
      })
      .from(merchantMembers)
      .innerJoin(users, eq(users.id, merchantMembers.buddyId))
      .leftJoin(buddyProfiles, eq(buddyProfiles.userId, merchantMembers.buddyId))
      .leftJoin(ledgerAccounts, eq(ledgerAccounts.key, pointsKeyOf(merchantMembers.buddyId)))
      .where(where)
      .orderBy(...orderBy(f.order, sortable, ownOrder))
      .limit(f.length)
      .offset(f.start),
  ]);
  return { rows, recordsTotal, recordsFiltered: recordsFiltered ?? recordsTotal };
}

export type MemberRow = Awaited<ReturnType<typeof listMembers>>['rows'][number];
