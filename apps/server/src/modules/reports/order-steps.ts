import type { PaidOrder, RefundedOrder, StepCtx } from '../orders/lifecycle';
import { addPaidOrder, addRefund } from './rollups';

/** The report rollups kept by the order's own transactions (rollups.ts). */
export const salesRollups = {
  /** After the ledger, rewards and commissions: reads what they wrote of the order. */
  paid: ({ db: tx }: StepCtx, paid: PaidOrder) => addPaidOrder(tx, paid.id),

  /** After the refund's ledger posting and the rewards' reversal. */
  refunded: ({ db: tx }: StepCtx, refund: RefundedOrder) => addRefund(tx, refund.refundId),
};
