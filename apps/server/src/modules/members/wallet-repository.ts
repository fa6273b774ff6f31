import { and, asc, count, desc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, orders, refunds, stores } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { type PageFilter, withinDays } from '../../lib/paging';
import type { MerchantScope } from '../../policy/scope';
import { buddyPoints } from '../ledger';

/**
 * A buddy's wallet history: the entries of their points account (ledger_entries, read-only here)
 * with the transaction that made each, the order it came from, and the balance after it.
 */

/** Transactions whose ref is the order's id, and those whose ref is a refund's id (refunds.id → its order). */
export const orderRefKinds = [
  'order_rewards',
  'points_redeemed',
  'points_returned',
  'points_retaken',
] as const;
export const refundRefKinds = ['order_rewards_refund', 'points_refund'] as const;

export async function pointsAccountId(db: Db, buddyId: number) {
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.key, buddyPoints(buddyId).key));
  return row?.id;
}

/** A ref that names a row id (digits that fit an int4), else null: other kinds' refs are free text. */
const refId = (ref: unknown) => sql`case when ${ref} ~ '^[0-9]{1,9}$' then (${ref})::integer end`;

/**
 * SPEC's `order` on a wallet: newest first unless it asks for `asc` (or `created_at`/`id`
 * ascending); entries are in time order, so the id is the one order there is.
 */
function newestFirstFor(order: string | undefined): boolean {
  if (!order) return true;
  const o = order.toLowerCase();
  if (o === 'asc' || o === 'desc') return o === 'desc';
  const name = o.replace(/^-/, '').replace(/:(asc|desc)$/, '');
  if (name !== 'id' && name !== 'created_at') throw fieldError('order', 'validation.order');
  return o.startsWith('-') || o.endsWith(':desc');
}

/**
 * Whose entries of a wallet a caller reads: all of them (the buddy, an admin), or only those of
 * orders at one merchant (its owner and staff, or whoever names the merchant: policy's
 * MerchantScope) or at the merchants of an agent's network (users' `merchantIdsIn`). A buddy's
 * points at another merchant (store, order and receipt numbers, cashback earned) are theirs and
 * that merchant's, and movements without an order (adjustments, cash-outs) only theirs.
 */
export type WalletScope =
  | { kind: 'all' }
  | { kind: 'merchant'; merchant: MerchantScope }
  | { kind: 'merchants'; merchantIds: SQLWrapper };

/** The scope as a condition on the entry's order (none: every entry). */
function ofScope(scope: WalletScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'merchant') return eq(orders.merchantId, scope.merchant.merchantId);
  return inArray(orders.merchantId, scope.merchantIds);
}

export async function walletPage(
  db: Db,
  accountId: number,
  buddyId: number,
  f: PageFilter,
  scope: WalletScope,
) {
  const inAccount = eq(ledgerEntries.accountId, accountId);
  const dated = withinDays(ledgerEntries.createdAt, f);
  // The running balance is summed over the whole account before the page and dates cut it.
  const h = db
    .select({
      id: ledgerEntries.id,
      amountSen: ledgerEntries.amountSen,
      createdAt: ledgerEntries.createdAt,
      kind: ledgerTransactions.kind,
      ref: ledgerTransactions.ref,
      balanceAfter: sql<string>`-sum(${ledgerEntries.amountSen}) over (order by ${ledgerEntries.id})`.as(
        'balance_after',
      ),
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(inAccount)
    .as('h');
  const refundOf = and(inArray(h.kind, [...refundRefKinds]), eq(refunds.id, refId(h.ref)));
  const orderId = sql`coalesce(${refunds.orderId}, case when ${h.kind} in ${[...orderRefKinds]} then ${refId(h.ref)} end)`;
  const newestFirst = newestFirstFor(f.order);
  const inScope = ofScope(scope);
  // The whole wallet is counted on its entries alone; a part of it through the entries' orders.
  const counted = (dates: boolean) =>
    (inScope === undefined
      ? db
          .select({ n: count() })
          .from(ledgerEntries)
          .where(dates ? and(inAccount, dated) : inAccount)
      : db
          .select({ n: count() })
          .from(h)
          .leftJoin(refunds, refundOf)
          .leftJoin(orders, eq(orders.id, orderId))
          .where(and(inScope, dates ? withinDays(h.createdAt, f) : undefined))
    ).then((r) => r[0]?.n ?? 0);
  const [recordsTotal, recordsFiltered, rows] = await Promise.all([
    counted(false),
    dated ? counted(true) : undefined,
    db
      .select({
        id: h.id,
        amountSen: h.amountSen,
        balanceAfter: h.balanceAfter,
        createdAt: h.createdAt,
        kind: h.kind,
        orderBuddyId: orders.buddyId,
        orderNo: orders.orderNo,
        receiptNo: orders.receiptNo,
        storeName: stores.displayName,
        hasOrder: sql<boolean>`${orders.id} is not null`,
        level: sql<number | null>`(select min(r.level) from order_rewards r
          where r.order_id = ${orders.id} and r.beneficiary_id = ${buddyId} and r.kind = 'referral')`,
      })
      .from(h)
      .leftJoin(refunds, refundOf)
      .leftJoin(orders, eq(orders.id, orderId))
      .leftJoin(stores, eq(stores.merchantId, orders.merchantId))
      .where(and(inScope, withinDays(h.createdAt, f)))
      .orderBy(newestFirst ? desc(h.id) : asc(h.id))
      .limit(f.length)
      .offset(f.start),
  ]);
  return { rows, recordsTotal, recordsFiltered: recordsFiltered ?? recordsTotal };
}

export type WalletRow = Awaited<ReturnType<typeof walletPage>>['rows'][number];
