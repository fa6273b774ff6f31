import type { Role } from '@meja/contracts';
import * as users from '../modules/users/repository';
import type { ActorCtx } from '../plugins/context';
import { userScope } from '../policy';

/** Whether the caller may see this account (of this role or roles, if given): its people scope holds it. */
export const isVisible = (ctx: ActorCtx, id: number, role?: Role | readonly Role[]) =>
  users.isVisible(ctx.db, userScope(ctx.actor), id, role);

/** The merchants the caller's people scope covers, as a subquery for `merchant_id in (...)`. */
export const merchantsInScope = (ctx: ActorCtx) => users.merchantIdsIn(ctx.db, userScope(ctx.actor));
