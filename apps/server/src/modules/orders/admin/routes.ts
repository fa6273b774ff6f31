import { calls, kitchenRecallMinutes } from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import { say } from '../../../lib/reply';
import { routesOf } from '../../../lib/route';
import { signedIn } from '../../../plugins/context';
import { boardOrder, orderDetail } from '../board/detail';
import { createOrdering, type OrderingOptions } from '../place';
import { toggleClaim } from './claim';
import { fire } from './fire';
import { giveBack } from './give-back';
import { setGuests } from './guests';
import { addLines, keyIn, keyInPrice, setTakeAway } from './key-in';
import { keyInMenu, stations } from './key-in-menu';
import { moveFoodStatus } from './kitchen';
import { mergeBills, moveBill, moveLines } from './moves';
import { toggleOrderStatus } from './payment';
import { recallList, recallTicket } from './recall';
import { refundQuote } from './refund';

const done = {
  paid: 'success.order_marked_paid',
  void: 'success.order_voided',
  refund: 'success.order_refunded',
} as const;

/**
 * The restaurant's actions on orders (issue 11): the cashier's payment actions and claims, the
 * kitchen's and waiters' food status, staff keying in orders and adding items. Each answers the
 * order as it is after the change (the board helper's detail, or its board row for food status).
 * Two reads serve staff who may not manage the menu or the store: the key-in dialog's tables and
 * menu, and the kitchen display's stations.
 */
export default async function orderAdminRoutes(app: FastifyInstance, opts: OrderingOptions = {}) {
  const route = routesOf(app, ['orders']);
  const ordering = createOrdering(opts);
  const clock = opts.clock ?? (() => Date.now());

  route(
    calls.orderAdmin.keyInMenu,
    {
      allow: 'orders.cashier',
      summary: 'The tables and menu staff key in an order from',
      description:
        'The merchant’s tables (id and name only) and its menu as the diners’ menu shapes it now ' +
        '(foods’ own hours and weekdays apply, the store’s opening hours do not), with how many of ' +
        'each limited food are left; birthday-gift-only foods are left out. Admins name ' +
        '`merchant_id`; another merchant’s is 404.',
    },
    async (req) => ({ data: await keyInMenu(signedIn(req.ctx), req.query.merchant_id, clock()) }),
  );

  route(
    calls.orderAdmin.stations,
    {
      allow: 'orders.view',
      summary: 'The kitchen stations (sub printers), for the kitchen display’s filter',
      description: 'Admins name `merchant_id`; another merchant’s is 404.',
    },
    async (req) => ({ data: await stations(signedIn(req.ctx), req.query.merchant_id) }),
  );

  route(
    calls.orderAdmin.toggleOrderStatus,
    {
      allow: 'orders.cashier',
      summary: 'Mark an order paid at the counter, void it, or refund it',
      description:
        "`action` 'paid' (the default: the old client sends only `id`) marks an unpaid order paid " +
        "at the counter: `method` 'cash' (the default) rounds the bill to 5 sen (Bank Negara), " +
        "'card_terminal' and 'ewallet_counter' are not rounded. 'void' (an unpaid order) and " +
        "'refund' (a paid order: `line_ids`, or the whole order) need a `reason`; a refund goes back " +
        'the way the order was paid unless `refund_method` says otherwise, and reverses its share ' +
        "of the payment in the ledger. 'gateway' refunds are recorded as to be returned through the " +
        'gateway. A move the order cannot make is 409 naming its status; another merchant’s order 404. ' +
        'Marking paid takes an optional `Idempotency-Key` header (an offline till sending it again): ' +
        'the same key and body answer the order it paid (200, no second payment); the key with ' +
        'another method or amount tendered, or on another order, is 409 `payment_key_reused`; a ' +
        'paid order asked again without its key is 409 `order_already_paid`. Keys are per merchant.',
    },
    async (req) => {
      const ctx = signedIn(req.ctx);
      const id = await toggleOrderStatus(ctx, req.body, req.headers['idempotency-key']);
      return { data: await orderDetail(ctx, id), message: say(req, done[req.body.action]) };
    },
  );

  route(
    calls.orderAdmin.refundQuote,
    {
      allow: 'orders.cashier',
      summary: 'What a refund would give back, before it is made',
      description:
        'The refund of `line_ids` (or of every line not refunded yet) worked out as PATCH ' +
        "/api/admin/toggle_order_status with action 'refund' would make it now: the money given " +
        'back and how (`refund_method`, else the way the order was paid), the points it was paid ' +
        'with that go back to the buddy, and the lines. Nothing is written, so the cashier can ' +
        'confirm what is given back first. Refused as the refund would be (not paid: 409; a line ' +
        'refunded already: 409; a gateway refund of a counter order: 400); another merchant’s ' +
        'order is 404.',
    },
    async (req) => ({
      data: await refundQuote(signedIn(req.ctx), req.params.id, {
        lineIds: req.body.line_ids,
        method: req.body.refund_method,
      }),
    }),
  );

  route(
    calls.orderAdmin.giveBack,
    {
      allow: 'orders.cashier',
      summary: 'Record giving back money an order was paid twice',
      description:
        'A second gateway payment of a paid or voided order is owed back to the diner; the ' +
        'gateways cannot refund it, so staff return it (in the gateway’s portal, by bank transfer ' +
        'or in cash) and record it here: `amount` (RM; all that is left by default), `method`, ' +
        '`reason` and an optional `note`. It moves the money out of the merchant’s refund_due ' +
        'account in the ledger and lowers the order’s `give_back`. More than is left is refused ' +
        'on `amount`. The `Idempotency-Key` header is required: the same key and body again ' +
        'change nothing and answer the order; the same key with another body is 409. Another ' +
        'merchant’s order is 404.',
    },
    async (req) => {
      const ctx = signedIn(req.ctx);
      const id = await giveBack(ctx, req.params.id, req.body, req.headers['idempotency-key']);
      return { data: await orderDetail(ctx, id), message: say(req, 'success.order_given_back') };
    },
  );

  route(
    calls.orderAdmin.toggleClaimStatus,
    {
      allow: 'orders.cashier',
      summary: "Toggle an order's birthday-gift claim (or set `claim_status`)",
      description: 'unclaimed ↔ claimed, logged. An order without a birthday gift is 409.',
    },
    async (req) => {
      const ctx = signedIn(req.ctx);
      const id = await toggleClaim(ctx, req.body);
      return { data: await orderDetail(ctx, id), message: say(req, 'success.claim_updated') };
    },
  );

  route(
    calls.orderAdmin.foodStatus,
    {
      allow: 'orders.food',
      summary: "Move an order's lines to ready or complete (or Complete All Food)",
      description:
        'Kitchen access (and owners, admins) moves any line, or without `line_ids` every open ' +
        'line; Ready-To-Serve access only marks ready lines complete (served); others 403. Only ' +
        'an order in the kitchen moves (paid, or an unpaid counter order where the store has ' +
        '`ready_to_process`): otherwise 409. A line held until fired is not moved: naming one is ' +
        '409 `line_held` (Complete All Food leaves held lines). Answers the order as its board row.',
    },
    async (req) => {
      const ctx = signedIn(req.ctx);
      const id = await moveFoodStatus(ctx, req.body);
      return { data: await boardOrder(ctx, id), message: say(req, 'success.food_status_updated') };
    },
  );

  route(
    calls.orderAdmin.kitchenRecalls,
    {
      allow: 'orders.food',
      summary: 'Tickets bumped off the kitchen display lately, to recall',
      description:
        'Orders whose last open line was finished (the last tap, or Complete All Food) in the last ' +
        `${kitchenRecallMinutes} minutes and not recalled since, newest first, each as its board row ` +
        'with when it was bumped, until when it may be recalled and the lines the bump finished. ' +
        'Voided, refunded or expired orders are left out; Ready-To-Serve access sees only what ' +
        'it served. Every tablet of the merchant gets the same list. Admins name `merchant_id`; ' +
        'another merchant’s is 404.',
    },
    async (req) => ({ data: await recallList(signedIn(req.ctx), req.query.merchant_id, clock()) }),
  );

  route(
    calls.orderAdmin.recall,
    {
      allow: 'orders.food',
      summary: 'Recall a bumped ticket to the kitchen',
      description:
        'The lines the order’s last bump finished go back to the food status they had before it ' +
        '(logged per line as a food status change, and sent to every board’s live stream, so ' +
        `each tablet shows the ticket again), within ${kitchenRecallMinutes} minutes of the bump: ` +
        'later is 409 `recall_too_late`; an order never bumped is 409 `nothing_to_recall`; a ' +
        'voided, refunded or expired order 409 `recall_order_closed`. Recalled already (by another ' +
        'tablet): answered as it is. Ready-To-Serve access recalls only what it served (else 403). ' +
        'Answers the order as its board row; another merchant’s order is 404.',
    },
    async (req) => {
      const ctx = signedIn(req.ctx);
      const id = await recallTicket(ctx, req.params.id, clock());
      return { data: await boardOrder(ctx, id), message: say(req, 'success.ticket_recalled') };
    },
  );

  route(
    calls.orderAdmin.keyIn,
    {
      allow: 'orders.cashier',
      summary: 'Key in an order for a table (staff)',
      description:
        'A counter order for one of the merchant’s tables (another merchant’s table: 404), priced ' +
        'as the diner’s order from the menu now, with its order number; limited foods are taken ' +
        'at once. Staff may key in outside the store’s opening hours (they are in the restaurant); ' +
        'foods’ own hours, weekdays and stock still apply. An optional `Idempotency-Key` header ' +
        '(8–100 characters, e.g. a UUID made when the till starts an order) makes it safe to send ' +
        'again: the same key and body answer the order keyed in first (200, nothing taken again) ' +
        'instead of keying in another (201), also when both arrive at once; the same key with a ' +
        'different body is 409. Keys are per merchant. Without the header every call keys in an order. ' +
        'In a store paid at the end (`dine_in_payment` `end`), a dine-in key-in is a round of the ' +
        'table’s open bill (opening one when the table has none), answered as that bill (`tab`); ' +
        'a round while an online payment of the bill is pending is 409 `tab_being_paid`.',
    },
    async (req, reply) => {
      const ctx = signedIn(req.ctx);
      const { id, created } = await keyIn(ctx, ordering, req.body, req.headers['idempotency-key']);
      return reply
        .code(created ? 201 : 200)
        .send({ data: await orderDetail(ctx, id), message: say(req, 'success.order_keyed_in') });
    },
  );

  route(
    calls.orderAdmin.keyInPrice,
    {
      allow: 'orders.cashier',
      summary: 'Price a cart being keyed in (staff), before placing it',
      description:
        'The lines priced as POST /api/admin/order will price them (the diner’s pricing from the ' +
        'menu now, the store’s service charge and SST; the store’s opening hours do not apply), ' +
        'so the till shows the total it will charge before the order is placed. Nothing is ' +
        'stored or taken. A food sold out or off the menu is the error keying in would give. ' +
        'Admins name `merchant_id`; another merchant’s is 404.',
    },
    async (req) => ({ data: await keyInPrice(signedIn(req.ctx), ordering, req.body) }),
  );

  route(
    calls.orderAdmin.addLines,
    {
      allow: 'orders.cashier',
      summary: 'Add items to an open order',
      description:
        'Only an unpaid counter order takes more items (otherwise 409). The new lines come after ' +
        'the others, and the subtotal, service charge, SST and total are worked out again.',
    },
    async (req) => {
      const ctx = signedIn(req.ctx);
      const id = await addLines(ctx, ordering, req.params.id, req.body);
      return { data: await orderDetail(ctx, id), message: say(req, 'success.lines_added') };
    },
  );

  route(
    calls.orderAdmin.takeAway,
    { allow: 'orders.cashier', summary: 'Mark an order take-away (or dine-in)' },
    async (req) => {
      const ctx = signedIn(req.ctx);
      const id = await setTakeAway(ctx, req.params.id, req.body.take_away);
      return { data: await orderDetail(ctx, id), message: say(req, 'success.take_away_updated') };
    },
  );

  route(
    calls.orderAdmin.fire,
    {
      allow: 'orders.fire',
      summary: 'Fire held lines or a held course to the kitchen',
      description:
        'Issue 29. Lines staff held when keying in (a line’s `hold`, or `hold_courses`) wait off ' +
        'the kitchen printer and show greyed on the kitchen display. Fire sends those of ' +
        '`course_id`, those in `line_ids`, or (neither) everything held: they print on a ticket ' +
        'of their own marked FIRE, the boards are told, and the order’s log says who fired what. ' +
        'Nothing held among them (fired already, never held, or the order voided, expired or ' +
        'refunded) is 409 `nothing_held`; a line of another order, or another merchant’s order, ' +
        'is 404. Answers the order as its board row.',
    },
    async (req) => {
      const ctx = signedIn(req.ctx);
      const id = await fire(ctx, req.params.id, req.body);
      return { data: await boardOrder(ctx, id), message: say(req, 'success.fired') };
    },
  );

  route(
    calls.orderAdmin.moveBill,
    {
      allow: 'orders.move',
      summary: 'Move an unpaid bill to another table',
      description:
        'Issue 29. An unpaid bill paid at the counter (an open bill, or an unpaid counter order) ' +
        'moves to `table_id`, another table of its store: its table changes, its token stays (the ' +
        'diners’ page stays on the bill), the old table’s GET /api/public/table/{token}/bill no ' +
        'longer shows it and the new table’s does. Logged as `moved` with both tables and who. ' +
        'Its rounds keep the table they were ordered from, so a round sent again from the old ' +
        'table’s page with its Idempotency-Key still answers this bill. The target table with an ' +
        'open bill is 409 `move_target_has_bill` (merge instead); its own table is 400; a bill ' +
        'paid, voided, refunded or expired is 409 `move_not_open`, one paid online 409 ' +
        '`move_online`, one with an online payment under way 409 `move_being_paid`. Another ' +
        'merchant’s order or table is 404.',
    },
    async (req) => {
      const ctx = signedIn(req.ctx);
      const moved = await moveBill(ctx, req.params.id, req.body);
      return {
        data: await orderDetail(ctx, moved.id),
        message: say(req, 'success.bill_moved', { table: moved.table }),
      };
    },
  );

  route(
    calls.orderAdmin.moveLines,
    {
      allow: 'orders.move',
      summary: 'Move chosen items of a bill to another table’s bill',
      description:
        'Issue 29. The lines `line_ids` leave this unpaid bill for the open bill of `table_id` ' +
        '(another table of the store; a new open bill at this bill’s rates when the table has ' +
        'none), as a new round there; both bills are totalled again from their lines at their own ' +
        'rates, and each bill’s log names the items, the tables and who moved them. The lines keep ' +
        'their kitchen tickets, holds and the stock they took. A line not on this bill is 400 ' +
        '`move_line_unknown`; every line of the bill is 400 `move_lines_all` (move the bill ' +
        'instead); a refunded line 409 `move_line_refunded`; either bill being paid online or ' +
        'with points 409 (`move_being_paid`, `move_points`); this bill not open 409 as moving it. ' +
        'Answers this bill; another merchant’s order or table is 404.',
    },
    async (req) => {
      const ctx = signedIn(req.ctx);
      const moved = await moveLines(ctx, req.params.id, req.body);
      return {
        data: await orderDetail(ctx, moved.id),
        message: say(req, 'success.lines_moved', { table: moved.table }),
      };
    },
  );

  route(
    calls.orderAdmin.setGuests,
    {
      allow: 'orders.move',
      summary: 'Set how many guests an unpaid order or bill serves',
      description:
        'Issue 29: covers. `guests` (a whole number 1–99, else 400 `validation.guests` on ' +
        '`guests`) becomes the unpaid order’s number of guests, which the merchant’s sales report ' +
        'counts as covers once it is paid (with the average spend per guest). Sets it when the ' +
        'diner skipped the question or corrects it; logged as `guests` with the count before ' +
        '(`from_status`), the count now (`to_status`) and who, and shown live on the boards. An ' +
        'order paid, voided, refunded or expired is 409 `guests_not_open`; another merchant’s ' +
        'order is 404. Answers the order.',
    },
    async (req) => {
      const ctx = signedIn(req.ctx);
      const id = await setGuests(ctx, req.params.id, req.body.guests);
      return {
        data: await orderDetail(ctx, id),
        message: say(req, 'success.guests_set', { guests: req.body.guests }),
      };
    },
  );

  route(
    calls.orderAdmin.mergeBills,
    {
      allow: 'orders.move',
      summary: 'Merge another bill of the store into this one',
      description:
        'Issue 29: a group that joined. Every line and round of the unpaid bill `from_order_id` ' +
        'joins this unpaid bill (after its lines, rounds numbered on), this bill is totalled again ' +
        'at its own rates, and the other ends void with the reason “merged into No. N” in its log ' +
        '(its stock is not given back: its food stays on this bill). Both bills must be open and ' +
        'paid at the counter (409 as moving a bill), neither being paid online or with points ' +
        '(409); the same bill twice is 400. Another merchant’s order is 404.',
    },
    async (req) => {
      const ctx = signedIn(req.ctx);
      const id = await mergeBills(ctx, req.params.id, req.body);
      return { data: await orderDetail(ctx, id), message: say(req, 'success.bills_merged') };
    },
  );
}
