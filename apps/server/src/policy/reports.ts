import { agentRoles, type ReportAudience } from '@meja/contracts';
import { AppError, notFound } from '../lib/errors';
import type { ReportScope } from '../modules/reports/types';
import type { ActorCtx } from '../plugins/context';
import { isAgent, userScope } from '../policy';
import { merchantScope } from './merchant-scope';
import { isVisible, merchantsInScope } from './people';

/**
 * Whose figures a report call reads (PRODUCT.md "Who uses it"): a merchant report one merchant
 * (policy/merchant-scope.ts: the owner's own, else the `merchant_id` the caller may see, else
 * 404); a network report an admin's every merchant or an agent's downline, narrowed to one
 * `merchant_id` the caller may see. The route's permission already let the caller in.
 */
export async function reportScope(
  ctx: ActorCtx,
  audience: Exclude<ReportAudience, 'payouts'>,
  merchantId: number | undefined,
): Promise<ReportScope> {
  if (audience === 'merchant')
    return { kind: 'merchant', merchantId: (await merchantScope(ctx, merchantId)).merchantId };
  const people = userScope(ctx.actor);
  if (people.kind === 'none') throw new AppError('forbidden');
  if (merchantId !== undefined) {
    if (!(await isVisible(ctx, merchantId, 'merchant'))) throw notFound();
    return { kind: 'merchant', merchantId };
  }
  return {
    kind: 'network',
    people,
    merchants: people.kind === 'all' ? undefined : merchantsInScope(ctx),
  };
}

/**
 * The agent whose commission the caller names (`id`): itself if it is an agent, else one its
 * people scope holds (admins every agent, an agent its downline's); anyone else's is 404.
 */
export async function checkCommissionAgent(ctx: ActorCtx, id: number): Promise<void> {
  const self = id === ctx.actor.id && isAgent(ctx.actor.role);
  if (!self && !(await isVisible(ctx, id, agentRoles))) throw notFound();
}
