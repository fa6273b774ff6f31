import { calls } from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import { bearerToken } from '../../../lib/reply';
import { routesOf } from '../../../lib/route';
import { signedIn } from '../../../plugins/context';
import { allows, boardPermission } from '../../../policy';
import { actorByToken } from '../../auth/sessions';
import { orderDetail } from './detail';
import { boardFilter, displayOrder, orderListing } from './service';
import { type BoardStreamOptions, type BoardStreams, createBoardStreams } from './stream';

/** The restaurant's side of orders, read: the boards, their live stream, the listing and the detail. */
export default async function boardRoutes(app: FastifyInstance, opts: BoardStreamOptions = {}) {
  const route = routesOf(app, ['orders']);
  let streams: BoardStreams | undefined;
  app.addHook('preClose', async () => {
    await streams?.close();
  });

  route(
    calls.board.displayOrders,
    {
      allow: 'orders.view',
      summary: "A board's orders with their lines: live orders, kitchen, ready to serve, history",
      description:
        "`type` 'order' (the cashier's, default): today's (Kuala Lumpur) orders that are unpaid, " +
        "or paid with food still open, newest first. 'kitchen': orders with lines to cook (paid, or " +
        "unpaid counter orders where the store has ready_to_process), oldest first; 'serve': orders " +
        'with lines ready to serve, oldest first; both from yesterday on unless a date range is ' +
        "given. 'history': every order placed in startDate..endDate (default today). `station` " +
        "keeps only the lines of that sub printer's categories, and orders having one. `remark` " +
        'is a payment status or an order status; `search` an order number, receipt number or ' +
        "table name. 'order' and 'history' need the cashier's access, 'kitchen' the kitchen's, " +
        "'serve' the waiters' (403 otherwise). Admins may name a merchant_id; without one they " +
        "see every merchant's. Another merchant's station is 404.",
    },
    async (req) => displayOrder(signedIn(req.ctx), req.query),
  );

  route(
    calls.board.events,
    {
      allow: 'orders.view',
      summary: 'A board, live (Server-Sent Events)',
      description:
        'Same query as GET /api/admin/display_order; send `Accept: text/event-stream`. The stream ' +
        'opens with `event: resync` (load the page now; no change after it is missed), then ' +
        'sends `event: order` with data `{order, in_view}` whenever an order of the board’s ' +
        'merchant changes on any API instance: the order as the board shows it, and whether it ' +
        'belongs on this board now (false: take it off). `resync` comes again when the server ' +
        'may have missed changes. `: heartbeat` every 25 s; `retry: 3000`. At most 20 open ' +
        'streams per user per API instance (429 beyond).',
    },
    async (req, reply) => {
      const ctx = signedIn(req.ctx);
      const filter = await boardFilter(ctx, req.query);
      streams ??= createBoardStreams(ctx.database, app.log, opts);
      const release = streams.admit(ctx.actor.id);
      try {
        // Listening first: a change made between the client's page read and LISTEN would be missed.
        await streams.listen();
      } catch (err) {
        release();
        throw err;
      }
      // Asked again at every heartbeat: signing out or losing access ends the board.
      const token = bearerToken(req);
      const allowed = async () => {
        const now = await actorByToken(ctx.db, token);
        return now?.id === ctx.actor.id && allows(now, boardPermission[filter.type]);
      };
      reply.hijack();
      streams.open(filter, reply.raw, release, allowed);
    },
  );

  route(
    calls.board.list,
    {
      allow: 'orders.board',
      summary: 'Orders without their lines, paged, by the day they were placed',
      description:
        '`payment_status` filters; `search` matches the order number, receipt number or table ' +
        "name. Admins see every merchant's orders or a merchant_id's; others their own.",
    },
    async (req) => orderListing(signedIn(req.ctx), req.query),
  );

  route(
    calls.board.detail,
    {
      allow: 'orders.board',
      summary: 'One order in full: lines, payments and their attempts, refunds, prints, history',
      description: "Another merchant's order is 404.",
    },
    async (req) => ({ data: await orderDetail(signedIn(req.ctx), req.params.id) }),
  );
}
