import {
  senToRM,
  type TWalletEntry,
  type TWalletHistoryReply,
  type WalletKind,
  type ZWalletHistoryBody,
} from '@meja/contracts';
import type { z } from 'zod';
import { fieldError, notFound } from '../../lib/errors';
import type { ActorCtx } from '../../plugins/context';
import { isAgent, userScope } from '../../policy';
import { merchantScope } from '../../policy/merchant-scope';
import { balanceOf, buddyPoints } from '../ledger';
import { merchantIdsIn } from '../users/service';
import * as members from './repository';
import * as repo from './wallet-repository';

type Query = z.output<typeof ZWalletHistoryBody>;

/**
 * Whose wallet the caller reads: a buddy their own (naming another buddy is "not found"); anyone
 * else names the buddy, who must be theirs to see: any buddy for an admin, a member of their
 * merchant for the merchant and its staff, a member of one of their merchants for an agent.
 */
async function walletOwner(ctx: ActorCtx, q: Query): Promise<number> {
  const { actor } = ctx;
  const named = q.id ?? q.buddy_id;
  if (actor.role === 'buddy') {
    if (named !== undefined && named !== actor.id) throw notFound();
    return actor.id;
  }
  if (named === undefined) throw fieldError('id', 'validation.required');
  let visible = false;
  if (actor.role === 'admin') visible = await members.isBuddy(ctx.db, named);
  else if (actor.role === 'merchant' || actor.role === 'staff')
    visible = await members.isMember(ctx.db, await merchantScope(ctx), named);
  else if (isAgent(actor.role))
    visible = await members.isMemberOfAny(ctx.db, merchantIdsIn(ctx.db, userScope(actor)), named);
  if (!visible) throw notFound();
  return named;
}

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

function toEntry(row: repo.WalletRow, buddyId: number): TWalletEntry {
  const kind = kindOf(row, buddyId);
  // A referral reward (or its reversal) names the level the buddy earned it at.
  const ofReferral = kind === 'referral' || (kind === 'reversed' && row.orderBuddyId !== buddyId);
  return {
    id: row.id,
    kind,
    points: -row.amountSen,
    balance_after: Number(row.balanceAfter),
    level: ofReferral && row.level !== null ? Number(row.level) : null,
    order: row.hasOrder
      ? { order_no: row.orderNo, receipt_no: row.receiptNo, store: row.storeName ?? '' }
      : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** POST /api/get_wallet_history: a buddy's points, newest entry first, paged, with the balance now. */
export async function walletHistory(ctx: ActorCtx, q: Query): Promise<TWalletHistoryReply> {
  const buddyId = await walletOwner(ctx, q);
  const balance = -(await balanceOf(ctx.db, buddyPoints(buddyId)));
  const accountId = await repo.pointsAccountId(ctx.db, buddyId);
  const page = accountId
    ? await repo.walletPage(ctx.db, accountId, buddyId, q)
    : { rows: [], recordsTotal: 0, recordsFiltered: 0 };
  return {
    data: page.rows.map((r) => toEntry(r, buddyId)),
    recordsTotal: page.recordsTotal,
    recordsFiltered: page.recordsFiltered,
    balance,
    balance_value: senToRM(balance),
  };
}
