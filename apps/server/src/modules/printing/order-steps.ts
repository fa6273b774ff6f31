import type { PaidOrder, ReceiptTaken, StepCtx } from '../orders/lifecycle';
import { printsAnything, queueKitchenTickets } from './kitchen';
import { queuePrint } from './queue';
import { queueReceiptMail } from './receipt-mail';

/** What prints (and is mailed) by itself as an order goes through its life, queued in its transaction. */
export const prints = {
  /** Lines that reach the kitchen before the order is paid: their kitchen tickets. */
  async sentToKitchen(ctx: StepCtx, orderId: number) {
    await queueKitchenTickets(ctx.db, ctx.jobs, orderId);
  },

  /**
   * When an order is paid it reaches the kitchen (unless its lines went there already, at
   * placing): its kitchen tickets; a signed-in buddy's receipt is e-mailed; and where the store
   * prints receipts by itself (`auto_print`), the receipt comes out of the main printer. Last of
   * the steps: the receipt number is given by then.
   */
  async paid({ db: tx, jobs }: StepCtx, paid: PaidOrder, receipt: Pick<ReceiptTaken, 'printerStore'>) {
    if (paid.buddyId !== null) await queueReceiptMail(tx, jobs, paid.id);
    // The store's printers as the receipt step's write answered them: most stores have none.
    const store = receipt.printerStore;
    if (!printsAnything(store)) return;
    await queueKitchenTickets(tx, jobs, paid.id, store);
    if (!store.autoPrint || !store.printerSeriesNo?.trim()) return;
    await queuePrint(
      tx,
      jobs,
      {
        merchantId: paid.merchantId,
        orderId: paid.id,
        kind: 'receipt',
        key: `receipt:${paid.id}`,
        actorId: paid.actorId,
      },
      'auto',
    );
  },
};
