import { type CounterMethod, cashRounding } from '@meja/contracts';
import type { AppCaches } from '../../caches';
import { atomically, type Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs';
import { canMove, transition } from '../../lib/state-machine';
import { deferPostings, flushPostings, gatewayClearing, post, refundDue } from '../ledger';
import { touchMenu } from '../menu/version';
import { runReleaseSteps } from './lifecycle';
import type { PaidVia } from './paid/step';
import { type PaidOrder, runPaidSteps } from './paid/steps';
import * as repo from './repository';
import { paymentStatus, publishOrderChange } from './statuses';
import { giveStockBack, heldFoods } from './stock-repository';

/**
 * An order's payment status changes here, through its state machine (statuses.ts), each change
 * with its audit row and published to the order's live page.
 */

/**
 * The order's row, locked until the transaction ends: for other modules (printing) that must take
 * turns with payments and changes of the same order.
 */
export const lockOrder = (tx: Db, orderId: number) => repo.lockOrder(tx, orderId);

/** Whose order this is, for another module's scope decision (printing's reprints and receipts). */
export const ownerOfOrder = (db: Db, orderId: number) => repo.ownerOfOrder(db, orderId);

export interface MarkPaidOptions {
  /** The gateway payment that paid it (kept in the audit row). */
  paymentId?: number;
  /** The cashier who took the payment, for counter payments. */
  actorId?: number;
  /** 'points': placed with points covering the whole bill, paid at once (place.ts). */
  via: PaidVia;
  /**
   * Counter payments: how the cashier took the money, kept as the order's payment method. Cash
   * rounds the bill to 5 sen (Bank Negara); card terminal and e-wallet payments are not rounded.
   * Gateway payments keep the payment's channel instead.
   */
  method?: CounterMethod;
  /** The older spelling of `method: 'cash'` (counter payments); without either, no method is kept. */
  cash?: boolean;
  /** Cash at the counter: what the diner handed over (the receipt shows it and the change). */
  tenderedSen?: number;
  /** The caller's job queue: steps that queue work (printing) send it inside the paying transaction. */
  jobs?: JobQueue;
  /** The caller's app's caches, which keep the payout rates (settings/notified.ts); none: read. */
  caches?: AppCaches;
  /** The channel of the gateway payment (`paymentId`), when the caller holds it: not read again. */
  paymentChannel?: string;
}

export interface MarkPaidResult {
  /** False when the order was not payable (already paid, void or refunded): nothing was done. */
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

/** How a counter payment was taken, from its options (`cash` being the older spelling). */
const counterMethodOf = (opts: MarkPaidOptions): CounterMethod | undefined =>
  opts.via === 'counter' ? (opts.method ?? (opts.cash ? 'cash' : undefined)) : undefined;

/** The order's payment method: the cashier's at the counter, the payment's channel through the gateway. */
async function paymentMethodOf(t: Db, order: repo.OrderRow, opts: MarkPaidOptions) {
  if (opts.via === 'counter') return counterMethodOf(opts) ?? null;
  if (opts.via === 'points') return 'points';
  const channel =
    opts.paymentChannel ??
    (opts.paymentId === undefined ? undefined : await repo.paymentChannel(t, opts.paymentId));
  return channel ?? order.channel;
}

/** The order as it is being paid: what the paid-order steps are told. */
function paidOrder(order: repo.OrderRow & { grantsTickets?: boolean }, opts: MarkPaidOptions): PaidOrder {
  return {
    id: order.id,
    token: order.token,
    merchantId: order.merchantId,
    buddyId: order.buddyId,
    subtotalSen: order.subtotalSen,
    totalSen: order.totalSen,
    // Cash rounds what is paid in money: the amount due after points.
    roundingSen: counterMethodOf(opts) === 'cash' ? cashRounding(order.totalSen - order.pointsSen) : 0,
    paidAt: new Date(),
    from: order.paymentStatus === 'expired' ? 'expired' : 'unpaid',
    via: opts.via,
    paymentId: opts.paymentId,
    actorId: opts.actorId,
    jobs: opts.jobs,
    caches: opts.caches,
    grantsTickets: order.grantsTickets,
    kept: { pointsSen: order.pointsSen, pointsShortSen: order.pointsShortSen },
  };
}

/** The audit row's reason: how it was paid, and whether after expiry. */
function reasonOf(paid: PaidOrder, method: CounterMethod | undefined) {
  const how =
    paid.via === 'gateway'
      ? `gateway${paid.paymentId ? ` payment ${paid.paymentId}` : ''}`
      : paid.via === 'points'
        ? 'with points'
        : `counter${method ? `, ${method.replace('_', ' ')}` : ''}`;
  return paid.from === 'expired' ? `${how}, after expiry` : how;
}

/**
 * unpaid (or expired) → paid, for the payments module (gateway callbacks), the cashier (counter)
 * and placing (points covering the whole bill, via 'points'): the transition, then the paid-order
 * steps (paid/steps.ts: stock, receipt number, ledger, and whatever other modules registered), all
 * in one transaction (the caller's when `tx` already is one: a failure rolls it all back). Safe to call again and concurrently: the order row is locked, and an order
 * that is not payable is left as it is ({ changed: false }).
 */
export async function markPaid(tx: Db, orderId: number, opts: MarkPaidOptions): Promise<MarkPaidResult> {
  return atomically(tx, async (t) => {
    const order = await repo.lockOrderToPay(t, orderId);
    if (!order) throw notFound();
    if (!canMove(paymentStatus, order.paymentStatus, 'paid')) return resultOf(false, order);
    const paid = paidOrder(order, opts);
    // The platform's ledger rows are shared by every store: written last (ledger/deferred.ts).
    const flush = deferPostings(t);
    const audit = { actorId: paid.actorId, reason: reasonOf(paid, counterMethodOf(opts)) };
    await transition(t, paymentStatus, order, 'paid', audit, {
      paidAt: paid.paidAt,
      roundingSen: paid.roundingSen,
      paymentMethod: await paymentMethodOf(t, order, opts),
      cashTenderedSen: counterMethodOf(opts) === 'cash' ? (opts.tenderedSen ?? null) : null,
      // The status, its audit row and its notices in one statement (one-statement.ts).
      audit,
    });
    await runPaidSteps(t, paid);
    if (flush) await flushPostings(t);
    // The order as the steps left it, without reading it again: only the receipt number is new.
    const receiptNo = paid.kept?.receiptNo;
    if (receiptNo !== undefined)
      return resultOf(true, {
        ...order,
        paymentStatus: 'paid',
        receiptNo,
        roundingSen: paid.roundingSen,
        paidAt: paid.paidAt,
      });
    const now = await repo.findOrder(t, orderId);
    if (!now) throw notFound();
    return resultOf(true, now);
  });
}

/**
 * A successful payment that could not pay the order (already paid, or voided meanwhile): never
 * silent. The gateway holds the money for the diner: posted from gateway clearing (where a paid
 * order's gateway money is debited, paid/ledger.ts) to what the merchant's orders owe back
 * (`refundDue`), added to the order's amount to give back, written in its log and shown on its
 * page and the merchant's and admin's dashboard, in the caller's transaction. Once per payment
 * (the posting's ref): a notice delivered again changes nothing. No status moves.
 */
export async function flagPaidTwice(
  tx: Db,
  orderId: number,
  payment: { paymentId: number; amountSen: number },
) {
  return atomically(tx, async (t) => {
    const order = await repo.lockOrder(t, orderId);
    if (!order) throw notFound();
    const { posted } = await post(t, { kind: 'paid_twice', ref: payment.paymentId }, [
      { account: gatewayClearing, amountSen: payment.amountSen },
      { account: refundDue(order.merchantId), amountSen: -payment.amountSen },
    ]);
    if (!posted) return;
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

/**
 * An unpaid order's limited foods go back on the menu (void, expiry), and what other modules took
 * for it (points, a birthday gift) goes back too (lifecycle.ts), in the same transaction.
 */
async function release(t: Db, order: repo.OrderRow, to: 'void' | 'expired') {
  if (await giveStockBack(t, order.merchantId, await heldFoods(t, order.id)))
    await touchMenu(t, order.merchantId);
  await runReleaseSteps(t, {
    id: order.id,
    merchantId: order.merchantId,
    buddyId: order.buddyId,
    pointsSen: order.pointsSen,
    to,
  });
}

/**
 * unpaid → void, with a reason (for the merchant's order screens; the cashier's void of the next
 * issue calls it); its limited foods are given back. Not unpaid: { changed: false }.
 */
export async function markVoid(tx: Db, orderId: number, opts: { actorId?: number; reason: string }) {
  return tx.transaction(async (t) => {
    const order = await repo.lockOrder(t, orderId);
    if (!order) throw notFound();
    if (!canMove(paymentStatus, order.paymentStatus, 'void')) return { changed: false };
    await transition(t, paymentStatus, order, 'void', opts);
    await release(t, order, 'void');
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
    await transition(t, paymentStatus, order, 'expired', { reason: 'expired: not paid in time' });
    await release(t, order, 'expired');
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
