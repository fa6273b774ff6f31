import type { Db } from '../../db/client';
import type { JobQueue } from '../../lib/jobs';
import { lockOrder } from '../orders/service';
import { queuePrint } from './queue';
import * as repo from './repository';

const hasPrinter = (seriesNo: string | null | undefined) => Boolean(seriesNo?.trim());

/** Whether the store has any printer set up: most print nothing, and then nothing is queued. */
export const printsAnything = (store: repo.PrinterStore) =>
  hasPrinter(store.printerSeriesNo) || store.stations > 0;

/**
 * In the kitchen: paid, an open bill (each round cooks as it is ordered, docs/adr/0024), or an
 * unpaid counter order where the store cooks first (`ready_to_process`).
 */
const inKitchen = (
  order: { paymentStatus: string; channel: string; tab: boolean },
  store: repo.PrinterStore,
) =>
  order.paymentStatus === 'paid' ||
  (order.paymentStatus === 'unpaid' && order.channel === 'counter' && (store.readyToProcess || order.tab));

/**
 * The order's lines reach the kitchen (PRODUCT.md "Orders"): when it is paid, when an unpaid
 * counter order is placed where the store has `ready_to_process`, and when lines are added to an
 * open order. Call it in that transaction: every line no ticket carried yet goes on one ticket
 * per station, the sub printer of its food's category or else the main printer, and is marked
 * with it (`ticket_job_id`), so items added later print alone on a ticket of their own. Lines
 * held by staff are left until fired (orders/admin/fire.ts), and then print alone marked FIRE. Lines of
 * a printer that is not set up are left unmarked. The first time, the store's total slip comes
 * too (`auto_print_total`). An order not in the kitchen (unpaid, without `ready_to_process`; void,
 * expired, refunded) prints nothing: callers may call it whenever lines are added. Answers the
 * print jobs queued.
 */
export async function queueKitchenTickets(
  tx: Db,
  jobs: JobQueue,
  orderId: number,
  /** The order's store, when the caller has read it already (the paid step, order-steps.ts). */
  known?: repo.PrinterStore,
) {
  // Concurrent callers for one order (a payment, an added item) wait here: no line is carried twice.
  const locked = await lockOrder(tx, orderId);
  if (!locked) return [];
  // Most stores print nothing: that is told before the order and its lines are loaded.
  const store = known ?? (await repo.printerStore(tx, locked.merchantId));
  if (!store || !inKitchen(locked, store) || !printsAnything(store)) return [];
  const order = await repo.printableOrder(tx, orderId);
  if (!order) return [];
  const queued: number[] = [];
  // Held lines (issue 29) wait for Fire, which sets `firedAt` and calls this again.
  const pending = order.lines.filter((l) => l.ticketJobId === null && !(l.heldAt && !l.firedAt));
  if (pending.length) {
    const routes = await repo.stations(tx, order.merchantId);
    const byStation = new Map<number | null, number[]>();
    for (const l of pending) {
      const station = (l.categoryId !== null && routes.get(l.categoryId)) || null;
      byStation.set(station, [...(byStation.get(station) ?? []), l.id]);
    }
    for (const [station, lineIds] of byStation) {
      if (station === null && !hasPrinter(store.printerSeriesNo)) continue;
      const id = await queuePrint(
        tx,
        jobs,
        {
          merchantId: order.merchantId,
          orderId,
          subPrinterId: station,
          kind: 'kitchen',
          // The lines' first id names the ticket: the same lines queued again are the same ticket.
          key: `kitchen:${orderId}:${station ?? 'main'}:${lineIds[0]}`,
        },
        'auto',
      );
      if (id === undefined) continue;
      await repo.markTicketed(tx, lineIds, id);
      queued.push(id);
    }
  }
  if (store.autoPrintTotal && hasPrinter(store.printerSeriesNo)) {
    const total = await queuePrint(
      tx,
      jobs,
      { merchantId: order.merchantId, orderId, kind: 'total', key: `total:${orderId}` },
      'auto',
    );
    if (total !== undefined) queued.push(total);
  }
  return queued;
}
