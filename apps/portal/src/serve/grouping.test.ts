import type { TBoardLine, TBoardOrder } from '@meja/contracts';
import { describe, expect, it } from 'vitest';
import { groupByTable } from './grouping';

const line = (id: number, food_status: TBoardLine['food_status'], refunded = false) =>
  ({ id, name: `Food ${id}`, food_status, refunded }) as TBoardLine;

const order = (
  id: number,
  table: string | null,
  minute: number,
  lines: TBoardLine[],
  take_away = false,
): TBoardOrder =>
  ({
    id,
    order_no: id,
    table_name: table,
    take_away,
    created_at: `2026-11-24T04:${String(minute).padStart(2, '0')}:00.000Z`,
    lines,
  }) as TBoardOrder;

describe('ready lines grouped by table', () => {
  it('puts the orders of one table together, the table that waited longest first', () => {
    const groups = groupByTable([
      order(1, 'T2', 1, [line(11, 'ready')]),
      order(2, 'T1', 2, [line(21, 'ready'), line(22, 'processing'), line(23, 'complete')]),
      order(3, 'T2', 3, [line(31, 'ready'), line(32, 'ready')]),
    ]);
    expect(groups.map((g) => g.key)).toEqual(['table:T2', 'table:T1']);
    expect(groups[0]?.orders.map((o) => [o.order.id, o.ready.map((l) => l.id)])).toEqual([
      [1, [11]],
      [3, [31, 32]],
    ]);
    expect(groups[1]?.orders[0]).toMatchObject({ cooking: 1, ready: [{ id: 21 }] });
  });

  it('leaves out orders with nothing ready and lines that were refunded', () => {
    const groups = groupByTable([
      order(1, 'T1', 1, [line(11, 'processing')]),
      order(2, 'T3', 2, [line(21, 'ready', true), line(22, 'ready')]),
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.orders[0]?.ready.map((l) => l.id)).toEqual([22]);
  });

  it('keeps each take-away order on its own, and orders without a table together', () => {
    const groups = groupByTable([
      order(1, 'T1', 1, [line(11, 'ready')], true),
      order(2, 'T1', 2, [line(21, 'ready')]),
      order(3, null, 3, [line(31, 'ready')]),
      order(4, 'T1', 4, [line(41, 'ready')], true),
      order(5, null, 5, [line(51, 'ready')]),
    ]);
    expect(groups.map((g) => [g.key, g.kind, g.orders.map((o) => o.order.id)])).toEqual([
      ['takeaway:1', 'takeaway', [1]],
      ['table:T1', 'table', [2]],
      ['counter', 'counter', [3, 5]],
      ['takeaway:4', 'takeaway', [4]],
    ]);
  });
});
