import {
  type ClaimStatus,
  type FoodStatus,
  type OrderChannel,
  type OrderStatus,
  type PaymentStatus,
  type PrintStatus,
  printStatuses,
  senToRM,
  type TBoardLine,
  type TBoardOrder,
  type TBoardShare,
  type TOrderListItem,
  type TOrderPayer,
  type TOrderSummary,
} from '@meja/contracts';
import type { orders } from '../../../db/schema';
import { actionsOf } from '../actions';

type OrderRow = typeof orders.$inferSelect;

/** A line as the board query returns it (JSON inside the order's row). */
export interface RawLine {
  id: number;
  name: string;
  code: string | null;
  quantity: number;
  line_total_sen: number;
  food_status: string;
  take_away: boolean;
  note: string | null;
  category_id: number | null;
  station_id: number | null;
  added_at: string;
  refunded: boolean;
  course_id: number | null;
  course_name: string | null;
  /** Held and not fired yet. */
  held: boolean;
  fired_at: string | null;
  options: { group_name: string; name: string; quantity: number }[];
  /** An open bill's line: its round; null otherwise. */
  round_no: number | null;
}

/**
 * A line still to be cooked or served: neither complete nor refunded (a refunded line is not
 * made). The order's status follows it (conditions.ts `orderStatusSql`).
 */
export const isOpen = (l: Pick<RawLine, 'food_status' | 'refunded'>) =>
  !l.refunded && l.food_status !== 'complete';

const iso = (at: string | Date) => new Date(at).toISOString();

export function toBoardLine(l: RawLine): TBoardLine {
  return {
    id: l.id,
    name: l.name,
    code: l.code,
    quantity: l.quantity,
    line_total: senToRM(l.line_total_sen),
    line_total_sen: l.line_total_sen,
    food_status: l.food_status as FoodStatus,
    take_away: l.take_away,
    note: l.note,
    options: l.options,
    category_id: l.category_id,
    station_id: l.station_id,
    round_no: l.round_no ?? null,
    added_at: iso(l.added_at),
    refunded: l.refunded,
    course_id: l.course_id,
    course_name: l.course_name,
    held: l.held,
    fired_at: l.fired_at === null ? null : iso(l.fired_at),
  };
}

const printStatusOf = (s: string | null): PrintStatus =>
  (printStatuses as readonly string[]).includes(s ?? '') ? (s as PrintStatus) : 'none';

export interface SummaryInput {
  order: OrderRow;
  storeName: string | null;
  printStatus: string | null;
  status: string;
  /** The store cooks unpaid counter orders (what the kitchen may do with one). */
  readyToProcess: boolean | null;
}

export function toSummary({
  order: o,
  storeName,
  printStatus,
  status,
  readyToProcess,
}: SummaryInput): TOrderSummary {
  const rounded = o.totalSen + o.roundingSen;
  return {
    id: o.id,
    merchant_id: o.merchantId,
    store_name: storeName ?? '',
    order_no: o.orderNo,
    receipt_no: o.receiptNo,
    table_name: o.tableName,
    channel: o.channel as OrderChannel,
    payment_status: o.paymentStatus as PaymentStatus,
    payment_method: o.paymentMethod,
    status: status as OrderStatus,
    total: senToRM(o.totalSen),
    total_sen: o.totalSen,
    rounding_sen: o.roundingSen,
    rounded_total: senToRM(rounded),
    rounded_total_sen: rounded,
    points_sen: o.pointsSen,
    amount_due_sen: o.totalSen - o.pointsSen,
    refunded: senToRM(o.refundedSen),
    refunded_sen: o.refundedSen,
    take_away: o.takeAway,
    keyed_in: o.placedBy !== null,
    note: o.note,
    claim_status: o.claimStatus as ClaimStatus | null,
    print_status: printStatusOf(printStatus),
    paid_twice: o.paidTwiceSen > 0,
    stock_short: o.stockShort,
    created_at: o.createdAt.toISOString(),
    paid_at: o.paidAt?.toISOString() ?? null,
    updated_at: o.updatedAt.toISOString(),
    actions: actionsOf({ ...o, status, readyToProcess: readyToProcess ?? false }),
    tab: o.tab,
    // The bill opened with its first round, which is its own placement.
    opened_at: o.tab ? o.createdAt.toISOString() : null,
    guests: o.guests,
  };
}

/** A row of the order listing: the summary and who paid (the merchant's own orders only: its scope). */
export const toListItem = (row: SummaryInput & { payer: TOrderPayer | null }): TOrderListItem => ({
  ...toSummary(row),
  payer: row.payer,
});

export interface BoardInput extends SummaryInput {
  lines: RawLine[];
  shares: TBoardShare[];
  readyToServe: boolean | null;
}

/** An order as the boards show it; `shown` are the lines on this board (a station's only). */
export function toBoardOrder(row: BoardInput, shown: RawLine[] = row.lines): TBoardOrder {
  return {
    ...toSummary(row),
    lines: shown.map(toBoardLine),
    shares: row.shares,
    ready_to_serve: row.readyToServe ?? false,
  };
}
