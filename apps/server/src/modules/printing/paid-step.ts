import type { PaidStep } from '../orders/paid/steps';
import { printsAnything, queueKitchenTickets } from './kitchen';
import { queuePrint } from './queue';
import { queueReceiptMail } from './receipt-mail';
import * as repo from './repository';

/**
 * When an order is paid it reaches the kitchen (unless its lines went there already, at placing):
 * its kitchen tickets; a signed-in buddy's receipt is e-mailed; and where the store prints
 * receipts by itself (`auto_print`), the receipt comes out of the main printer. Last of the steps: the receipt number is given by then.
 */
export const printingPaidStep: PaidStep = {
  name: 'printing',
  order: 90,
  async run(tx, paid) {
    if (paid.buddyId !== null) await queueReceiptMail(tx, paid.jobs, paid.id);
    // One read of the store's printers for both: a store without any (most) costs nothing more.
    const store = paid.kept?.printerStore ?? (await repo.printerStore(tx, paid.merchantId));
    if (!store || !printsAnything(store)) return;
    await queueKitchenTickets(tx, paid.jobs, paid.id, store);
    if (!store.autoPrint || !store.printerSeriesNo?.trim()) return;
    await queuePrint(
      tx,
      paid.jobs,
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
