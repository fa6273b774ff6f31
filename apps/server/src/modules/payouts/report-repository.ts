import { type AnyColumn, and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  agentProfiles,
  companies,
  orders,
  payoutItemEvents,
  payoutItemLines,
  payoutItems,
  users,
} from '../../db/schema';
import { likeTerm, orderBy, type PageFilter, withinDays } from '../../lib/paging';

/**
 * The reads of payout items: the report lists, one item with its lines and events, and the bank
 * file's rows. Every read takes the caller's scope (policy/payouts.ts `payoutItemScope`) as a condition.
 */

const beneficiary = alias(users, 'beneficiary');
const merchant = alias(users, 'merchant');
const nameOf = (u: { name: AnyColumn; username: AnyColumn }) =>
  sql<string>`coalesce(${u.name}, ${u.username})`;

const columns = {
  id: payoutItems.id,
  kind: payoutItems.kind,
  status: payoutItems.status,
  beneficiaryId: payoutItems.beneficiaryId,
  beneficiaryName: nameOf(beneficiary),
  beneficiaryRole: beneficiary.role,
  merchantId: payoutItems.merchantId,
  merchantName: sql<string | null>`coalesce(${merchant.name}, ${merchant.username})`,
  merchantRole: merchant.role,
  amountSen: payoutItems.amountSen,
  adjustmentSen: payoutItems.adjustmentSen,
  adjustmentReason: payoutItems.adjustmentReason,
  dueOn: payoutItems.dueOn,
  bank: payoutItems.bank,
  accountNo: payoutItems.accountNo,
  accountName: payoutItems.accountName,
  createdAt: payoutItems.createdAt,
  updatedAt: payoutItems.updatedAt,
};
export type ListedItem = Awaited<ReturnType<typeof itemsWhere>>[number];

const payable = sql`${payoutItems.amountSen} + ${payoutItems.adjustmentSen}`;
const sortable = {
  id: payoutItems.id,
  amount: payoutItems.amountSen,
  status: payoutItems.status,
  kind: payoutItems.kind,
  created_at: payoutItems.createdAt,
  updated_at: payoutItems.updatedAt,
};

const itemsWhere = (db: Db, where: SQL | undefined) =>
  db
    .select(columns)
    .from(payoutItems)
    .innerJoin(beneficiary, eq(beneficiary.id, payoutItems.beneficiaryId))
    .leftJoin(merchant, eq(merchant.id, payoutItems.merchantId))
    .where(where);

export interface ItemFilter extends PageFilter {
  kind?: string;
  status?: string;
  merchantId?: number;
  beneficiaryId?: number;
  itemId?: number;
}

/** Beneficiaries whose name or username matches the search, as a subquery. */
function searchOf(f: ItemFilter): SQL | undefined {
  const term = likeTerm(f.search);
  if (!term) return undefined;
  const who = sql`(select ${users.id} from ${users} where ${or(ilike(users.name, term), ilike(users.username, term))})`;
  return or(sql`${payoutItems.beneficiaryId} in ${who}`, sql`${payoutItems.id}::text = ${f.search?.trim()}`);
}

/** A page of items in `scope`, with the sum of payable over every row the filters keep. */
export async function listItems(db: Db, scope: SQL | undefined, f: ItemFilter) {
  const filters = [
    f.kind ? eq(payoutItems.kind, f.kind) : undefined,
    f.status ? eq(payoutItems.status, f.status) : undefined,
    f.merchantId ? eq(payoutItems.merchantId, f.merchantId) : undefined,
    f.beneficiaryId ? eq(payoutItems.beneficiaryId, f.beneficiaryId) : undefined,
    f.itemId ? eq(payoutItems.id, f.itemId) : undefined,
    searchOf(f),
    withinDays(payoutItems.createdAt, f),
  ];
  const where = and(scope, ...filters);
  const order = orderBy(f.order, sortable, [[payoutItems.id, 'desc']]);
  const [total, matching, rows] = await Promise.all([
    db.select({ n: count() }).from(payoutItems).where(scope),
    db
      .select({ n: count(), payable: sql<string>`coalesce(sum(${payable}), 0)` })
      .from(payoutItems)
      .where(where),
    itemsWhere(db, where)
      .orderBy(...order)
      .limit(f.length)
      .offset(f.start),
  ]);
  return {
    rows,
    recordsTotal: total[0]?.n ?? 0,
    recordsFiltered: matching[0]?.n ?? 0,
    totalPayableSen: Number(matching[0]?.payable ?? 0),
  };
}

export const itemsByIds = (db: Db, scope: SQL | undefined, ids: number[]) =>
  ids.length ? itemsWhere(db, and(scope, inArray(payoutItems.id, ids))).orderBy(asc(payoutItems.id)) : [];

/** A commission item's lines, with the order each came from and its merchant. */
export const linesOf = (db: Db, itemId: number) =>
  db
    .select({
      id: payoutItemLines.id,
      orderId: payoutItemLines.orderId,
      orderNo: orders.orderNo,
      receiptNo: orders.receiptNo,
      merchant: nameOf(merchant),
      refundId: payoutItemLines.refundId,
      amountSen: payoutItemLines.amountSen,
      createdAt: payoutItemLines.createdAt,
    })
    .from(payoutItemLines)
    .innerJoin(orders, eq(orders.id, payoutItemLines.orderId))
    .innerJoin(merchant, eq(merchant.id, orders.merchantId))
    .where(eq(payoutItemLines.itemId, itemId))
    .orderBy(asc(payoutItemLines.id));

const actor = alias(users, 'actor');

/** Every change of an item, oldest first, with who made it. */
export const eventsOf = (db: Db, itemId: number) =>
  db
    .select({
      kind: payoutItemEvents.kind,
      fromStatus: payoutItemEvents.fromStatus,
      toStatus: payoutItemEvents.toStatus,
      adjustmentSen: payoutItemEvents.adjustmentSen,
      reason: payoutItemEvents.reason,
      actor: sql<string | null>`coalesce(${actor.name}, ${actor.username})`,
      createdAt: payoutItemEvents.createdAt,
    })
    .from(payoutItemEvents)
    .leftJoin(actor, eq(actor.id, payoutItemEvents.actorId))
    .where(eq(payoutItemEvents.itemId, itemId))
    .orderBy(asc(payoutItemEvents.id));

/**
 * Approved (done) items for the bank file, oldest first, with what the beneficiary's bank may ask
 * for: an ID number (an agent's IC No, a merchant's business registration) and an e-mail.
 */
export const fileRows = (db: Db, f: { kind?: string; ids?: number[] }) =>
  db
    .select({
      id: payoutItems.id,
      kind: payoutItems.kind,
      amountSen: payoutItems.amountSen,
      adjustmentSen: payoutItems.adjustmentSen,
      bank: payoutItems.bank,
      accountNo: payoutItems.accountNo,
      accountName: payoutItems.accountName,
      beneficiaryName: nameOf(beneficiary),
      email: sql<string | null>`coalesce(${companies.email}, ${beneficiary.email})`,
      idNo: sql<string | null>`coalesce(${agentProfiles.icNo}, ${companies.businessRegistrationNumber})`,
      idType: sql<string | null>`case when ${agentProfiles.icNo} is not null then 'NRIC'
        when ${companies.businessRegistrationNumber} is not null then 'BRN' end`,
    })
    .from(payoutItems)
    .innerJoin(beneficiary, eq(beneficiary.id, payoutItems.beneficiaryId))
    .leftJoin(agentProfiles, eq(agentProfiles.userId, payoutItems.beneficiaryId))
    .leftJoin(
      companies,
      and(
        eq(payoutItems.kind, 'merchant_redemption'),
        eq(companies.merchantId, sql`coalesce(${payoutItems.merchantId}, ${payoutItems.beneficiaryId})`),
      ),
    )
    .where(
      and(
        eq(payoutItems.status, 'done'),
        f.kind ? eq(payoutItems.kind, f.kind) : undefined,
        f.ids?.length ? inArray(payoutItems.id, f.ids) : undefined,
      ),
    )
    .orderBy(asc(payoutItems.id));
