import type { TPlaceOrderParsed } from '@meja/contracts';
import type { AppCaches } from '../../caches';
import type { Database, Db } from '../../db/client';
import type { JobQueue } from '../../lib/jobs';
import type { PrinterStore } from '../printing/repository';
import type { PricedCart } from './cart';

/**
 * What an order's life looks like to the modules that join it: what each step is told, what it
 * answers, and the `OrderLifecycle` that runs them. The steps and their order are listed once, at
 * the composition root (src/order-lifecycle.ts), which app.ts hands to every service as
 * `ctx.orderLifecycle`; orders never imports them. Every step runs inside the transaction of the
 * change: one that throws rolls it all back, and an AppError it throws reaches the caller as it is.
 */

/** What a step is given: the change's transaction as `db`, the app's job queue, database and caches. */
export interface StepCtx {
  readonly db: Db;
  /** Work sent with `db` exists if and only if the change commits. */
  readonly jobs: JobQueue;
  readonly database: Database;
  /** The app's caches, which keep the payout rates (settings/notified.ts); none (a job): read. */
  readonly caches?: AppCaches;
}

/** A service that changes an order's life: the steps come with it. */
export interface LifecycleCtx extends StepCtx {
  readonly orderLifecycle: OrderLifecycle;
}

/** The same dependencies on the change's transaction `tx`. */
export const onTransaction = <C extends StepCtx>(ctx: C, tx: Db): C => ({ ...ctx, db: tx });

/** An order being placed by a diner, its rows written and its limited foods taken. */
export interface PlacedOrder {
  readonly id: number;
  readonly merchantId: number;
  /** The signed-in buddy placing it, or null for a guest. */
  readonly buddyId: number | null;
  /** The body as the diner sent it, parsed (`points`: how many points to pay with). */
  readonly request: TPlaceOrderParsed;
  /** The cart as priced now. */
  readonly cart: PricedCart;
  readonly online: boolean;
  /** The placing moment (the ordering clock), ms. */
  readonly at: number;
}

/** How the money came: through the gateway, at the counter, or none (points paid it all). */
export type PaidVia = 'gateway' | 'counter' | 'points';

/** An order as it was paid: what the steps after the payment need to know of it. */
export interface PaidOrder {
  readonly id: number;
  readonly token: string;
  readonly merchantId: number;
  /** The signed-in buddy who ordered, or null for a guest. */
  readonly buddyId: number | null;
  readonly subtotalSen: number;
  readonly totalSen: number;
  /** The points it was placed with, as its row had them when the payment began. */
  readonly pointsSen: number;
  readonly pointsShortSen: number;
  /** Cash at the counter: the 5-sen rounding; the money taken is totalSen + roundingSen. */
  readonly roundingSen: number;
  readonly paidAt: Date;
  /** 'expired' for a payment that came after the order expired (its foods were given back). */
  readonly from: 'unpaid' | 'expired';
  /** 'points': the buddy's points covered the whole bill when it was placed (nothing to pay in money). */
  readonly via: PaidVia;
  /** The gateway payment that paid it. */
  readonly paymentId?: number;
  /** The cashier who took the payment, for counter payments. */
  readonly actorId?: number;
  /** Whether a line grants tickets (tickets' step reads no lines for false). */
  readonly grantsTickets?: boolean;
}

/** What the receipt step learnt writing the order's number under the store row's lock. */
export interface ReceiptTaken {
  readonly receiptNo: string;
  /** The store's platform charge at this moment, kept on the order. */
  readonly platformChargeBp: number;
  /** The store's printing set-up, answered by the same write. */
  readonly printerStore: PrinterStore;
}

/** The order's points as a late payment's step left them (it may cut them: loyalty). */
export interface PointsKept {
  readonly pointsSen: number;
  readonly pointsShortSen: number;
}

/** An unpaid order given up: voided by staff, or expired unpaid. */
export interface ReleasedOrder {
  readonly id: number;
  readonly merchantId: number;
  readonly buddyId: number | null;
  readonly pointsSen: number;
  readonly to: 'void' | 'expired';
}

/** A refund of a paid order's lines, as refund.ts just wrote it (cumulative shares as refund-ledger.ts). */
export interface RefundedOrder {
  readonly orderId: number;
  readonly refundId: number;
  readonly merchantId: number;
  readonly buddyId: number | null;
  readonly subtotalSen: number;
  readonly pointsSen: number;
  /** Subtotal of the lines refunded before this refund, and with it. */
  readonly beforeSen: number;
  readonly afterSen: number;
  /** Every line of the order is now refunded. */
  readonly complete: boolean;
  /** The lines this refund gave back. */
  readonly lineIds: readonly number[];
  readonly actorId: number;
}

/** What the steps did beside the money, for the refund's log reason ("120 points went back"). */
export type RefundNotes = readonly string[];

/** Everything that happens in an order's life beside its own rows (src/order-lifecycle.ts). */
export interface OrderLifecycle {
  /** Inside the placing transaction, after the order's rows and its limited foods. */
  placed(ctx: StepCtx, order: PlacedOrder): Promise<void>;
  /** An unpaid order's new lines may go to the kitchen (counter orders, keyed in, items added). */
  sentToKitchen(ctx: StepCtx, orderId: number): Promise<void>;
  /** Inside the paying transaction, after the order's row says paid: answers its receipt. */
  paid(ctx: StepCtx, order: PaidOrder): Promise<Pick<ReceiptTaken, 'receiptNo'>>;
  /** Inside the transaction that voids or expires an unpaid order. */
  released(ctx: StepCtx, order: ReleasedOrder): Promise<void>;
  /** Inside the refund's transaction, after its ledger posting. */
  refunded(ctx: StepCtx, refund: RefundedOrder): Promise<RefundNotes>;
  /** A signed-in buddy puts points on an unpaid share of a split bill (split-bill.ts), under its lock. */
  sharePoints(ctx: StepCtx, share: SharePoints): Promise<void>;
}

/** Points a buddy pays a share of a split bill with (issue 29): at most its total. */
export interface SharePoints {
  readonly id: number;
  readonly buddyId: number;
  readonly points: number;
  readonly totalSen: number;
}
