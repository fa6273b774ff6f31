import { nextReceipt } from '../receipt-number';
import * as repo from '../repository';
import type { PaidStep } from './step';

/**
 * The store's next receipt number: gapless, because the store row's lock orders concurrent
 * payments and a rollback gives the number back. After the counter was set back onto numbers
 * already given, those are skipped (nextReceipt, the same answer the store's settings preview):
 * a number is never repeated. The store's platform charge at this moment is kept on the order by
 * the same write, for the ledger step (30).
 */
export const receiptStep: PaidStep = {
  name: 'receipt',
  order: 20,
  async run(tx, paid) {
    // Takes the store row's lock (and the counter's number); what follows sees every number given.
    const taken = await repo.takeReceiptNumber(tx, paid.merchantId);
    if (!taken) throw new Error(`merchant ${paid.merchantId} has no store`);
    const { prefix, digits } = taken;
    let next = await nextReceipt(tx, paid.merchantId, { prefix, digits, next: taken.seq });
    // The check that the number is free and the write are one statement as well.
    while (
      !(await repo.writeReceipt(
        tx,
        paid.id,
        paid.merchantId,
        next.receiptNo,
        next.seq,
        taken.platformChargeBp,
      ))
    ) {
      next = await nextReceipt(tx, paid.merchantId, { prefix, digits, next: next.seq + 1 });
    }
    // Past the numbers skipped: the counter goes on after the one given.
    if (next.seq !== taken.seq) await repo.setReceiptNext(tx, paid.merchantId, next.seq + 1);
    if (paid.kept) {
      paid.kept.receiptNo = next.receiptNo;
      paid.kept.platformChargeBp = taken.platformChargeBp;
      paid.kept.printerStore = taken.printerStore;
    }
  },
};
