/**
 * Money and percentages for people and the API, as plain functions (no zod: the web apps import
 * this module at run time as `@meja/contracts/money-format`). PRODUCT.md "Money": integer sen;
 * percentages in hundredths of a percent (10% = 1000).
 */

/** The largest amount a column holds: PostgreSQL integer, in sen (≈ RM 21 million). */
export const maxSen = 2_147_483_647;

const withThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

type Parsed = { ok: true; hundredths: number } | { ok: false; reason: 'invalid' | 'decimals' | 'negative' };

/**
 * "1,234.5", "RM 12", "12.50", 12.5 → hundredths of the unit (sen of RM, or bp of a percent).
 * Thousands separators are accepted only in their proper places, so "12,50" is refused.
 */
export function parseHundredths(input: string | number): Parsed {
  let text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : input;
  text = text
    .trim()
    .replace(/^RM\s*/i, '')
    .replace(/\s*%$/, '');
  const negative = text.startsWith('-');
  if (negative) text = text.slice(1);
  const m = /^(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d*))?$/.exec(text);
  if (!m || (m[1] === undefined && !m[2])) return { ok: false, reason: 'invalid' };
  const whole = (m[1] ?? '0').replaceAll(',', '');
  const fraction = m[2] ?? '';
  if (fraction.length > 2) return { ok: false, reason: 'decimals' };
  if (whole.length > 13) return { ok: false, reason: 'invalid' };
  const hundredths = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (negative && hundredths !== 0) return { ok: false, reason: 'negative' };
  return { ok: true, hundredths };
}

/** Integer sen → the plain RM string the API replies with: 1234550 → "12345.50". */
export function senToRM(sen: number): string {
  const whole = Math.trunc(sen);
  const abs = Math.abs(whole);
  return `${whole < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Hundredths of a percent → the API's percent string: 1000 → "10.00". */
export const bpToPercent = (bp: number) => senToRM(bp);

/**
 * An amount for people to read: "RM 1,234.50". SPEC §9: truncated (never rounded) to two
 * decimals, with thousands separators. `sen` may carry fractions (e.g. a computed share).
 */
export function formatMoney(sen: number, currency = 'RM'): string {
  if (!Number.isFinite(sen)) return `${currency} 0.00`;
  const whole = Math.trunc(sen);
  const abs = Math.abs(whole);
  const ringgit = withThousands(String(Math.trunc(abs / 100)));
  const cents = String(abs % 100).padStart(2, '0');
  return `${whole < 0 ? '-' : ''}${currency} ${ringgit}.${cents}`;
}

/** A percentage for people to read: 1050 → "10.50%". */
export function formatPercent(bp: number): string {
  if (!Number.isFinite(bp)) return '0.00%';
  const whole = Math.trunc(bp);
  return `${whole < 0 ? '-' : ''}${withThousands(String(Math.trunc(Math.abs(whole) / 100)))}.${String(Math.abs(whole) % 100).padStart(2, '0')}%`;
}

/**
 * Bank Negara's rounding of a cash bill to the nearest 5 sen (PRODUCT.md "Money"): totals ending
 * in 1, 2, 6 or 7 sen round down, 3, 4, 8 or 9 round up. Returns the adjustment (−2 … +2 sen), so
 * the cashier's screen shows the same "before and after" the server charges.
 */
export function cashRounding(totalSen: number): number {
  const m = totalSen % 5;
  return m <= 2 ? -m : 5 - m;
}
