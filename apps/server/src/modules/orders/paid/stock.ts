import { touchMenu } from '../../menu/version';
import * as repo from '../repository';
import { heldFoods, takeStock } from '../stock-repository';
import type { PaidStep } from './step';

/**
 * Limited foods were taken when the order was placed; an expired order gave them back, so a late
 * payment takes them again, and where too few are left the order is paid all the same and flagged
 * `stock_short` for the merchant. First of the steps: food rows are locked before the store row
 * (receipt numbers, menu version), the lock order of every food writer.
 */
export const stockStep: PaidStep = {
  name: 'stock',
  order: 10,
  async run(tx, paid) {
    if (paid.from !== 'expired') return;
    const { taken, short } = await takeStock(tx, paid.merchantId, await heldFoods(tx, paid.id));
    if (short.length) await repo.updateOrder(tx, paid.id, { stockShort: true });
    if (taken) await touchMenu(tx, paid.merchantId);
  },
};
