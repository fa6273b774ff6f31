import {
  senToRM,
  type TWalletEntry,
  type TWalletHistoryReply,
  type WalletKind,
  type ZWalletHistoryBody,
} from '@meja/contracts';
import type { z } from 'zod';
import type { ActorCtx } from '../../plugins/context';
import { walletOwner } from '../../policy/members';
import { balanceOf, buddyPoints } from '../ledger';
import * as repo from './wallet-repository';

type Query = z.output<typeof ZWalletHistoryBody>;

/** What moved the wallet, in the buddy's words, from the kind of the ledger transaction. */
function kindOf(row: repo.WalletRow, buddyId: number): WalletKind {
  switch (row.kind) {
    case 'order_rewards':
      return row.orderBuddyId === buddyId ? 'cashback' : 'referral';
    case 'points_redeemed':
    case 'points_retaken':
      return 'redeemed';
    case 'points_returned':
    case 'points_refund':
      return 'returned';
    case 'order_rewards_refund':
      return 'reversed';
    case 'referral_cash_out':
      return 'cashed_out';
    default:
      return 'adjustment';
  }
}

function toEntry(row: repo.WalletRow, buddyId: number, whole: boolean): TWalletEntry {
  const kind = kindOf(row, buddyId);
  // A referral reward (or its reversal) names the level the buddy earned it at.
  const ofReferral = kind === 'referral' || (kind === 'reversed' && row.orderBuddyId !== buddyId);
  return {
    id: row.id,
    kind,
    points: -row.amountSen,
    // Beside only some entries, the running balance would tell what the others add up to.
    balance_after: whole ? Number(row.balanceAfter) : null,
    level: ofReferral && row.level !== null ? Number(row.level) : null,
    order: row.hasOrder
      ? { order_no: row.orderNo, receipt_no: row.receiptNo, store: row.storeName ?? '' }
      : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** POST /api/get_wallet_history: a buddy's points, newest entry first, paged, with the balance now. */
export async function walletHistory(ctx: ActorCtx, q: Query): Promise<TWalletHistoryReply> {
  const { buddyId, scope } = await walletOwner(ctx, q.id ?? q.buddy_id, q.merchant_id);
  const balance = -(await balanceOf(ctx.db, buddyPoints(buddyId)));
  const accountId = await repo.pointsAccountId(ctx.db, buddyId);
  const page = accountId
    ? await repo.walletPage(ctx.db, accountId, buddyId, q, scope)
    : { rows: [], recordsTotal: 0, recordsFiltered: 0 };
  const whole = scope.kind === 'all';
  return {
    data: page.rows.map((r) => toEntry(r, buddyId, whole)),
    recordsTotal: page.recordsTotal,
    recordsFiltered: page.recordsFiltered,
    balance,
    balance_value: senToRM(balance),
  };
}
