/** The diner's choice: off, or on with as many points as the bill takes ('') or a number of them. */
export interface PointsChoice {
  on: boolean;
  amount: string;
}

export const noPoints: PointsChoice = { on: false, amount: '' };

/**
 * The points a choice uses on a bill of `total` sen (1 point = 1 sen, PRODUCT.md "Money"): never
 * more than the buddy holds nor than the bill. An amount the diner typed that is not a whole
 * number, or is more than that, is an error to show rather than a number to guess.
 */
export function pointsToUse(
  choice: PointsChoice,
  held: number,
  total: number | undefined,
): { points: number; max: number; error?: 'invalid' | 'tooMany' } {
  const max = Math.max(0, Math.min(held, total ?? 0));
  if (!choice.on || max === 0) return { points: 0, max };
  const typed = choice.amount.trim();
  if (typed === '') return { points: max, max };
  if (!/^\d{1,10}$/.test(typed)) return { points: 0, max, error: 'invalid' };
  const n = Number(typed);
  if (n > max) return { points: 0, max, error: 'tooMany' };
  return { points: n, max };
}
