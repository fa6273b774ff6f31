import type { SQL } from 'drizzle-orm';
import type { ActorCtx } from '../../../plugins/context';
import { userScope } from '../../../policy';
import { checkCommissionAgent } from '../../../policy/reports';
import { type GroupedOptions, groupedPage, groupedRows } from '../query';
import type { ReportHandler, ReportRequest } from '../types';
import { cashbackHistory } from './books/cashback-history';
import { accountFamilies } from './books/families';
import {
  accountingNetwork,
  accountingOfMerchant,
  agentCommissionRows,
  agentsIn,
  redemptionRows,
} from './books/ledger-sql';
import { cashbackSummaryRows, referralBonusRows } from './books/rewards-sql';

/** A report that is one grouped SELECT: query.ts pages, totals, charts and exports it. */
const grouped = (
  build: (ctx: ActorCtx, req: ReportRequest) => SQL | Promise<SQL>,
  opts?: GroupedOptions,
): ReportHandler => ({
  page: async (ctx, req) => groupedPage(ctx.db, req, await build(ctx, req), opts),
  async *rows(ctx, req) {
    yield* groupedRows(ctx.db, req, await build(ctx, req));
  },
});

function accounting(_ctx: ActorCtx, req: ReportRequest): SQL {
  // `type` was checked against the catalogue's families (ledgerAccountFamilies) by reportRequest.
  const family = req.query.type;
  if (req.scope.kind === 'merchant')
    return accountingOfMerchant(req.range, req.scope.merchantId, family ? [family] : accountFamilies);
  return accountingNetwork(req.range, family);
}

const commissionSums = {
  sum: ['accrued_sen', 'clawed_back_sen', 'adjusted_sen', 'paid_sen', 'declined_sen', 'owed_sen'],
};

/**
 * The agents whose commission the caller may read (admins every agent, an agent itself and its
 * downline's), narrowed by `id` to one of them: anyone else's is 404. `merchant_id` is not a
 * filter of this report, so the caller's own people scope decides, never a merchant's.
 */
async function agentCommission(ctx: ActorCtx, req: ReportRequest): Promise<SQL> {
  const people = userScope(ctx.actor);
  const id = req.query.id;
  if (id !== undefined) await checkCommissionAgent(ctx, id);
  return agentCommissionRows(req.range, agentsIn(people, ctx.actor.id), id);
}

/** The platform's books: the ledger, buddies' rewards, agents' commissions, merchants' redemptions. */
export const booksReports = {
  accounting: grouped(accounting),
  cashback_summary: grouped((_ctx, req) => cashbackSummaryRows(req.range, req.scope)),
  cashback_history: cashbackHistory,
  referral_bonus: grouped((_ctx, req) => referralBonusRows(req.range, req.scope), {
    sum: ['parts', 'points', 'reversed_points', 'net_points'],
  }),
  agent_commission: grouped(agentCommission, commissionSums),
  redemption_settlement: grouped((_ctx, req) => redemptionRows(req.range, req.scope), {
    sum: ['redeemed_sen', 'returned_sen', 'adjusted_sen', 'settled_sen', 'owed_sen'],
  }),
} satisfies Record<string, ReportHandler>;
