import { senToRM, type TAttentionOrder, type TDashboard } from '@meja/contracts';
import type { ActorCtx } from '../../plugins/context';
import { orderScope } from '../../policy';
import { countByRole } from '../users/service';
import { attentionOrders } from './repository';

async function attention(ctx: ActorCtx): Promise<TAttentionOrder[]> {
  const rows = await attentionOrders(ctx.db, orderScope(ctx.actor), 50);
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
  const byRole = await countByRole(ctx);
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
