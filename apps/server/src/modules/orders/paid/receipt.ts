import * as repo from '../repository';
import type { PaidStep } from './step';

/**
 * The store's next receipt number: gapless, because the store row's lock orders concurrent
 * payments and a rollback gives the number back. After the counter was set back onto numbers
 * already given, those are skipped: a number is never repeated. The store's platform charge at
 * this moment is kept on the order by the same write, for the ledger step (30).
 */
export const receiptStep: PaidStep = {
  name: 'receipt',
  order: 20,
  async run(tx, paid) {
    let taken = await repo.takeReceiptNumber(tx, paid.merchantId);
    if (!taken) throw new Error(`merchant ${paid.merchantId} has no store`);
    const { prefix, digits } = taken;
    const receiptOf = (seq: number) => `${prefix}${String(seq).padStart(digits, '0')}`;
    // The check that the number is free and the write are one statement, after the store row's
    // lock was taken (a statement of its own: it sees what the lock's previous holder committed).
    while (
      !(await repo.writeReceipt(
        tx,
        paid.id,
        paid.merchantId,
        receiptOf(taken.seq),
        taken.seq,
        taken.platformChargeBp,
      ))
    ) {
      taken = await repo.takeReceiptNumber(tx, paid.merchantId);
      if (!taken) throw new Error('store vanished');
    }
    if (paid.kept) {
      paid.kept.receiptNo = receiptOf(taken.seq);
      paid.kept.platformChargeBp = taken.platformChargeBp;
      paid.kept.printerStore = taken.printerStore;
    }
  },
};
