import { and, eq, type SQL } from 'drizzle-orm';
import { payoutItems } from '../db/schema';
import { AppError } from '../lib/errors';
import { type Actor, holds, isAgent } from '../policy';

/**
 * Who sees which payout items (PRODUCT.md "Who uses it"): admins all; an agent of any rank the
 * items paid to themselves; a merchant its own redemption settlements. Anything else is not found.
 * A condition on payout_items (undefined: every item).
 */
export function payoutItemScope(actor: Actor): SQL | undefined {
  if (holds(actor, 'payouts.manage')) return undefined;
  if (isAgent(actor.role)) return eq(payoutItems.beneficiaryId, actor.id);
  if (actor.role === 'merchant')
    return and(eq(payoutItems.kind, 'merchant_redemption'), eq(payoutItems.merchantId, actor.id));
  throw new AppError('forbidden');
}
