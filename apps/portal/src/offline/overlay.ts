import type { FoodStatus, TBoardOrder } from '@meja/contracts';

const none: ReadonlySet<number> = new Set();

/**
 * The board's orders with the moves waiting to be sent applied to their lines, so a tablet shows
 * what it was told; `ids` are those lines, for the screens to show as pending.
 */
export function withPendingFood(
  orders: TBoardOrder[],
  pending: ReadonlyMap<number, FoodStatus>,
): { orders: TBoardOrder[]; ids: ReadonlySet<number> } {
  if (pending.size === 0) return { orders, ids: none };
  const ids = new Set<number>();
  const moved = orders.map((o) => {
    if (!o.lines.some((l) => pending.has(l.id))) return o;
    return {
      ...o,
      lines: o.lines.map((l) => {
        const to = pending.get(l.id);
        if (!to || l.food_status === to || l.food_status === 'complete') return l;
        ids.add(l.id);
        return { ...l, food_status: to };
      }),
    };
  });
  return { orders: moved, ids };
}
