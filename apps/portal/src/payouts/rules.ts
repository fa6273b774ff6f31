import type { PayoutStatus } from '@meja/contracts';
import { parseHundredths } from '@meja/contracts/money-format';

/**
 * What an admin may do to an item in each state (the server's state machine decides; this only
 * offers the buttons that would go through): Pending → Done (approve) → Completed, or Declined;
 * an amount can be adjusted and an item declined until it has been paid out.
 */
export type PayoutMove = 'approve' | 'decline' | 'adjust' | 'complete';
const movesFrom: Record<PayoutStatus, readonly PayoutMove[]> = {
  pending: ['approve', 'adjust', 'decline'],
  done: ['complete', 'adjust', 'decline'],
  completed: [],
  declined: [],
};
export const movesOf = (status: PayoutStatus): readonly PayoutMove[] => movesFrom[status];

/** The rows a bulk move applies to: those whose state allows it (the others are left alone). */
export const eligibleFor = <Row extends { id: number; status: PayoutStatus }>(
  rows: Row[],
  move: PayoutMove,
) => rows.filter((r) => movesOf(r.status).includes(move)).map((r) => r.id);

export type Adjusted =
  | { ok: true; adjustmentSen: number; payableSen: number }
  | { ok: false; reason: 'invalid' | 'decimals' | 'below_minimum' };

/**
 * A signed RM adjustment as typed ("-5", "+2.50", "RM 3") against what accrued: the new
 * adjustment and what the bank would pay. It replaces any earlier adjustment, and the payable
 * amount may not fall below RM0.01 (the server checks the same).
 */
export function adjustmentOf(amountSen: number, typed: string): Adjusted {
  const text = typed.trim().replace(/^RM\s*/i, '');
  const negative = text.startsWith('-') || text.startsWith('−');
  const unsigned = text.replace(/^[-+−]\s*/, '');
  const parsed = parseHundredths(unsigned);
  if (!parsed.ok) return { ok: false, reason: parsed.reason === 'decimals' ? 'decimals' : 'invalid' };
  const adjustmentSen = negative ? -parsed.hundredths : parsed.hundredths;
  const payableSen = amountSen + adjustmentSen;
  if (payableSen < 1) return { ok: false, reason: 'below_minimum' };
  return { ok: true, adjustmentSen, payableSen };
}

/** What the server takes: the signed RM amount, "-5.00" or "2.50". */
export const rmOf = (sen: number) => `${sen < 0 ? '-' : ''}${(Math.abs(sen) / 100).toFixed(2)}`;
