import type { PaymentStatus } from '@meja/contracts';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { touchMenu } from '../menu/version';
import { cashRounding, percentOf } from './pricing';
import * as repo from './repository';
import { giveStockBack, takeStock, type Wanted } from './stock-repository';

/**
 * An order's payment status changes here and nowhere else (DESIGN.md: one function per state
 * change that checks the allowed transitions and writes an audit row). Every change is published
 * to the order's live page (`publishOrderChange`).
 */

/** The channel of order changes: its payload is the order's token. */
export const orderChannel = 'order_changed';

/**
 * unpaid → paid, void or expired; expired → paid (a late payment is honoured); paid → refunded.
 * Void and refunded are final.
 */
export const paymentTransitions: Record<PaymentStatus, readonly PaymentStatus[]> = {
  unpaid: ['paid', 'void', 'expired'],
  expired: ['paid'],
  paid: ['refunded'],
  void: [],
  refunded: [],
};

export const canMove = (from: string, to: PaymentStatus) =>
  (paymentTransitions[from as PaymentStatus] ?? []).includes(to);

/**
 * Tells every instance's live order pages that the order changed. Call it inside the writing
 * transaction: PostgreSQL delivers the notification on commit, and not at all on rollback.
 */
export async function publishOrderChange(tx: Db, order: { token: string }) {
  await repo.notify(tx, orderChannel, order.token);
}

/** The transition itself, on a locked row: checked, written, audited, published. */
async function transition(
  tx: Db,
  order: repo.OrderRow,
  to: PaymentStatus,
  audit: { actorId?: number | null; reason?: string | null },
  values: Partial<repo.NewOrder> = {},
) {
  if (!canMove(order.paymentStatus, to)) throw new AppError('conflict');
  await repo.updateOrder(tx, order.id, { ...values, paymentStatus: to });
  await repo.insertEvent(tx, {
    orderId: order.id,
    kind: to,
    fromStatus: order.paymentStatus,
    toStatus: to,
    actorId: audit.actorId ?? null,
    reason: audit.reason ?? null,
  });
  await publishOrderChange(tx, order);
}

export interface MarkPaidOptions {
  /** The gateway payment that paid it (kept in the audit row). */
  paymentId?: number;
  /** The cashier who took the payment, for counter payments. */
  actorId?: number;
  via: 'gateway' | 'counter';
  /** Counter payments in cash: the bill is rounded to 5 sen (Bank Negara); other payments are not. */
  cash?: boolean;
}

export interface MarkPaidResult {
  /** False when the order was not unpaid (already paid, void or refunded): nothing was done. */
  changed: boolean;
  order: {
    id: number;
    token: string;
    paymentStatus: string;
    receiptNo: string | null;
    totalSen: number;
    roundingSen: number;
    paidAt: Date | null;
  };
}

const resultOf = (changed: boolean, o: repo.OrderRow): MarkPaidResult => ({
  changed,
  order: {
    id: o.id,
    token: o.token,
    paymentStatus: o.paymentStatus,
    receiptNo: o.receiptNo,
    totalSen: o.totalSen,
    roundingSen: o.roundingSen,
    paidAt: o.paidAt,
  },
});

/** The ledger of a paid order: balanced (entries sum to zero), zero entries left out. */
export function paidEntries(
  o: Pick<repo.OrderRow, 'merchantId' | 'subtotalSen' | 'totalSen'>,
  platformChargeBp: number,
  via: 'gateway' | 'counter',
  roundingSen: number,
) {
  const paid = o.totalSen + roundingSen;
  const fee = percentOf(o.subtotalSen, platformChargeBp);
  const entries = [
    // Debit where the money is: the gateway owes it to us, or the merchant holds the cash.
    { account: via === 'gateway' ? 'gateway_clearing' : `cash_at_merchant:${o.merchantId}`, amountSen: paid },
    { account: 'platform_revenue', amountSen: -fee },
    { account: `merchant_payable:${o.merchantId}`, amountSen: -(paid - fee) },
  ].filter((e) => e.amountSen !== 0);
  if (entries.reduce((s, e) => s + e.amountSen, 0) !== 0) throw new Error('unbalanced ledger transaction');
  return entries;
}

/** What an order holds of each food (its lines summed per food). */
async function heldFoods(tx: Db, orderId: number): Promise<Wanted> {
  const wanted: Wanted = new Map();
  for (const l of await repo.lineQuantities(tx, orderId))
    if (l.foodId !== null) wanted.set(l.foodId, Number(l.quantity));
  return wanted;
}

/**
 * unpaid (or expired) → paid, for the payments module (gateway callbacks) and the cashier
 * (counter). Safe to call again and concurrently: the order row is locked, and an order that is
 * not payable is left as it is ({ changed: false }). In one transaction (a savepoint when `tx`
 * already is one): the store's next receipt number (gapless: the store row's lock orders
 * concurrent payments and a rollback gives the number back), the audit row, the balanced ledger
 * transaction, and the live-page notification. Limited foods were taken when the order was
 * placed; an expired order gave them back, so a late payment takes them again, and where too few
 * are left the order is paid all the same and flagged `stock_short` for the merchant.
 */
export async function markPaid(tx: Db, orderId: number, opts: MarkPaidOptions): Promise<MarkPaidResult> {
  return tx.transaction(async (t) => {
    const order = await repo.lockOrder(t, orderId);
    if (!order) throw notFound();
    if (!canMove(order.paymentStatus, 'paid')) return resultOf(false, order);

    let stockShort = false;
    if (order.paymentStatus === 'expired') {
      // Foods before the store row (receipt number below): the lock order of every food writer.
      const { taken, short } = await takeStock(t, order.merchantId, await heldFoods(t, order.id));
      stockShort = short.length > 0;
      if (taken) await touchMenu(t, order.merchantId);
    }

    const store = await repo.takeReceiptNumber(t, order.merchantId);
    if (!store) throw new Error(`merchant ${order.merchantId} has no store`);
    let seq = store.seq;
    let receiptNo = `${store.prefix}${String(seq).padStart(store.digits, '0')}`;
    // Only after the counter was set back onto numbers already given: skip them, never repeat one.
    while (await repo.receiptTaken(t, order.merchantId, receiptNo)) {
      const next = await repo.takeReceiptNumber(t, order.merchantId);
      if (!next) throw new Error('store vanished');
      seq = next.seq;
      receiptNo = `${store.prefix}${String(seq).padStart(store.digits, '0')}`;
    }

    const roundingSen = opts.via === 'counter' && opts.cash ? cashRounding(order.totalSen) : 0;
    const paidAt = new Date();
    let reason =
      opts.via === 'gateway' ? `gateway${opts.paymentId ? ` payment ${opts.paymentId}` : ''}` : 'counter';
    if (order.paymentStatus === 'expired')
      reason += stockShort ? ', after expiry, stock short' : ', after expiry';
    await transition(
      t,
      order,
      'paid',
      { actorId: opts.actorId, reason },
      {
        receiptNo,
        receiptSeq: seq,
        paidAt,
        roundingSen,
        platformChargeBp: store.platformChargeBp,
        ...(stockShort ? { stockShort } : {}),
      },
    );
    const entries = paidEntries(order, store.platformChargeBp, opts.via, roundingSen);
    if (entries.length) await repo.insertLedger(t, 'order_paid', order.id, entries);
    return resultOf(true, {
      ...order,
      paymentStatus: 'paid',
      receiptNo,
      receiptSeq: seq,
      paidAt,
      roundingSen,
    });
  });
}

/**
 * A successful payment that could not pay the order (already paid, or voided meanwhile): never
 * silent. The money is added to what the merchant has to give back, written in the order's log
 * and shown on its page and the merchant's dashboard.
 */
export async function flagPaidTwice(
  tx: Db,
  orderId: number,
  payment: { paymentId: number; amountSen: number },
) {
  return tx.transaction(async (t) => {
    const order = await repo.lockOrder(t, orderId);
    if (!order) throw notFound();
    await repo.updateOrder(t, order.id, { paidTwiceSen: order.paidTwiceSen + payment.amountSen });
    await repo.insertEvent(t, {
      orderId: order.id,
      kind: 'paid_twice',
      fromStatus: order.paymentStatus,
      toStatus: order.paymentStatus,
      reason: `gateway payment ${payment.paymentId}: ${payment.amountSen} sen to give back`,
    });
    await publishOrderChange(t, order);
  });
}

/** An unpaid order's limited foods go back on the menu (void, expiry), in the same transaction. */
async function release(t: Db, order: repo.OrderRow) {
  if (await giveStockBack(t, order.merchantId, await heldFoods(t, order.id)))
    await touchMenu(t, order.merchantId);
}

/**
 * unpaid → void, with a reason (for the merchant's order screens); its limited foods are given
 * back. Not unpaid: { changed: false }.
 */
export async function markVoid(tx: Db, orderId: number, opts: { actorId?: number; reason: string }) {
  return tx.transaction(async (t) => {
    const order = await repo.lockOrder(t, orderId);
    if (!order) throw notFound();
    if (!canMove(order.paymentStatus, 'void')) return { changed: false };
    await transition(t, order, 'void', opts);
    await release(t, order);
    return { changed: true };
  });
}

/**
 * unpaid → expired once its payment window has passed at `now`; its limited foods are given back.
 * Idempotent and safe beside a payment of the same order: both take the order row's lock, and
 * whichever comes second sees the other's result (a payment after this is a late payment).
 */
export async function expireOrder(tx: Db, orderId: number, now: Date) {
  return tx.transaction(async (t) => {
    const order = await repo.lockOrder(t, orderId);
    if (order?.paymentStatus !== 'unpaid' || !order.expiresAt || order.expiresAt > now)
      return { changed: false };
    await transition(t, order, 'expired', { reason: 'expired: not paid in time' });
    await release(t, order);
    return { changed: true };
  });
}

/**
 * Expires every unpaid order due at `now`, each in its own transaction: the once-a-minute safety
 * net behind each order's own expiry job (jobs.ts). Safe beside those jobs and other instances; an
 * order is expired once. Answers how many it expired.
 */
export async function expireDue(db: Db, opts: { now?: Date; limit?: number } = {}) {
  const now = opts.now ?? new Date();
  let expired = 0;
  for (const id of await repo.dueToExpire(db, now, opts.limit ?? 200))
    if ((await expireOrder(db, id, now)).changed) expired++;
  return expired;
}
