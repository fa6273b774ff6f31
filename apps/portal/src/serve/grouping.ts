import type { TBoardLine, TBoardOrder } from '@meja/contracts';

export interface ServeOrder {
  order: TBoardOrder;
  /** Its lines ready to be taken out. */
  ready: TBoardLine[];
  /** How many of its lines are still being made. */
  cooking: number;
}

export interface ServeGroup {
  /** 'table:<name>', 'takeaway:<order id>' or 'counter'. */
  key: string;
  kind: 'table' | 'takeaway' | 'counter';
  /** The table's name (a take-away order keeps its table's name too). */
  table: string | null;
  orders: ServeOrder[];
}

const isReady = (l: TBoardLine) => !l.refunded && l.food_status === 'ready';

/**
 * The ready lines as a waiter carries them: one group per table (every order of the table
 * together), each take-away order on its own (it is handed over at the counter, not taken to the
 * table), orders without a table together. Groups come in the order their oldest order was placed,
 * so whoever waited longest is served first; orders with nothing ready are left out.
 */
export function groupByTable(orders: TBoardOrder[]): ServeGroup[] {
  const groups = new Map<string, ServeGroup & { oldest: number }>();
  for (const order of orders) {
    const ready = order.lines.filter(isReady);
    if (ready.length === 0) continue;
    const cooking = order.lines.filter((l) => !l.refunded && l.food_status === 'processing').length;
    const kind: ServeGroup['kind'] = order.take_away ? 'takeaway' : order.table_name ? 'table' : 'counter';
    const key =
      kind === 'takeaway'
        ? `takeaway:${order.id}`
        : kind === 'table'
          ? `table:${order.table_name}`
          : 'counter';
    const placed = Date.parse(order.created_at);
    const group = groups.get(key) ?? { key, kind, table: order.table_name, orders: [], oldest: placed };
    group.orders.push({ order, ready, cooking });
    group.oldest = Math.min(group.oldest, placed);
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => a.oldest - b.oldest || a.key.localeCompare(b.key))
    .map(({ oldest: _, ...group }) => ({
      ...group,
      orders: group.orders.sort((a, b) => Date.parse(a.order.created_at) - Date.parse(b.order.created_at)),
    }));
}
