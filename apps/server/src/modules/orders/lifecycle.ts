import type { TPlaceOrderParsed } from '@meja/contracts';
import { type Step, stepRegistry } from '../../lib/steps';
import type { PricedCart } from './pricing';

/**
 * Where other modules (loyalty: points, birthday gifts, tickets, members) join an order's life
 * besides its payment (paid/steps.ts): inside the transaction that places it, the one that gives
 * an unpaid order up (void, expiry), and the one that refunds it. A step that throws rolls the
 * whole change back; an AppError it throws reaches the caller as it is.
 */

/** An order being placed by a diner, its rows written and its limited foods taken. */
export interface PlacingOrder {
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
  /** Adds to the refund's log reason what a step did beside the money ("120 points went back"). */
  readonly note?: (text: string) => void;
}

const placing = stepRegistry<PlacingOrder>('placing');
const releasing = stepRegistry<ReleasedOrder>('release');
const refunding = stepRegistry<RefundedOrder>('refund');

export type PlacingStep = Step<PlacingOrder>;
export type ReleaseStep = Step<ReleasedOrder>;
export type RefundStep = Step<RefundedOrder>;

export const registerPlacingStep = placing.register;
export const runPlacingSteps = placing.run;
export const registerReleaseStep = releasing.register;
export const runReleaseSteps = releasing.run;
export const registerRefundStep = refunding.register;
export const runRefundSteps = refunding.run;
