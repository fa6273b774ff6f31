/**
 * How the loyalty screens write points. Times are written by lib/kl-time.ts (Kuala Lumpur time).
 */

const withThousands = (n: number) => String(Math.trunc(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A count of points with thousands separators: 12345 → "12,345". */
export const pointsNumber = (points: number) => `${points < 0 ? '−' : ''}${withThousands(points)}`;

/** A wallet movement with its sign: +120, −1,500, 0. */
export const signedPoints = (points: number) =>
  points > 0 ? `+${withThousands(points)}` : points < 0 ? `−${withThousands(points)}` : '0';
