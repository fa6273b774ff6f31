import { calls, type TOrder } from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import { say } from '../../lib/reply';
import { routesOf } from '../../lib/route';
import type { Ctx } from '../../plugins/context';
import { createLiveOrders, type LiveOrders, type LiveOrdersOptions } from './live';
import { payAtCounter } from './pay-at-counter';
import { createOrdering, getOrder, type OrderingOptions } from './place';
import { payShareWithPoints, splitByDiner } from './split-bill';
import { tableBill } from './tab';

export type OrderRoutesOptions = OrderingOptions & LiveOrdersOptions;

/** The diner's side of orders: price a cart, place an order, follow it (all public). */
export default async function orderRoutes(app: FastifyInstance, opts: OrderRoutesOptions) {
  const route = routesOf(app, ['orders']);
  const ordering = createOrdering(opts);
  // The app's live order pages, listening on its database from the first stream on.
  let live: LiveOrders | undefined;
  const liveOf = (ctx: Ctx) => {
    live ??= createLiveOrders(ctx.database, app.log, opts);
    return live;
  };
  // Before the server stops taking connections: open streams would otherwise hold it up.
  app.addHook('preClose', async () => {
    await live?.close();
  });

  route(
    calls.orders.price,
    {
      allow: 'public',
      summary: "Price a cart at a table's store",
      description:
        'Re-prices every line from the menu as it is now (prices a client sends are never read): ' +
        'subtotal, service charge, SST (6% of subtotal and service charge), total, each rounded ' +
        'half-up to the sen, and whether FPX may be chosen. Foods sold out or not offered now ' +
        'are refused, all named in one message (field `lines`); option problems are errors on ' +
        '`lines.N.options`. An unknown table token is 404.',
    },
    async (req) => ({ data: await ordering.price(req.ctx, req.params.token, req.body) }),
  );

  route(
    calls.orders.place,
    {
      allow: 'public',
      summary: 'Place an order at a table (idempotent)',
      description:
        'The cart is priced as by /price and the order stored unpaid with its breakdown. The ' +
        '`Idempotency-Key` header (8–100 characters, e.g. a UUID made when the diner taps ' +
        '"Place order") is required: sending the same key and body again answers the same ' +
        'order (200) instead of placing another (201); the same key with a different body is ' +
        '409. A signed-in buddy’s bearer token links the order to the buddy. FPX is refused ' +
        'when the store hides it for this total, and online channels when the store has no payment ' +
        'gateway. Limited foods are taken at once: when another order took the last ones first, ' +
        'the order is refused with how many are left (on `lines.N.quantity`). An online order ' +
        'left unpaid for 15 minutes expires and gives its foods back; `counter` orders stay ' +
        'unpaid for the cashier. At most 30 orders per table and 60 per address in 10 minutes (429). ' +
        'In a store paid at the end (`dine_in_payment` `end`) the cart is a round of the table’s ' +
        'open bill, opened by its first round: the reply is the bill (`tab`, its `rounds`, every ' +
        'line’s `round_no`), the same for every diner at the table; any channel is taken as paying ' +
        'at the end, the bill never expires, `points` are refused (used when the bill is paid), and ' +
        'a round while an online payment of the bill is pending is 409 `tab_being_paid`.',
    },
    async (req, reply) => {
      const key = req.headers['idempotency-key'];
      const { order, created } = await ordering.place(req.ctx, req.params.token, req.body, key);
      return reply.code(created ? 201 : 200).send({ data: order, message: say(req, 'success.order_placed') });
    },
  );

  route(
    calls.orders.tableBill,
    {
      allow: 'public',
      summary: "The table's open bill (a store paid at the end)",
      description:
        'Whether the store is paid first (`first`: each order on its own) or at the end (`end`: ' +
        "every round joins the table's open bill), and the open bill if the table has one: its " +
        'token (the bill is an order: GET /api/public/orders/{orderToken}), running total, when ' +
        'its first round was ordered and how many rounds it has. An unknown table token is 404.',
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await tableBill(req.ctx, req.params.token) };
    },
  );

  route(
    calls.orders.get,
    {
      allow: 'public',
      summary: 'An order by its own token (the order page)',
      description:
        'Receipt number (once paid), payment status, lines with their food status, totals and ' +
        'the order’s status summary. The token is the order’s own: any other is 404.',
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await getOrder(req.ctx, req.params.orderToken) };
    },
  );

  route(
    calls.orders.payAtCounter,
    {
      allow: 'public',
      summary: 'Pay an unpaid online order at the counter instead (after a failed online payment)',
      description:
        'The order becomes a counter order, as if placed with `counter`: it no longer expires, it ' +
        "waits on the cashier's board (live), and where the store cooks before payment its lines go " +
        'to the kitchen. Idempotent, the order token being the key: sent again, it answers the same ' +
        'order (200) and changes nothing; a counter order answers as it is. A paid (or refunded) ' +
        'order is 409 `order_already_paid`, an expired one 409 `order_expired`, a void one 409 ' +
        '`order_voided`; any other token is 404.',
    },
    async (req) => {
      const { order, changed } = await payAtCounter(req.ctx, req.params.orderToken);
      return { data: order, ...(changed ? { message: say(req, 'success.pay_at_counter') } : {}) };
    },
  );

  route(
    calls.orders.events,
    {
      allow: 'public',
      summary: 'An order, live (Server-Sent Events)',
      description:
        'A `text/event-stream`: an `order` event whose data is the order (as GET ' +
        '/api/public/orders/{orderToken}) at once and again after every change, made on any ' +
        'API instance; `: heartbeat` comments every 25 s. The stream ends when the server shuts ' +
        'down; browsers reconnect by themselves (`retry: 3000`). An unknown token is 404 (JSON). ' +
        'One address may hold at most 10 open streams per API instance (429 beyond).',
    },
    async (req, reply) => {
      const live = liveOf(req.ctx);
      const release = live.admit(req.ctx.ip);
      let order: TOrder;
      try {
        // Listening first: a change made between the first read and LISTEN would be missed.
        await live.listen();
        order = await getOrder(req.ctx, req.params.orderToken);
      } catch (err) {
        release();
        throw err;
      }
      reply.hijack();
      live.open(order.token, reply.raw, release);
    },
  );

  route(
    calls.orders.splitBill,
    {
      allow: 'public',
      summary: 'A diner splits the unpaid bill into shares from their phone',
      description:
        'Issue 29: as staff split it (POST /api/admin/order/{id}/split, the same body and refusals), ' +
        'by the bill’s own token (the table’s diners hold it). Answers the bill with its `shares`, ' +
        'each with the token of its own page, where it is paid. Undoing a split is the staff’s.',
    },
    async (req) => {
      await splitByDiner(req.ctx, req.params.orderToken, req.body);
      return {
        data: await getOrder(req.ctx, req.params.orderToken),
        message: say(req, 'success.bill_split'),
      };
    },
  );

  route(
    calls.orders.payShareWithPoints,
    {
      allow: 'public',
      summary: 'A signed-in buddy pays a share of a split bill with points',
      description:
        'Issue 29: `points` (1 point = 1 sen, at most the share’s total and what the buddy holds: ' +
        '400 on `points`) are taken for the share, which becomes the buddy’s (points and cashback ' +
        'it earns go to them); covering the share they pay it at once, else the rest is paid online ' +
        'or at the counter. Signed out is 400 `points_sign_in`; an order that is no share 409 ' +
        '`share_points_only`; a share not unpaid 409 `share_not_open`, with points already 409 ' +
        '`share_points_once`, another buddy’s 409 `share_other_buddy`, being paid online 409 ' +
        '`split_being_paid`. An unknown token is 404.',
    },
    async (req) => {
      await payShareWithPoints(req.ctx, req.params.orderToken, req.body.points);
      return {
        data: await getOrder(req.ctx, req.params.orderToken),
        message: say(req, 'success.share_points'),
      };
    },
  );
}
