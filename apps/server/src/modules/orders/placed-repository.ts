import { getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderLineOptions, orderLines, orderNumbers, orders, stores } from '../../db/schema';
import type { OrderView } from './page-repository';
import type { NewLine, NewOrder } from './repository';

/**
 * A diner's order written by placing, in three statements at most: the order with the store's
 * next order number of the day (one upsert and insert: the counter's row is then held until the
 * placing commits, and a refused placement leaves no gap), its lines, their options. Answers the
 * rows as written, so that placing answers without reading them again (valid while nothing else
 * in the transaction changes them: see place.ts).
 */
export async function insertPlacedOrder(
  tx: Db,
  order: Omit<NewOrder, 'orderNo' | 'orderDay'> & { orderDay: string },
  lines: NewLine[],
  store: { displayName: string; fpx: boolean; hideFpxUnderMinimum: boolean },
): Promise<OrderView> {
  const taken = tx.$with('taken').as(
    tx
      .insert(orderNumbers)
      .values({ merchantId: order.merchantId, day: order.orderDay, last: 1 })
      .onConflictDoUpdate({
        target: [orderNumbers.merchantId, orderNumbers.day],
        set: { last: sql`${orderNumbers.last} + 1` },
      })
      .returning({ last: orderNumbers.last }),
  );
  const [row] = await tx
    .with(taken)
    .insert(orders)
    .values({ ...order, orderNo: sql`(select last from ${taken})` })
    .returning({
      ...getTableColumns(orders),
      readyToServe: sql<boolean>`(select ${stores.readyToServe} from ${stores} where ${stores.merchantId} = ${order.merchantId})`,
    });
  if (!row) throw new Error('insert returned nothing');
  const { readyToServe, ...placed } = row;
  const written = await tx
    .insert(orderLines)
    .values(lines.map(({ options: _, ...l }) => ({ ...l, orderId: placed.id })))
    .returning();
  const lineId = new Map(written.map((l) => [l.position, l.id]));
  const options = lines.flatMap((l) =>
    l.options.map((o) => ({ ...o, lineId: lineId.get(l.position ?? 0) ?? 0 })),
  );
  const writtenOptions = options.length ? await tx.insert(orderLineOptions).values(options).returning() : [];
  return {
    order: placed,
    storeName: store.displayName,
    readyToServe: readyToServe ?? false,
    payment: null,
    fpx: { fpx: store.fpx, hide_fpx_under_rm30: store.hideFpxUnderMinimum },
    lines: written
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((l) => ({ ...l, roundNo: null, options: writtenOptions.filter((o) => o.lineId === l.id) })),
    // A pay-first order: no rounds.
    rounds: [],
    shares: [],
    shareOf: null,
  };
}
