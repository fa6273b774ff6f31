import * as repo from '../repository';
import type { PaidStep } from './step';

/**
 * The store's next receipt number: gapless, because the store row's lock orders concurrent
 * payments and a rollback gives the number back. After the counter was set back onto numbers
 * already given, those are skipped: a number is never repeated.
 */
export const receiptStep: PaidStep = {
  name: 'receipt',
  order: 20,
  async run(tx, paid) {
    let taken = await repo.takeReceiptNumber(tx, paid.merchantId);
    if (!taken) throw new Error(`merchant ${paid.merchantId} has no store`);
    const { prefix, digits } = taken;
    const receiptOf = (seq: number) => `${prefix}${String(seq).padStart(digits, '0')}`;
    while (await repo.receiptTaken(tx, paid.merchantId, receiptOf(taken.seq))) {
      taken = await repo.takeReceiptNumber(tx, paid.merchantId);
      if (!taken) throw new Error('store vanished');
    }
    await repo.updateOrder(tx, paid.id, { receiptNo: receiptOf(taken.seq), receiptSeq: taken.seq });
  },
};
