import { z } from 'zod';
import { maxSen, parseHundredths } from './money-format';

/**
 * Money and percentages at the edges (PRODUCT.md "Money"): the API takes RM strings or numbers
 * and keeps integer sen; percentages are kept in hundredths of a percent (10% = 1000). Inputs
 * with more than two decimals are refused, never rounded.
 */

// The plain helpers live in money-format.ts (no zod, for the web apps).
export {
  bpToPercent,
  cashRounding,
  formatMoney,
  formatPercent,
  maxSen,
  parseHundredths,
  senToRM,
} from './money-format';

type Issue = { code: 'custom'; message: string };
type TooBig = 'validation.money_too_big' | 'validation.percent_too_big';

/** The check of ZMoney and ZPercent: hundredths, or an issue named by its message key. */
function hundredthsOr(v: string | number, max: number, tooBig: TooBig, addIssue: (i: Issue) => void) {
  const parsed = parseHundredths(v);
  if (!parsed.ok) {
    const message =
      parsed.reason === 'decimals'
        ? 'validation.money_decimals'
        : parsed.reason === 'negative'
          ? 'validation.money_negative'
          : 'validation.money';
    addIssue({ code: 'custom', message });
    return z.NEVER;
  }
  if (parsed.hundredths > max) {
    addIssue({ code: 'custom', message: tooBig });
    return z.NEVER;
  }
  return parsed.hundredths;
}

const amount = (max: number, tooBig: TooBig) =>
  z
    .union([z.number(), z.string().max(40)])
    .transform((v, ctx) => hundredthsOr(v, max, tooBig, (i) => ctx.addIssue(i)));

/** An RM amount ("12000.00", "1,234.5", 12.5) → integer sen; at most two decimals, not negative. */
export const ZMoney = amount(maxSen, 'validation.money_too_big');

/** Like ZMoney, but empty (or null) means "none": null. */
export const ZOptionalMoney = z
  .union([z.number(), z.string().max(40), z.null()])
  .transform((v, ctx) =>
    v === null || (typeof v === 'string' && v.trim() === '')
      ? null
      : hundredthsOr(v, maxSen, 'validation.money_too_big', (i) => ctx.addIssue(i)),
  );

/** A percentage ("10", "6.50", 10) → hundredths of a percent (10% = 1000); 0 to 100, two decimals. */
export const ZPercent = amount(100_00, 'validation.percent_too_big');
