import type { TBoardOrder } from '@meja/contracts';

/**
 * How long an order may wait before the kitchen display warns (amber) and then calls it late
 * (red). One place, so the colours on every card and the legend agree.
 */
export const AGE_LIMITS = { warningMinutes: 10, lateMinutes: 20 } as const;

export type AgeLevel = 'normal' | 'warning' | 'late';

/** Under 10 minutes normal, 10 up to 20 a warning, 20 and over late. */
export function ageLevel(minutes: number): AgeLevel {
  if (minutes >= AGE_LIMITS.lateMinutes) return 'late';
  if (minutes >= AGE_LIMITS.warningMinutes) return 'warning';
  return 'normal';
}

/** A line still to be made: not complete, not refunded (a refunded line is not cooked). */
export const isOpenLine = (line: TBoardOrder['lines'][number]) =>
  !line.refunded && line.food_status !== 'complete';

/**
 * Since when the kitchen has had the order's oldest open line. Each line counts from when it joined
 * the order (items added later wait from then); an online order reaches the kitchen only when paid,
 * so not before its payment. Null when nothing is left to make.
 */
export function waitingSince(order: Pick<TBoardOrder, 'lines' | 'channel' | 'paid_at'>): number | null {
  const floor = order.channel !== 'counter' && order.paid_at ? Date.parse(order.paid_at) : 0;
  let oldest: number | null = null;
  for (const line of order.lines) {
    if (!isOpenLine(line)) continue;
    const since = Math.max(Date.parse(line.added_at), floor);
    if (oldest === null || since < oldest) oldest = since;
  }
  return oldest;
}

/** "4:05", "1:02:09": minutes and seconds, hours once past the hour; never negative. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
