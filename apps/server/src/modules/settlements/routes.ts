import { calls, senToRM } from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import { say } from '../../lib/reply';
import { routesOf } from '../../lib/route';
import { signedIn } from '../../plugins/context';
import settingsRoutes from '../settings/routes';
import { cashOut, cashOutSummary } from './cash-out';
import { requestClearBalance } from './clear-balance';
import * as reports from './reports';

/**
 * Settlements (issue 13): merchants' redemption balances and Clear Balance (a job, jobs.ts),
 * buddies' referral rewards cashed out, and the platform payout settings (modules/settings).
 */
export default async function settlementsRoutes(app: FastifyInstance) {
  await app.register(settingsRoutes);
  const route = routesOf(app, ['settlements']);

  route(
    calls.settlements.merchantBalance,
    {
      allow: 'payouts.manage',
      summary: 'Merchants owed for redeemed points: balance, clearable now, since when, due by when',
      description:
        'Clearable = owed − what pending and approved settlements already cover. `since` is the Kuala Lumpur day of the oldest redemption no settlement covers yet; `due_on` 14 Malaysian business days after it. Search by merchant name; order by name, balance, clearable or since.',
    },
    async (req) => reports.merchantBalances(req.ctx, req.query),
  );

  route(
    calls.settlements.clearBalance,
    {
      allow: 'payouts.manage',
      summary: 'Clear Balance of the chosen merchants: answered at once, cleared by a job',
      description:
        'Records a run of the existing merchants among `merchant_ids` (duplicates once) and queues its job in the same transaction. Each merchant’s clearable balance becomes one merchant redemption payout item; a balance is never cleared twice. Follow the run with GET /api/admin/report/clear_balance_run?id=.',
    },
    async (req) => {
      const ctx = signedIn(req.ctx);
      const runId = await requestClearBalance(ctx, req.body.merchant_ids);
      return {
        data: await reports.clearBalanceRun(ctx, runId),
        message: say(req, 'success.clear_balance_requested'),
      };
    },
  );

  route(
    calls.settlements.clearBalanceRun,
    {
      allow: 'payouts.manage',
      summary: 'A Clear Balance run’s progress: status, merchants done of total, amount cleared, items made',
    },
    async (req) => ({ data: await reports.clearBalanceRun(req.ctx, req.query.id) }),
  );

  route(
    calls.settlements.clearBalanceRuns,
    { allow: 'payouts.manage', summary: 'Clear Balance runs, newest first' },
    async (req) => reports.clearBalanceRuns(req.ctx, req.query),
  );

  route(
    calls.settlements.cashOutSummary,
    {
      allow: 'buddy.self',
      summary: 'The buddy’s referral rewards that may be cashed out, the minimum, and their cash-outs',
      description:
        'Cashable points = min(points in the wallet, referral rewards earned − points already cashed out in cash-outs not declined). At least 1,000 points (RM10.00) per cash-out.',
    },
    async (req) => ({ data: await cashOutSummary(signedIn(req.ctx)) }),
  );

  route(
    calls.settlements.cashOut,
    {
      allow: 'buddy.self',
      summary: 'Cash out referral rewards to a Malaysian bank account',
      description:
        'Points (1 point = 1 sen) leave the wallet at once and become a pending payout item paid to the given bank account once approved. Refused below the minimum or above what is cashable, with the numbers. A few per buddy per day.',
    },
    async (req) => {
      const data = await cashOut(signedIn(req.ctx), req.body);
      return {
        data,
        message: say(req, 'success.cash_out_requested', {
          points: data.points,
          amount: senToRM(data.amount_sen),
        }),
      };
    },
  );
}
