import type { Db } from '../../db/client';
import { buddyPoints, Overdraft, type Posting, pointsIssued, post } from '../ledger';
import type { RefundedOrder } from '../orders/lifecycle';
import { addRewardReversals } from '../reports/rollups';
import { pointsHeld } from './points';
import * as repo from './repository';
import { type RewardRow, refundShare, reversalOf } from './reversal';
import { isPoints } from './split';

/** The buddy's share of the points the order was paid with, back in their wallet ('points_refund'). */
export async function givePointsBack(tx: Db, r: RefundedOrder): Promise<number> {
  if (r.buddyId === null || r.pointsSen <= 0) return 0;
  const back = refundShare(r.pointsSen, r);
  if (back <= 0) return 0;
  const legs: Posting[] = [
    { account: buddyPoints(r.buddyId), amountSen: -back },
    { account: pointsIssued, amountSen: back },
  ];
  const { posted } = await post(tx, { kind: 'points_refund', ref: r.refundId }, legs);
  return posted ? back : 0;
}

/**
 * Reverses the refunded part's share of the rewards in one 'order_rewards_refund' posting, in a
 * savepoint: the buddies' balances are read unlocked, so should one spend points meanwhile the
 * ledger refuses the overdraft and this takes back that much less (the rest written off).
 */
export async function takeRewardsBack(tx: Db, r: RefundedOrder, rows: (RewardRow & { level: number })[]) {
  const buddies = [...new Set(rows.filter((x) => isPoints(x.kind)).map((x) => x.beneficiaryId))];
  const held = new Map<number, number>();
  for (const b of buddies) held.set(b, await pointsHeld(tx, b));
  for (;;) {
    const reversal = reversalOf(rows, r, held);
    if (!reversal.postings.length) return reversal;
    try {
      const { posted } = await tx.transaction((t) =>
        post(t, { kind: 'order_rewards_refund', ref: r.refundId }, reversal.postings),
      );
      if (!posted) return { ...reversal, rows: [], takenPoints: 0, shortPoints: 0 };
      await repo.saveReversals(tx, reversal.rows);
      await addRewardReversals(
        tx,
        r.merchantId,
        reversal.rows.map((after, i) => ({
          kind: rows[i]?.kind ?? '',
          level: rows[i]?.level ?? 0,
          reversedSen: after.deltaSen,
          writtenOffSen: after.shortSen,
        })),
      );
      return reversal;
    } catch (err) {
      const owner = err instanceof Overdraft ? err.account.ownerId : null;
      if (owner === null || !held.has(owner)) throw err;
      const taken = reversal.postings.find((p) => p.account.key === buddyPoints(owner).key)?.amountSen ?? 0;
      held.set(owner, Math.max(0, taken - (err as Overdraft).shortBy));
    }
  }
}
