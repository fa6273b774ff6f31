import type { TBoardShare, TShareOf } from '@meja/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderLineOptions, orderLines, orderRounds, orders, payments, stores } from '../../db/schema';
import type { OrderRow } from './repository';
import { shareOfJson, sharesJson } from './share-repository';

/**
 * The order page's read (diners poll it): the order, its store's name and payment switches, its
 * latest payment and its lines with their options, in one statement.
 */

/** A line as the order page shows it, with its options (view.ts). */
export interface ViewLine {
  id: number;
  foodId: number | null;
  name: string;
  code: string | null;
  unitPriceSen: number;
  quantity: number;
  lineTotalSen: number;
  takeAway: boolean;
  note: string | null;
  foodStatus: string;
  /** The refund that gave this line's money back; null while it is part of the bill. */
  refundId: number | null;
  /** An open bill's line: the round that ordered it; null otherwise. */
  roundNo: number | null;
  options: {
    optionId: number | null;
    groupName: string;
    name: string;
    priceSen: number;
    quantity: number;
  }[];
}

/**
 * The lines of the order row `orders` with their options, as one JSON value of the order's query
 * (one round trip for the order page, which diners poll, instead of three).
 */
const viewLines = sql<ViewLine[]>`(
  select coalesce(json_agg(json_build_object(
    'id', l.id, 'foodId', l.food_id, 'name', l.name, 'code', l.code, 'unitPriceSen', l.unit_price_sen,
    'quantity', l.quantity, 'lineTotalSen', l.line_total_sen, 'takeAway', l.take_away, 'note', l.note,
    'foodStatus', l.food_status, 'refundId', l.refund_id,
    'roundNo', (select r.round_no from ${orderRounds} r where r.id = l.round_id),
    'options', (
      select coalesce(json_agg(json_build_object(
        'optionId', o.option_id, 'groupName', o.group_name, 'name', o.name, 'priceSen', o.price_sen,
        'quantity', o.quantity) order by o.id), '[]')
      from ${orderLineOptions} o where o.line_id = l.id)
  ) order by l.position, l.id), '[]')
  from ${orderLines} l where l.order_id = ${orders.id})`;

/** The open bill's rounds, as one JSON value of the order's query. */
const viewRounds = sql<ViewRound[]>`(
  select coalesce(json_agg(json_build_object(
    'roundNo', r.round_no, 'createdAt', r.created_at, 'staff', r.placed_by is not null
  ) order by r.round_no), '[]')
  from ${orderRounds} r where r.order_id = ${orders.id})`;

/** An order as its page shows it: the order, its store's name, its lines and their options. */
export async function loadOrderView(
  db: Db,
  where: { token: string } | { id: number },
): Promise<OrderView | undefined> {
  const [head] = await db
    .select({
      order: orders,
      storeName: stores.displayName,
      fpx: stores.fpxStatus,
      hideFpxUnderMinimum: stores.hideFpxUnderMinimum,
      readyToServe: stores.readyToServe,
      payment: sql<{ status: 'pending' | 'paid' | 'failed'; channel: string } | null>`(
        select json_build_object('status', p.status, 'channel', p.channel) from ${payments} p
        where p.order_id = ${orders.id} order by p.id desc limit 1)`,
      lines: viewLines,
      rounds: viewRounds,
      shares: sharesJson(sql`${orders}.id`),
      shareOf: shareOfJson(sql`${orders}.id`),
    })
    .from(orders)
    .leftJoin(stores, eq(stores.merchantId, orders.merchantId))
    .where('token' in where ? eq(orders.token, where.token) : eq(orders.id, where.id))
    .limit(1);
  if (!head) return undefined;
  return {
    order: head.order,
    storeName: head.storeName ?? '',
    readyToServe: head.readyToServe ?? false,
    payment: head.payment,
    fpx: { fpx: head.fpx ?? false, hide_fpx_under_rm30: head.hideFpxUnderMinimum ?? false },
    lines: head.lines,
    rounds: head.rounds,
    shares: head.shares,
    shareOf: head.shareOf,
  };
}

export interface OrderView {
  order: OrderRow;
  storeName: string;
  readyToServe: boolean;
  payment: { status: 'pending' | 'paid' | 'failed'; channel: string } | null;
  fpx: { fpx: boolean; hide_fpx_under_rm30: boolean };
  lines: ViewLine[];
  /** An open bill's rounds in order; empty for any other order. */
  rounds: ViewRound[];
  /** A split bill's shares; empty for any other order. */
  shares: TBoardShare[];
  /** A share's bill; null for any other order. */
  shareOf: TShareOf | null;
}

/** A round of an open bill: its number, when, and whether staff keyed it in. */
export interface ViewRound {
  roundNo: number;
  createdAt: string;
  staff: boolean;
}
