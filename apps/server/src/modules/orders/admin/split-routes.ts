import { calls } from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import { say } from '../../../lib/reply';
import { routesOf } from '../../../lib/route';
import { signedIn } from '../../../plugins/context';
import { orderDetail } from '../board/detail';
import { splitIntoShares, undoSplit } from '../split-bill';
import { scopedOrder } from './common';

/** Staff splitting a bill into shares and undoing it (issue 29, docs/adr/0026-bill-shares.md). */
export default async function splitRoutes(app: FastifyInstance) {
  const route = routesOf(app, ['orders']);

  route(
    calls.orderAdmin.splitBill,
    {
      allow: 'orders.split',
      summary: 'Split an unpaid bill into shares',
      description:
        'Issue 29: equally into `shares` (2–20), by lines (`shares`: each share’s lines and ' +
        'quantities; a line of 3 may go 1 + 2; every line in exactly one share) or by amounts ' +
        '(`shares`: RM amounts adding up to the total). Service charge and SST are shared so every ' +
        'component adds up to the bill to the sen, the rounding difference on `rounding_share` (by ' +
        'default the largest, or the first of an equal split). Each share is an order of its own ' +
        '(`shares[].token` opens its page), paid on its own online, with points or at the counter; ' +
        'the bill becomes `split`. Refused: a plan that does not fit the bill (400 on `shares` or ' +
        '`rounding_share`), a bill not unpaid (409 `split_not_open`), placed to be paid online ' +
        '(409 `split_online`), with points (409 `split_points`), being paid (409 ' +
        '`split_being_paid`), a share (409 `split_share`). Another merchant’s order is 404.',
    },
    async (req) => {
      const ctx = signedIn(req.ctx);
      const order = await scopedOrder(ctx, req.params.id);
      await splitIntoShares(ctx, order.id, req.body, ctx.actor.id);
      return { data: await orderDetail(ctx, order.id), message: say(req, 'success.bill_split') };
    },
  );

  route(
    calls.orderAdmin.unsplitBill,
    {
      allow: 'orders.split',
      summary: 'Undo a split while no share is paid',
      description:
        'The shares are voided and the bill is unpaid again, one bill. Refused once a share is ' +
        'paid (409 `unsplit_paid`) or being paid online or with points (409 `unsplit_paying`); a ' +
        'bill that is not split is 409 `unsplit_not_split`. Another merchant’s order is 404.',
    },
    async (req) => {
      const ctx = signedIn(req.ctx);
      const order = await scopedOrder(ctx, req.params.id);
      await undoSplit(ctx, order.id, ctx.actor.id);
      return { data: await orderDetail(ctx, order.id), message: say(req, 'success.bill_unsplit') };
    },
  );
}
