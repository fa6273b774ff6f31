import type { TBoardLine, TBoardOrder } from '@meja/contracts';

/**
 * Where a tap moves a line: processing → ready where the store uses the ready-to-serve stage, else
 * straight to complete; ready → complete. Null for a line with nowhere to go.
 */
export function nextFoodStatus(
  line: Pick<TBoardLine, 'food_status' | 'refunded'> & Partial<Pick<TBoardLine, 'held'>>,
  usesReady: boolean,
): 'ready' | 'complete' | null {
  // A held line (issue 29) is not made until it is fired.
  if (line.refunded || line.held) return null;
  if (line.food_status === 'processing') return usesReady ? 'ready' : 'complete';
  if (line.food_status === 'ready') return 'complete';
  return null;
}

/** Items added to the order after it was placed come on their own ticket: the card marks them. */
const addedSlackMs = 60_000;
export const isAddedLater = (line: Pick<TBoardLine, 'added_at'>, order: Pick<TBoardOrder, 'created_at'>) =>
  Date.parse(line.added_at) - Date.parse(order.created_at) > addedSlackMs;

/** Lines to make first, then those waiting to be served, then the finished ones. */
const rank = { processing: 0, ready: 1, complete: 2 } as const;
export const linesInOrder = (lines: TBoardLine[]) =>
  lines
    .map((line, i) => ({ line, i }))
    .sort(
      (a, b) =>
        rank[a.line.food_status] +
          (a.line.refunded ? 3 : 0) -
          (rank[b.line.food_status] + (b.line.refunded ? 3 : 0)) || a.i - b.i,
    )
    .map(({ line }) => line);
