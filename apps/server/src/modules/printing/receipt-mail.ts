import { calls, formatMoney, pathOf, translate } from '@meja/contracts';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../lib/jobs';
import type { Ctx } from '../../plugins/context';
import { chargedSen } from './documents';
import * as repo from './repository';
import { receiptHtml } from './service';

/** The queue of receipts e-mailed to the buddies who paid (jobs.ts). */
export const receiptMailJobName = 'printing.receipt-mail';

/**
 * A signed-in buddy's paid order: its receipt is e-mailed, queued in the paying transaction, once
 * per order (the job's key), and only where the buddy gave an e-mail.
 */
export async function queueReceiptMail(tx: Db, jobs: JobQueue, orderId: number) {
  if (!(await repo.buddyEmailOf(tx, orderId))) return;
  await jobs.send(tx, receiptMailJobName, { orderId }, { singletonKey: String(orderId) });
}

/**
 * The receipt as the browser prints it (HTML), with a text part that links to the same page
 * (GET /api/public/orders/{token}/receipt). An order no longer paid, or a buddy without an
 * e-mail by now, gets nothing.
 */
export async function mailReceipt(ctx: Ctx, orderId: number) {
  const to = await repo.buddyEmailOf(ctx.db, orderId);
  const order = await repo.printableOrder(ctx.db, orderId);
  if (!to || !order?.receiptNo || order.paymentStatus !== 'paid') return;
  const store = await repo.printerStore(ctx.db, order.merchantId);
  const vars = {
    store: store?.displayName ?? '',
    receipt: order.receiptNo,
    order: order.orderNo ?? order.id,
    total: formatMoney(order.totalSen + order.roundingSen),
    charged: formatMoney(chargedSen(order)),
    link: `${ctx.publicUrl.replace(/\/+$/, '')}${pathOf(calls.printing.publicReceipt, { orderToken: order.token })}`,
  };
  await ctx.mailer.send({
    to,
    subject: translate(ctx.locale, 'mail.receipt.subject', vars),
    text: translate(ctx.locale, 'mail.receipt.body', vars),
    html: await receiptHtml(ctx, order),
  });
}
