import {
  senToRM,
  ZCashOutBody,
  ZCashOutReply,
  ZCashOutSummaryReply,
  ZClearBalanceBody,
  ZClearBalanceRunPage,
  ZClearBalanceRunQuery,
  ZClearBalanceRunReply,
  ZErrorReply,
  ZMerchantBalancePage,
  ZMerchantBalanceQuery,
  ZPagingQuery,
} from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { say } from '../../lib/reply';
import { signedIn } from '../../plugins/context';
import settingsRoutes from '../settings/routes';
import { cashOut, cashOutSummary } from './cash-out';
import { requestClearBalance } from './clear-balance';
import * as reports from './reports';

const errors = { '4xx': ZErrorReply };
const tags = ['settlements'];

/**
 * Settlements (issue 13): merchants' redemption balances and Clear Balance (a job, jobs.ts),
 * buddies' referral rewards cashed out, and the platform payout settings (modules/settings).
 */
export default async function settlementsRoutes(app: FastifyInstance) {
  await app.register(settingsRoutes);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/report/merchant_balance',
    {
      config: { allow: 'payouts.manage' },
      schema: {
        tags,
        summary: 'Merchants owed for redeemed points: balance, clearable now, since when, due by when',
        description:
          'Clearable = owed − what pending and approved settlements already cover. `since` is the Kuala Lumpur day of the oldest redemption no settlement covers yet; `due_on` 14 Malaysian business days after it. Search by merchant name; order by name, balance, clearable or since.',
        querystring: ZMerchantBalanceQuery,
        response: { 200: ZMerchantBalancePage, ...errors },
      },
    },
    async (req) => reports.merchantBalances(req.ctx, req.query),
  );

  r.post(
    '/api/admin/report/clear_balance',
    {
      config: { allow: 'payouts.manage' },
      schema: {
        tags,
        summary: 'Clear Balance of the chosen merchants: answered at once, cleared by a job',
        description:
          'Records a run of the existing merchants among `merchant_ids` (duplicates once) and queues its job in the same transaction. Each merchant’s clearable balance becomes one merchant redemption payout item; a balance is never cleared twice. Follow the run with GET /api/admin/report/clear_balance_run?id=.',
        body: ZClearBalanceBody,
        response: { 200: ZClearBalanceRunReply, ...errors },
      },
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

  r.get(
    '/api/admin/report/clear_balance_run',
    {
      config: { allow: 'payouts.manage' },
      schema: {
        tags,
        summary:
          'A Clear Balance run’s progress: status, merchants done of total, amount cleared, items made',
        querystring: ZClearBalanceRunQuery,
        response: { 200: ZClearBalanceRunReply, ...errors },
      },
    },
    async (req) => ({ data: await reports.clearBalanceRun(req.ctx, req.query.id) }),
  );

  r.get(
    '/api/admin/report/clear_balance_runs',
    {
      config: { allow: 'payouts.manage' },
      schema: {
        tags,
        summary: 'Clear Balance runs, newest first',
        querystring: ZPagingQuery,
        response: { 200: ZClearBalanceRunPage, ...errors },
      },
    },
    async (req) => reports.clearBalanceRuns(req.ctx, req.query),
  );

  r.get(
    '/api/public/me/cash_out',
    {
      config: { allow: 'buddy.self' },
      schema: {
        tags,
        summary: 'The buddy’s referral rewards that may be cashed out, the minimum, and their cash-outs',
        description:
          'Cashable points = min(points in the wallet, referral rewards earned − points already cashed out in cash-outs not declined). At least 1,000 points (RM10.00) per cash-out.',
        response: { 200: ZCashOutSummaryReply, ...errors },
      },
    },
    async (req) => ({ data: await cashOutSummary(signedIn(req.ctx)) }),
  );

  r.post(
    '/api/public/me/cash_out',
    {
      config: { allow: 'buddy.self' },
      schema: {
        tags,
        summary: 'Cash out referral rewards to a Malaysian bank account',
        description:
          'Points (1 point = 1 sen) leave the wallet at once and become a pending payout item paid to the given bank account once approved. Refused below the minimum or above what is cashable, with the numbers. A few per buddy per day.',
        body: ZCashOutBody,
        response: { 200: ZCashOutReply, ...errors },
      },
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
