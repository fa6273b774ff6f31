import type { TDashboard } from '@meja/contracts';
import type { ActorCtx } from '../../plugins/context';
import { userScope } from '../../policy';
import { countByRole } from '../users/repository';

/**
 * People counts come from the caller's scope. Orders do not exist yet (the orders issue adds
 * them), so their figures are zero until then.
 */
export async function dashboard(ctx: ActorCtx): Promise<TDashboard> {
  const byRole = await countByRole(ctx.db, userScope(ctx.actor));
  return {
    transactions: 0,
    sales_sen: 0,
    complete: 0,
    processing: 0,
    unpaid: 0,
    merchants: byRole.merchant ?? 0,
    agents: (byRole.master_agent ?? 0) + (byRole.mentor ?? 0) + (byRole.agent ?? 0),
    buddies: byRole.buddy ?? 0,
  };
}
