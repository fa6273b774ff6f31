import { fieldError, notFound } from '../lib/errors';
import * as members from '../modules/members/repository';
import type { WalletScope } from '../modules/members/wallet-repository';
import type { ActorCtx } from '../plugins/context';
import { holds, isAgent } from '../policy';
import { merchantScope } from './merchant-scope';
import { merchantsInScope } from './people';

/**
 * Whether the caller may set this buddy Active or Inactive: an admin any buddy, an agent a member
 * of one of its merchants (the route's `members.status` let only those in).
 */
export const mayTouchMember = (ctx: ActorCtx, buddyId: number) =>
  holds(ctx.actor, 'merchants.every')
    ? members.isBuddy(ctx.db, buddyId)
    : members.isMemberOfAny(ctx.db, merchantsInScope(ctx), buddyId);

/**
 * Whose wallet the caller reads, and which of its entries: a buddy their own, all of it (naming
 * another buddy is "not found"); anyone else names the buddy, who must be theirs to see, and sees
 * the entries of orders at the merchants they see (PRODUCT.md "Who uses it"): an admin any buddy's
 * every entry; the merchant and its staff a member's entries at their merchant; an agent a member
 * of one of their merchants, with the entries at those merchants. Admins and agents may narrow it
 * to one `merchant_id` they see. The balance is the buddy's whatever the scope.
 */
export async function walletOwner(
  ctx: ActorCtx,
  named: number | undefined,
  merchantId: number | undefined,
): Promise<{ buddyId: number; scope: WalletScope }> {
  const { actor } = ctx;
  if (actor.role === 'buddy') {
    if (named !== undefined && named !== actor.id) throw notFound();
    return { buddyId: actor.id, scope: { kind: 'all' } };
  }
  if (named === undefined) throw fieldError('id', 'validation.required');
  let visible = false;
  let scope: WalletScope;
  if (merchantId !== undefined || actor.role === 'merchant' || actor.role === 'staff') {
    const merchant = await merchantScope(ctx, merchantId);
    visible = await members.isMember(ctx.db, merchant, named);
    scope = { kind: 'merchant', merchant };
  } else if (holds(actor, 'merchants.every')) {
    visible = await members.isBuddy(ctx.db, named);
    scope = { kind: 'all' };
  } else if (isAgent(actor.role)) {
    const merchantIds = merchantsInScope(ctx);
    visible = await members.isMemberOfAny(ctx.db, merchantIds, named);
    scope = { kind: 'merchants', merchantIds };
  } else throw notFound();
  if (!visible) throw notFound();
  return { buddyId: named, scope };
}
