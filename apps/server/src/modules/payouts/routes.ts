import { calls, type MessageKey, type PayoutAction, payoutReportNames } from '@meja/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { say } from '../../lib/reply';
import { routesOf } from '../../lib/route';
import { signedIn } from '../../plugins/context';
import { payoutFile } from './bank-file';
import { itemsAfter, listReport, payoutDetail } from './reports';
import * as service from './service';

const idsOf = (b: { id?: number; ids?: number[] }) => [
  ...(b.id === undefined ? [] : [b.id]),
  ...(b.ids ?? []),
];

/**
 * Payout items (issue 13, docs/adr/0014-payouts.md): commissions accrue into them and sales count
 * towards the recruitment allowance in the paid and refund steps (order-steps.ts); the admin
 * report routes list, approve, decline, adjust and flag them paid out, and write the bank file.
 * Every report name is its own static route, so other reports (issue 14) add theirs beside these.
 */
export default async function payoutsRoutes(app: FastifyInstance) {
  const route = routesOf(app, ['payouts']);

  for (const report of payoutReportNames)
    route(
      calls.payouts.reports[report],
      {
        allow: 'payouts.read',
        summary: `Payout items: ${report}`,
        description:
          'Paged, newest first; the date range is on when the item was made. `type` narrows to one ' +
          'kind of the report, `filter_status` to a status, `merchant_id` to a merchant, `id` to a ' +
          'beneficiary, `commission_payout_id` / `redemption_id` to one item. `total_payable` sums ' +
          'every row the filters keep. Admins see all; agents their own; merchants their redemptions.',
      },
      async (req) => listReport(signedIn(req.ctx), report, req.query),
    );

  route(
    calls.payouts.item,
    {
      allow: 'payouts.read',
      summary: 'One payout item with its lines and its history',
      description:
        'Lines: the orders a commission accrued from (and refunds that took part back). Another’s item is 404.',
    },
    async (req) => ({ data: await payoutDetail(signedIn(req.ctx), req.params.id) }),
  );

  const action = (
    action: PayoutAction,
    summary: string,
    run: (req: FastifyRequest, ids: number[]) => Promise<{ ids: number[]; message: string }>,
  ) =>
    route(calls.payouts.actions[action], { allow: 'payouts.manage', summary }, async (req) => {
      const done = await run(req, idsOf(req.body));
      return { data: await itemsAfter(signedIn(req.ctx), done.ids), message: done.message };
    });
  const counted = (req: FastifyRequest, key: MessageKey) => (r: { ids: number[]; changed: number }) => ({
    ids: r.ids,
    message: say(req, key, { count: r.changed }),
  });

  action(
    'approve_payout',
    'Approve pending items (copies the bank details; refused without them)',
    (req, ids) => service.approve(signedIn(req.ctx), ids).then(counted(req, 'success.payout_approved')),
  );
  action('decline_payout', 'Decline pending or approved items, with a reason', (req, ids) =>
    service
      .decline(signedIn(req.ctx), ids, (req.body as { reason?: string }).reason)
      .then(counted(req, 'success.payout_declined')),
  );
  action(
    'payout_adjustment',
    'Set the adjustment (signed RM, with a reason) of pending or approved items',
    (req, ids) => {
      const body = req.body as { amount?: string | number; reason?: string };
      return service.adjust(signedIn(req.ctx), ids, body.amount, body.reason).then((r) => ({
        ids: r.ids,
        message: say(
          req,
          r.allowance ? 'success.payout_allowance_updated' : 'success.payout_adjustment_updated',
        ),
      }));
    },
  );

  route(
    calls.payouts.flagPaid,
    { allow: 'payouts.manage', summary: 'Flag approved items as paid out (completed)' },
    async (req) => {
      const ctx = signedIn(req.ctx);
      const done = await service.complete(ctx, idsOf(req.body), req.body.reason);
      return {
        data: await itemsAfter(ctx, done.ids),
        message: say(req, 'success.payout_completed', { count: done.changed }),
      };
    },
  );

  route(
    calls.payouts.bankFile,
    {
      allow: 'payouts.manage',
      summary: 'Approved items as a bank’s bulk payment upload (CSV)',
      description:
        '`format`: maybank, cimb, public_bank or duitnow; `type` one kind; `ids` comma-separated item ids. ' +
        'Only approved (done) items; none is a 409.',
    },
    async (req, reply) => {
      const file = await payoutFile(signedIn(req.ctx), req.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.csv);
    },
  );
}
