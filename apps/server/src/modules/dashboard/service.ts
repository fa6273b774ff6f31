import { senToRM, type TAttentionOrder, type TDashboard } from '@meja/contracts';
import type { ActorCtx } from '../../plugins/context';
import { userScope } from '../../policy';
import { countByRole } from '../users/repository';
import { attentionOrders, type OrderScope } from './repository';

/** Merchants and their staff see their own store's orders; admins and agents those of their merchants. */
function orderScope(ctx: ActorCtx): OrderScope {
  const { actor } = ctx;
  if (actor.role === 'merchant') return { merchantId: actor.id };
  if (actor.role === 'staff') return { merchantId: actor.merchantId ?? 0 };
  return { people: userScope(actor) };
}

async function attention(ctx: ActorCtx): Promise<TAttentionOrder[]> {
  const rows = await attentionOrders(ctx.db, orderScope(ctx), 50);
  return rows.map((r) => ({
    id: r.id,
    merchant_id: r.merchantId,
    store_name: r.storeName ?? '',
    receipt_no: r.receiptNo,
    table_name: r.tableName,
    paid_twice: r.paidTwiceSen > 0,
    stock_short: r.stockShort,
    give_back_sen: r.paidTwiceSen,
    give_back: senToRM(r.paidTwiceSen),
    total_sen: r.totalSen,
    updated_at: r.updatedAt.toISOString(),
  }));
}

/**
 * People counts come from the caller's scope, as do the orders needing attention (paid twice,
 * paid short of stock). The order figures stay zero until the order screens' issue adds them.
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
    attention: await attention(ctx),
  };
}
