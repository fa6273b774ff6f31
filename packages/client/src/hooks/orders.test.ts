import type { TBoardOrder, TBoardPage } from '@meja/contracts';
import { describe, expect, it } from 'vitest';
import { applyBoardEvent } from './board-live';

function order(id: number, minute: number, extra: Partial<TBoardOrder> = {}): TBoardOrder {
  return {
    id,
    merchant_id: 1,
    store_name: 'Kedai',
    order_no: id,
    receipt_no: null,
    table_name: `T${id}`,
    channel: 'counter',
    payment_status: 'unpaid',
    payment_method: null,
    status: 'unpaid',
    total: '10.00',
    total_sen: 1000,
    rounding_sen: 0,
    rounded_total: '10.00',
    rounded_total_sen: 1000,
    refunded: '0.00',
    refunded_sen: 0,
    take_away: false,
    keyed_in: false,
    note: null,
    claim_status: null,
    print_status: 'none',
    paid_twice: false,
    stock_short: false,
    created_at: `2025-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`,
    paid_at: null,
    updated_at: `2025-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`,
    lines: [],
    ...extra,
  } as TBoardOrder;
}

const page = (...orders: TBoardOrder[]): TBoardPage => ({
  data: orders,
  recordsTotal: orders.length,
  recordsFiltered: orders.length,
});
const ids = (p: TBoardPage | undefined) => p?.data.map((o) => o.id);

describe('applyBoardEvent', () => {
  it('puts a new order first on the cashier board and counts it', () => {
    const { page: next, change } = applyBoardEvent(
      page(order(2, 5), order(1, 1)),
      { order: order(3, 9), in_view: true },
      { type: 'order' },
    );
    expect(change).toBe('added');
    expect(ids(next)).toEqual([3, 2, 1]);
    expect(next?.recordsTotal).toBe(3);
  });

  it('queues a new order last on the kitchen board', () => {
    const { page: next } = applyBoardEvent(
      page(order(1, 1), order(2, 5)),
      { order: order(3, 9), in_view: true },
      { type: 'kitchen' },
    );
    expect(ids(next)).toEqual([1, 2, 3]);
  });

  it('replaces a changed order where it stands', () => {
    const paid = order(1, 1, { payment_status: 'paid', status: 'processing' });
    const { page: next, change } = applyBoardEvent(
      page(order(2, 5), order(1, 1)),
      { order: paid, in_view: true },
      { type: 'order' },
    );
    expect(change).toBe('updated');
    expect(next?.data[1]?.payment_status).toBe('paid');
    expect(next?.recordsTotal).toBe(2);
  });

  it('takes an order off when it leaves the board, and ignores one it never showed', () => {
    const off = applyBoardEvent(page(order(2, 5), order(1, 1)), { order: order(2, 5), in_view: false }, {});
    expect(off.change).toBe('removed');
    expect(ids(off.page)).toEqual([1]);
    expect(off.page?.recordsFiltered).toBe(1);
    expect(applyBoardEvent(page(order(1, 1)), { order: order(9, 9), in_view: false }, {}).change).toBe(
      'none',
    );
  });

  it('keeps the page at its length and leaves later pages to a refetch', () => {
    const full = page(order(2, 5), order(1, 1));
    const next = applyBoardEvent(full, { order: order(3, 9), in_view: true }, { length: 2 }).page;
    expect(ids(next)).toEqual([3, 2]);
    expect(next?.recordsTotal).toBe(3);
    expect(applyBoardEvent(full, { order: order(3, 9), in_view: true }, { start: 10 }).change).toBe(
      'refetch',
    );
  });

  it('keeps the filters the screen has on', () => {
    const board = page(order(1, 1));
    const paid = order(1, 1, { payment_status: 'paid', status: 'processing' });
    expect(applyBoardEvent(board, { order: paid, in_view: true }, { remark: 'unpaid' }).change).toBe(
      'removed',
    );
    const other = order(5, 3, { table_name: 'Patio 2' });
    expect(applyBoardEvent(board, { order: other, in_view: true }, { search: 'T1' }).change).toBe('none');
    expect(applyBoardEvent(board, { order: other, in_view: true }, { search: 'patio' }).change).toBe('added');
  });
});
