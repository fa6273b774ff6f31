import {
  type PayoutKind,
  type PayoutStatus,
  senToRM,
  type TPayoutEvent,
  type TPayoutItem,
  type TPayoutLine,
} from '@meja/contracts';
import type * as reports from './report-repository';

/** A listed item as the API replies with it: RM strings beside the `_sen` integers. */
export function toPayoutItem(r: reports.ListedItem): TPayoutItem {
  const payable = r.amountSen + r.adjustmentSen;
  return {
    id: r.id,
    kind: r.kind as PayoutKind,
    status: r.status as PayoutStatus,
    beneficiary: { id: r.beneficiaryId, name: r.beneficiaryName, role: r.beneficiaryRole },
    merchant:
      r.merchantId === null
        ? null
        : { id: r.merchantId, name: r.merchantName ?? '', role: r.merchantRole ?? '' },
    amount: senToRM(r.amountSen),
    amount_sen: r.amountSen,
    adjustment: senToRM(r.adjustmentSen),
    adjustment_sen: r.adjustmentSen,
    adjustment_reason: r.adjustmentReason,
    payable: senToRM(payable),
    payable_sen: payable,
    due_on: r.dueOn,
    bank: r.bank,
    account_no: r.accountNo,
    account_name: r.accountName,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

type Line = Awaited<ReturnType<typeof reports.linesOf>>[number];
type Event = Awaited<ReturnType<typeof reports.eventsOf>>[number];

export const toPayoutLine = (l: Line): TPayoutLine => ({
  id: l.id,
  order_id: l.orderId,
  order_no: l.orderNo,
  receipt_no: l.receiptNo,
  merchant: l.merchant,
  refund_id: l.refundId,
  amount: senToRM(l.amountSen),
  amount_sen: l.amountSen,
  created_at: l.createdAt.toISOString(),
});

export const toPayoutEvent = (e: Event): TPayoutEvent => ({
  kind: e.kind as TPayoutEvent['kind'],
  from_status: e.fromStatus,
  to_status: e.toStatus,
  adjustment: e.adjustmentSen === null ? null : senToRM(e.adjustmentSen),
  reason: e.reason,
  actor: e.actor,
  created_at: e.createdAt.toISOString(),
});
