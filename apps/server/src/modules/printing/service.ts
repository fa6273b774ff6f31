import { randomUUID } from 'node:crypto';
import {
  type MessageKey,
  type TestPrintType,
  type TPrinterConnection,
  type TPrintJob,
  translate,
} from '@meja/contracts';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { enforce } from '../../lib/rate-limit';
import type { ActorCtx, Ctx } from '../../plugins/context';
import { merchantScope, rowScope } from '../../policy/merchant-scope';
import type { MerchantScope } from '../../policy/scope';
import { ownerOfOrder } from '../orders/service';
import { parsePrinterAddress } from './address';
import { isPaid, receiptDoc } from './documents';
import { driverFor } from './drivers';
import { paperOf } from './escpos';
import { renderHtml } from './html';
import { queuePrint } from './queue';
import * as repo from './repository';
import { waitForPrint } from './wait';

/**
 * The printer calls of SPEC §7 ("GET and POST /admin/merchant/{name} for printer connection and
 * test receipt"), the cashier's reprint, and the receipt as a page for the browser's print.
 */

/** How long a test print or a reprint waits for its printer before answering. */
export const printWaitMs = 12_000;

const refused = (key: MessageKey) => new AppError('conflict', key);

/** The printer a call names: the store's main one, or its sub printer `printerId` (another's: 404). */
async function printerOf(db: Db, scope: MerchantScope, printerId?: number) {
  const store = await repo.printerStore(db, scope.merchantId);
  if (printerId === undefined) return { store, subPrinterId: null, seriesNo: store?.printerSeriesNo ?? null };
  const station = await repo.subPrinterOf(db, scope.merchantId, printerId);
  if (!station) throw notFound();
  return { store, subPrinterId: station.id, seriesNo: station.seriesNo };
}

/** GET /admin/merchant/printer_connection: whether the printer answers now. */
export async function printerConnection(
  ctx: ActorCtx,
  q: { printer_id?: number; merchant_id?: number },
): Promise<TPrinterConnection> {
  const scope = await merchantScope(ctx, q.merchant_id);
  const { store, seriesNo } = await printerOf(ctx.db, scope, q.printer_id);
  const say = (key: MessageKey) => translate(ctx.locale, key);
  if (!store || !seriesNo?.trim()) return { online: false, message: say('error.printer_not_set_up') };
  const online = parsePrinterAddress(seriesNo) ? await driverFor(seriesNo, ctx.printing).status() : false;
  return { online, message: say(online ? 'success.printer_online' : 'error.printer_unreachable') };
}

/**
 * A print someone waits for: a test page, or an order's receipt, ticket or total again. Refused
 * when the printer is not set up or a print is going to it now; then one try, answered within
 * `printWaitMs`: "Print successful", or the printer is off (or still busy after the wait).
 */
async function printNow(
  ctx: ActorCtx,
  scope: MerchantScope,
  p: { type: TestPrintType; orderId?: number; printerId?: number },
): Promise<TPrintJob> {
  const { store, subPrinterId, seriesNo } = await printerOf(ctx.db, scope, p.printerId);
  if (!store || !seriesNo?.trim()) throw refused('error.printer_not_set_up');
  if (!parsePrinterAddress(seriesNo)) throw refused('error.printer_unreachable');
  if (p.orderId !== undefined) {
    const order = await repo.printableOrder(ctx.db, p.orderId, scope.merchantId);
    if (!order) throw notFound();
    if (p.type === 'receipt' && !isPaid(order)) throw refused('error.receipt_not_paid');
  }
  if (await repo.printerBusy(ctx.db, scope.merchantId, subPrinterId)) throw refused('error.printer_busy');
  const kind = p.orderId === undefined ? 'test' : p.type;
  const key =
    p.orderId === undefined
      ? `test:${p.type}:${scope.merchantId}:${randomUUID()}`
      : `reprint:${p.type}:${p.orderId}:${randomUUID()}`;
  const id = await ctx.db.transaction((tx) =>
    queuePrint(
      tx,
      ctx.jobs,
      { merchantId: scope.merchantId, orderId: p.orderId, subPrinterId, kind, key, actorId: ctx.actor.id },
      'once',
    ),
  );
  if (id === undefined) throw new Error('a fresh print key was taken');
  const status = await waitForPrint(ctx, id, { timeoutMs: printWaitMs });
  if (status === 'failed') throw refused('error.printer_unreachable');
  if (status !== 'printed') throw refused('error.printer_busy');
  return { id, kind, status };
}

/** POST /admin/merchant/test_receipt (printers.manage): a sample, or an order's print again. */
export async function testReceipt(
  ctx: ActorCtx,
  b: { type: TestPrintType; order_id?: number; printer_id?: number; merchant_id?: number },
) {
  const scope = await merchantScope(ctx, b.merchant_id);
  return printNow(ctx, scope, { type: b.type, orderId: b.order_id, printerId: b.printer_id });
}

/** POST /admin/order/{id}/print (orders.cashier): the order's receipt, ticket or total again. */
export async function reprint(
  ctx: ActorCtx,
  orderId: number,
  b: { type: TestPrintType; printer_id?: number },
) {
  const scope = await rowScope(ctx, () => ownerOfOrder(ctx.db, orderId));
  return printNow(ctx, scope, { type: b.type, orderId, printerId: b.printer_id });
}

export async function receiptHtml(ctx: Ctx, order: repo.StoredOrder) {
  const store = await repo.printerStore(ctx.db, order.merchantId);
  if (!store) throw notFound();
  const say = (key: MessageKey, vars?: Record<string, string | number>) => translate(ctx.locale, key, vars);
  const blocks = receiptDoc(store, order, { say, publicUrl: ctx.publicUrl });
  const title = order.receiptNo ? say('print.title', { receipt: order.receiptNo }) : say('print.bill');
  return renderHtml(blocks, { title, lang: ctx.locale, paper: paperOf(store.printerModel) });
}

/** GET /admin/order/{id}/receipt: the receipt (or, unpaid, the bill) as a page; another merchant's order is 404. */
export async function receiptPage(ctx: ActorCtx, orderId: number) {
  const scope = await rowScope(ctx, () => ownerOfOrder(ctx.db, orderId));
  const order = await repo.printableOrder(ctx.db, orderId, scope.merchantId);
  if (!order) throw notFound();
  return receiptHtml(ctx, order);
}

/** The diner's receipt pages: per address, as many as a table's worth of diners would open. */
export const receiptLimit = { limit: 60, windowS: 600 } as const;

/** GET /public/orders/{orderToken}/receipt: the diner's receipt, once the order is paid. */
export async function publicReceiptPage(ctx: Ctx, token: string) {
  await enforce(ctx.db, [[`receipt-ip:${ctx.ip}`, receiptLimit]]);
  const id = await repo.orderIdByToken(ctx.db, token);
  const order = id === undefined ? undefined : await repo.printableOrder(ctx.db, id);
  if (!order) throw notFound();
  if (!isPaid(order)) throw refused('error.receipt_not_paid');
  return receiptHtml(ctx, order);
}
