import {
  bpToPercent,
  type FoodStatus,
  fpxOffered,
  type OrderChannel,
  type OrderStatus,
  type PaymentStatus,
  senToRM,
  type TOrder,
} from '@meja/contracts';
import { shareOf } from './admin/refund-ledger';
import type { OrderView } from './page-repository';

/**
 * What the order page shows as the order's state: unpaid until paid (a void order was never
 * paid, nor an expired one: unpaid too); then processing while any line is, ready when every
 * line is ready or complete, complete when every line is.
 */
export function orderStatusOf(paymentStatus: string, foodStatuses: readonly string[]): OrderStatus {
  if (paymentStatus === 'unpaid' || paymentStatus === 'void' || paymentStatus === 'expired') return 'unpaid';
  if (foodStatuses.every((s) => s === 'complete')) return 'complete';
  if (foodStatuses.every((s) => s === 'ready' || s === 'complete')) return 'ready';
  return 'processing';
}

/** A line's food status as the diner sees it: "ready" is no stage of a store that does not use it. */
const shownFoodStatus = (status: string, readyToServe: boolean) =>
  (status === 'ready' && !readyToServe ? 'processing' : status) as FoodStatus;

/**
 * What refunds gave back of the order so far: the money (kept on the order), and the points, the
 * refunded lines' share of those the order was paid with (all of them once every line is
 * refunded), as the refund steps gave them back (loyalty/reversal.ts `refundShare`).
 */
function refundedOf(o: OrderView['order'], lines: OrderView['lines']) {
  const refunded = lines.filter((l) => l.refundId !== null);
  if (!refunded.length) return { money: o.refundedSen, points: 0 };
  const every = refunded.length === lines.length;
  const partSen = refunded.reduce((sum, l) => sum + l.lineTotalSen, 0);
  const points = o.buddyId === null ? 0 : every ? o.pointsSen : shareOf(o.pointsSen, partSen, o.subtotalSen);
  return { money: o.refundedSen, points };
}

/** An order as the diner's order page shows it (ZOrder). */
export function toOrder({
  order: o,
  storeName,
  readyToServe,
  lines,
  payment,
  fpx,
  rounds,
  shares,
  shareOf,
}: OrderView): TOrder {
  const foodStatuses = lines.map((l) => shownFoodStatus(l.foodStatus, readyToServe));
  // A refunded line is no longer cooked for the diner: the order's state is its other lines'.
  const open = foodStatuses.filter((_, i) => lines[i]?.refundId === null);
  const refunded = refundedOf(o, lines);
  const netSen = o.totalSen + o.roundingSen - refunded.money - refunded.points;
  return {
    token: o.token,
    order_no: o.orderNo,
    receipt_no: o.receiptNo,
    payment_status: o.paymentStatus as PaymentStatus,
    channel: o.channel as OrderChannel,
    status: orderStatusOf(o.paymentStatus, open),
    table_name: o.tableName,
    store: { display_name: storeName },
    lines: lines.map((l, i) => ({
      id: l.id,
      food_id: l.foodId,
      name: l.name,
      code: l.code,
      unit_price: senToRM(l.unitPriceSen),
      unit_price_sen: l.unitPriceSen,
      quantity: l.quantity,
      line_total: senToRM(l.lineTotalSen),
      line_total_sen: l.lineTotalSen,
      take_away: l.takeAway,
      note: l.note,
      food_status: foodStatuses[i] as FoodStatus,
      refunded: l.refundId !== null,
      round_no: l.roundNo ?? null,
      options: l.options.map((op) => ({
        option_id: op.optionId,
        group_name: op.groupName,
        name: op.name,
        price: senToRM(op.priceSen),
        price_sen: op.priceSen,
        quantity: op.quantity,
      })),
    })),
    subtotal: senToRM(o.subtotalSen),
    subtotal_sen: o.subtotalSen,
    service_charge_percent: o.serviceChargeBp ? bpToPercent(o.serviceChargeBp) : null,
    service_charge: senToRM(o.serviceChargeSen),
    service_charge_sen: o.serviceChargeSen,
    sst_percent: o.sstBp ? bpToPercent(o.sstBp) : null,
    sst: senToRM(o.sstSen),
    sst_sen: o.sstSen,
    total: senToRM(o.totalSen),
    total_sen: o.totalSen,
    rounding: senToRM(o.roundingSen),
    rounding_sen: o.roundingSen,
    rounded_total: senToRM(o.totalSen + o.roundingSen),
    rounded_total_sen: o.totalSen + o.roundingSen,
    points: o.pointsSen,
    points_value: senToRM(o.pointsSen),
    amount_due: senToRM(o.totalSen - o.pointsSen),
    amount_due_sen: o.totalSen - o.pointsSen,
    refunded: senToRM(refunded.money),
    refunded_sen: refunded.money,
    refunded_points: refunded.points,
    net_total: senToRM(netSen),
    net_total_sen: netSen,
    note: o.note,
    created_at: o.createdAt.toISOString(),
    paid_at: o.paidAt?.toISOString() ?? null,
    payment,
    // The RM30 rule reads what is left to pay in money, after points.
    fpx_available: fpxOffered(fpx, o.totalSen - o.pointsSen),
    expires_at: o.expiresAt?.toISOString() ?? null,
    ready_to_serve: readyToServe,
    paid_twice: o.paidTwiceSen > 0,
    give_back: senToRM(o.paidTwiceSen),
    give_back_sen: o.paidTwiceSen,
    stock_short: o.stockShort,
    tab: o.tab,
    rounds: rounds.map((r) => ({
      round_no: r.roundNo,
      created_at: new Date(r.createdAt).toISOString(),
      placed_by: r.staff ? 'staff' : 'diner',
    })),
    // The diner's page names shares by their tokens, never by the order ids staff use.
    shares: shares.map(({ id: _, ...share }) => share),
    share_of: shareOf,
  };
}
