import {
  agentCommission,
  buddyPoints,
  type Posting,
  platformRevenue,
  pointsIssued,
  pointsOutstanding,
  pointsWrittenOff,
} from '../ledger';
import { refundShare, shareOf } from '../orders/admin/refund-ledger';
import { isPoints } from './split';

/**
 * What a refund takes back of an order's rewards and gives back of its points (docs/adr/0013):
 * pure arithmetic on cumulative shares, as refund-ledger.ts reverses the paid posting, so the
 * refunds of all lines, in any steps, reverse exactly what the whole order earned.
 */

/** Where the refund stands: the refunded subtotal before it and with it (RefundedOrder). */
export interface RefundPoint {
  subtotalSen: number;
  beforeSen: number;
  afterSen: number;
  complete: boolean;
}

/** This refund's share of `amount` (the same arithmetic as the refund's quote: refund-ledger.ts). */
export { refundShare };

/** A part an order paid (order_rewards), as far as refunds have reversed it. */
export interface RewardRow {
  id: number;
  kind: string;
  beneficiaryId: number;
  amountSen: number;
  reversedSen: number;
  writtenOffSen: number;
}

/** A row after this refund: its new totals, and what this refund reversed and wrote off of it. */
export interface RowAfter {
  id: number;
  reversedSen: number;
  writtenOffSen: number;
  deltaSen: number;
  shortSen: number;
}

export interface Reversal {
  /** 'order_rewards_refund', zero legs included (post leaves them out); empty: nothing to reverse. */
  postings: Posting[];
  rows: RowAfter[];
  /** Points taken back from buddies, and points they had already spent (written off). */
  takenPoints: number;
  shortPoints: number;
}

/**
 * Each part is reversed to its cumulative target (all of it once the order is wholly refunded).
 * Commissions are simply owed less. Points are taken back from each buddy as far as they hold
 * them (`held`: points now) and never further: a buddy is taken to 0, not below, and the rest is
 * the platform's loss, written off (pointsWrittenOff) so the RM side still balances.
 */
export function reversalOf(rows: readonly RewardRow[], r: RefundPoint, held: ReadonlyMap<number, number>) {
  const deltas = rows.map((row) => {
    const target = r.complete ? row.amountSen : shareOf(row.amountSen, r.afterSen, r.subtotalSen);
    return Math.max(0, target - row.reversedSen);
  });
  const wanted = new Map<number, number>();
  rows.forEach((row, i) => {
    if (isPoints(row.kind))
      wanted.set(row.beneficiaryId, (wanted.get(row.beneficiaryId) ?? 0) + (deltas[i] ?? 0));
  });
  // Per buddy: what is taken back, and how much short of the wanted is still to be spread on rows.
  const taken = new Map<number, number>();
  const short = new Map<number, number>();
  for (const [buddy, want] of wanted) {
    const take = Math.min(want, Math.max(0, held.get(buddy) ?? 0));
    taken.set(buddy, take);
    short.set(buddy, want - take);
  }
  const after: RowAfter[] = rows.map((row, i) => {
    const deltaSen = deltas[i] ?? 0;
    let shortSen = 0;
    if (isPoints(row.kind)) {
      const left = short.get(row.beneficiaryId) ?? 0;
      shortSen = Math.min(left, deltaSen);
      short.set(row.beneficiaryId, left - shortSen);
    }
    return {
      id: row.id,
      reversedSen: row.reversedSen + deltaSen,
      writtenOffSen: row.writtenOffSen + shortSen,
      deltaSen,
      shortSen,
    };
  });
  const sum = (xs: Iterable<number>) => [...xs].reduce((s, x) => s + x, 0);
  const totalSen = sum(deltas);
  const takenPoints = sum(taken.values());
  const shortPoints = sum(after.map((a) => a.shortSen));
  if (totalSen === 0) return { postings: [], rows: after, takenPoints: 0, shortPoints: 0 };
  const postings: Posting[] = [
    { account: platformRevenue, amountSen: -totalSen },
    ...rows
      .map((row, i) => ({ row, delta: deltas[i] ?? 0 }))
      .filter(({ row }) => !isPoints(row.kind))
      .map(({ row, delta }) => ({ account: agentCommission(row.beneficiaryId), amountSen: delta })),
    { account: pointsOutstanding, amountSen: takenPoints },
    { account: pointsWrittenOff, amountSen: shortPoints },
    { account: pointsIssued, amountSen: -takenPoints },
    ...[...taken].map(([buddy, take]) => ({ account: buddyPoints(buddy), amountSen: take })),
  ];
  return { postings, rows: after, takenPoints, shortPoints };
}
