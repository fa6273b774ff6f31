import type { PrintableOrder, Say } from './documents';

/**
 * The order a test print shows (SPEC §2 "test receipt"): a few lines with options, a note, a
 * Chinese name (the printer's Chinese font shows on paper), and the store's real header.
 */
export function sampleOrder(say: Say): PrintableOrder {
  const now = new Date();
  const line = (id: number, name: string, quantity: number, unitSen: number, extra: object = {}) => ({
    id,
    name,
    quantity,
    lineTotalSen: quantity * unitSen,
    takeAway: false,
    note: null,
    addedAt: now,
    refunded: false,
    options: [],
    ...extra,
  });
  return {
    id: 0,
    token: 'sample',
    orderNo: 1,
    receiptNo: 'TEST-000001',
    tableName: '1',
    takeAway: false,
    paymentStatus: 'paid',
    paymentMethod: 'cash',
    channel: 'counter',
    subtotalSen: 3050,
    serviceChargeBp: 1000,
    serviceChargeSen: 305,
    sstBp: 600,
    sstSen: 201,
    totalSen: 3556,
    roundingSen: -1,
    pointsSen: 0,
    pointsShortSen: 0,
    cashTenderedSen: 5000,
    refundedSen: 0,
    note: null,
    createdAt: now,
    paidAt: now,
    lines: [
      line(1, 'Nasi Lemak', 2, 1100, { options: [{ groupName: 'Add-ons', name: 'Egg', quantity: 1 }] }),
      line(2, '海南鸡饭 Chicken Rice', 1, 650, { note: say('print.test') }),
      line(3, 'Teh Tarik', 1, 200, { takeAway: true }),
    ],
  };
}
