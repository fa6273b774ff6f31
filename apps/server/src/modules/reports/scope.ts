import type { ReportAudience } from '@meja/contracts';
import { type AnyColumn, eq, inArray, type SQL } from 'drizzle-orm';
import { AppError, notFound } from '../../lib/errors';
import type { ActorCtx } from '../../plugins/context';
import { userScope } from '../../policy';
import { merchantScope } from '../../policy/merchant-scope';
import { isVisible, merchantIdsIn } from '../users/service';
import type { ReportScope } from './types';

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
    merchants: people.kind === 'all' ? undefined : merchantIdsIn(ctx.db, people),
  };
}

/** `column` narrowed to the scope's merchants (undefined: every merchant). */
export function inScope(column: AnyColumn, scope: ReportScope): SQL | undefined {
  if (scope.kind === 'merchant') return eq(column, scope.merchantId);
  return scope.merchants === undefined ? undefined : inArray(column, scope.merchants);
}
