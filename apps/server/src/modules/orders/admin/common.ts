import { type MessageKey, paymentStatuses, translate } from '@meja/contracts';
import { AppError, notFound } from '../../../lib/errors';
import type { ActorCtx } from '../../../plugins/context';
import { rowScope } from '../../../policy/merchant-scope';
import { ownerOfOrder } from '../repository';
import * as repo from './repository';

/**
 * The order a cashier's or kitchen's call names, if the caller's merchant's: merchants and staff
 * reach their own, admins any; another merchant's order is not found (404), never its data.
 */
export async function scopedOrder(ctx: ActorCtx, id: number) {
  const scope = await rowScope(ctx, () => ownerOfOrder(ctx.db, id));
  const order = await repo.orderIn(ctx.db, scope, id);
  if (!order) throw notFound();
  return order;
}

/** A payment status in the caller's language ("voided", "已作废"), for the reasons of refusals. */
export function statusLabel(ctx: Pick<ActorCtx, 'locale'>, status: string) {
  if (!(paymentStatuses as readonly string[]).includes(status)) return status;
  return translate(ctx.locale, `order_admin.status.${status}` as MessageKey);
}

/** A 409 whose message names the order's status in the caller's language. */
export const refusedFor = (ctx: Pick<ActorCtx, 'locale'>, key: MessageKey, status: string) =>
  new AppError('conflict', key, undefined, { status: statusLabel(ctx, status) });
