import { isVisible } from '../modules/users/repository';
import type { ActorCtx } from '../plugins/context';
import { isAgent, userScope } from '../policy';
import { AppError, fieldError, notFound } from './errors';

/**
 * The merchant (its owner's user id) a merchant-scoped call acts on: the owner's own, the staff
 * member's employer, or, for admins and agents, the `merchant_id` they name, if they may see it.
 * Another tenant's merchant is "not found".
 */
export async function merchantOf(ctx: ActorCtx, requested?: number): Promise<number> {
  const { actor } = ctx;
  if (actor.role === 'merchant') {
    if (requested !== undefined && requested !== actor.id) throw notFound();
    return actor.id;
  }
  if (actor.role === 'staff') {
    if (actor.merchantId === null) throw new AppError('forbidden');
    if (requested !== undefined && requested !== actor.merchantId) throw notFound();
    return actor.merchantId;
  }
  if (actor.role === 'admin' || isAgent(actor.role) || actor.role === 'sub_agent') {
    if (requested === undefined) throw fieldError('merchant_id', 'validation.required');
    if (!(await isVisible(ctx.db, userScope(actor), requested, 'merchant'))) throw notFound();
    return requested;
  }
  throw new AppError('forbidden');
}
