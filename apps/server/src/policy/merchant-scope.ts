import { hasOwnStore, merchantAccess } from '@meja/contracts';
import { AppError, fieldError, notFound } from '../lib/errors';
import type { ActorCtx } from '../plugins/context';
import { holds, type OrderScope, orderScope } from '../policy';
import { isVisible } from './people';
import type { MerchantScope } from './scope';

export type { MerchantScope } from './scope';

const scope = (merchantId: number) => ({ merchantId }) as MerchantScope;

/**
 * The merchant a call acts on: the owner's own, the staff member's employer, or, for admins and
 * agents, the `merchant_id` they name, if they may see it. Another tenant's merchant is "not found".
 */
export async function merchantScope(ctx: ActorCtx, requested?: number): Promise<MerchantScope> {
  const { actor } = ctx;
  if (actor.role === 'merchant') {
    if (requested !== undefined && requested !== actor.id) throw notFound();
    return scope(actor.id);
  }
  if (actor.role === 'staff') {
    if (actor.merchantId === null) throw new AppError('forbidden');
    if (requested !== undefined && requested !== actor.merchantId) throw notFound();
    return scope(actor.merchantId);
  }
  if (merchantAccess(actor.role) === 'named') {
    if (requested === undefined) throw fieldError('merchant_id', 'validation.required');
    if (!(await isVisible(ctx, requested, 'merchant'))) throw notFound();
    return scope(requested);
  }
  throw new AppError('forbidden');
}

/**
 * The scope for one row named by its id alone. Merchants and their staff act on their own
 * merchant (another's row is then not found under it); admins and agents name no merchant, so
 * `ownerOf` reads whose row it is (its merchant_id, nothing else) and that merchant is decided on.
 */
export async function rowScope(
  ctx: ActorCtx,
  ownerOf: () => Promise<number | null | undefined>,
): Promise<MerchantScope> {
  if (hasOwnStore(ctx.actor.role)) return merchantScope(ctx);
  const owner = await ownerOf();
  if (owner === null || owner === undefined) throw notFound();
  return merchantScope(ctx, owner);
}

/**
 * Figures over rows of every merchant (how many foods show a stock photo): an admin's cover them
 * all (no scope), anyone else's only their own merchant's.
 */
export const figuresScope = async (ctx: ActorCtx): Promise<MerchantScope | undefined> =>
  holds(ctx.actor, 'merchants.every') ? undefined : merchantScope(ctx);

/**
 * The merchant of a listing that may span merchants (order boards, tickets): the caller's own, or
 * the one named; an admin naming none reads every merchant's (undefined).
 */
export async function merchantOrEvery(ctx: ActorCtx, requested?: number): Promise<number | undefined> {
  if (holds(ctx.actor, 'merchants.every') && requested === undefined) return undefined;
  return (await merchantScope(ctx, requested)).merchantId;
}

/** Whose orders the dashboard's figures are of: the caller's scope, or one merchant of it that it names. */
export async function dashboardScope(ctx: ActorCtx, merchantId?: number): Promise<OrderScope> {
  if (merchantId === undefined) return orderScope(ctx.actor);
  return { merchantId: (await merchantScope(ctx, merchantId)).merchantId };
}
