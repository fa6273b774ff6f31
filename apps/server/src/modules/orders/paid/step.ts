import type { AppCaches } from '../../../caches';
import type { JobQueue } from '../../../lib/jobs';
import type { Step } from '../../../lib/steps';
import type { PrinterStore } from '../../printing/repository';

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
  /** The job queue of the app that took the payment, if it runs one: send jobs with `tx`. */
  readonly jobs?: JobQueue;
  /** The app's caches, for the settings kept in the process (settings/notified.ts); none: read. */
  readonly caches?: AppCaches;
  /** Whether a line grants tickets, when the caller knows (tickets/steps.ts reads no lines for false). */
  readonly grantsTickets?: boolean;
  /**
   * What earlier steps learnt, for later steps and markPaid's answer, so that none of them reads
   * the order again: the receipt number, the platform charge kept on the order.
   */
  readonly kept?: PaidKept;
}

export interface PaidKept {
  receiptNo?: string;
  platformChargeBp?: number;
  /** The store's printing set-up, answered by the receipt step's write of the store row. */
  printerStore?: PrinterStore;
  /** The order's points as the steps left them (a late payment's may cut them, loyalty/points.ts). */
  pointsSen?: number;
  pointsShortSen?: number;
}

/**
 * Something that happens when an order is paid (receipt number, ledger, rewards, ...), inside the
 * paying transaction: throwing rolls the payment back. `order` places it among the others
 * (ascending); it runs after the order's row says paid.
 */
export type PaidStep = Step<PaidOrder>;
