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
 * Whose wallet the caller reads, and which of its entries: a buddy their own, all of it (naming
 * another buddy is "not found"); anyone else names the buddy, who must be theirs to see, and sees
 * the entries of orders at the merchants they see (PRODUCT.md "Who uses it"): an admin any buddy's
 * every entry; the merchant and its staff a member's entries at their merchant; an agent a member
 * of one of their merchants, with the entries at those merchants. Admins and agents may narrow it
 * to one `merchant_id` they see. The balance is the buddy's whatever the scope.
 */
async function walletOwner(ctx: ActorCtx, q: Query): Promise<{ buddyId: number; scope: repo.WalletScope }> {
  const { actor } = ctx;
  const named = q.id ?? q.buddy_id;
  if (actor.role === 'buddy') {
    if (named !== undefined && named !== actor.id) throw notFound();
    return { buddyId: actor.id, scope: { kind: 'all' } };
  }
  if (named === undefined) throw fieldError('id', 'validation.required');
  let visible = false;
  let scope: repo.WalletScope;
  if (q.merchant_id !== undefined || actor.role === 'merchant' || actor.role === 'staff') {
    const merchant = await merchantScope(ctx, q.merchant_id);
    visible = await members.isMember(ctx.db, merchant, named);
    scope = { kind: 'merchant', merchant };
  } else if (actor.role === 'admin') {
    visible = await members.isBuddy(ctx.db, named);
    scope = { kind: 'all' };
  } else if (isAgent(actor.role)) {
    const merchantIds = merchantIdsIn(ctx.db, userScope(actor));
    visible = await members.isMemberOfAny(ctx.db, merchantIds, named);
    scope = { kind: 'merchants', merchantIds };
  } else throw notFound();
  if (!visible) throw notFound();
  return { buddyId: named, scope };
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
  const { buddyId, scope } = await walletOwner(ctx, q);
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
