/**
 * How the loyalty screens write times and points. Visits, wallet entries and ticket expiries are
 * shown in Kuala Lumpur time (DESIGN.md: days are KL days), whatever zone the browser is in.
 */

const klFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kuala_Lumpur',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as "YYYY-MM-DD HH:mm" in Kuala Lumpur; "—" for none or an unreadable one. */
export function klDateTime(at: string | null | undefined): string {
  if (!at) return '—';
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return '—';
  const parts = klFormat.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

const withThousands = (n: number) => String(Math.trunc(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A count of points with thousands separators: 12345 → "12,345". */
export const pointsNumber = (points: number) => `${points < 0 ? '−' : ''}${withThousands(points)}`;

/** A wallet movement with its sign: +120, −1,500, 0. */
export const signedPoints = (points: number) =>
  points > 0 ? `+${withThousands(points)}` : points < 0 ? `−${withThousands(points)}` : '0';
