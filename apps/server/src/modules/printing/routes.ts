import { calls } from '@meja/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { say } from '../../lib/reply';
import { routesOf } from '../../lib/route';
import { signedIn } from '../../plugins/context';
import * as printing from './service';

const page = (reply: FastifyReply, body: string) =>
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

/**
 * Printers and prints (docs/adr/0011-printing.md): the connection check and test receipt of SPEC
 * §7 (fixed names under /admin/merchant, registered as static routes beside /info and /update),
 * the cashier's reprint, and the receipt as a page. What prints by itself is queued by the order
 * steps (order-steps.ts) and printed by the `printing.print` job.
 */
export default async function printingRoutes(app: FastifyInstance) {
  const route = routesOf(app, ['printing']);

  route(
    calls.printing.printerConnection,
    {
      allow: 'printers.manage',
      summary: 'Whether the main printer (or sub printer `printer_id`) can be reached now',
      description:
        'Answers `online` and a message: "Printer number incorrect or status off" when the printer ' +
        'does not answer (or its series number names none), "No printer added yet: ..." (reason ' +
        '`printer_not_set_up`, SPEC §8\'s "Not ready to set up printer") at once when no series ' +
        'number is saved: no printer is asked. Admins name the merchant (`merchant_id`).',
    },
    async (req) => ({ data: await printing.printerConnection(signedIn(req.ctx), req.query) }),
  );

  route(
    calls.printing.testReceipt,
    {
      allow: 'printers.manage',
      summary: 'Print a test receipt, kitchen ticket or total slip (or, with `order_id`, that order’s again)',
      description:
        'Waits up to 12 s for the printer and answers "Print successful". Refused (409) with ' +
        '`printer_not_set_up` (no series number: answered at once), "Please wait for printer to finish" (a ' +
        'print is going to it now, or still was after the wait) or "Printer number incorrect or ' +
        'status off" (it did not print). Another merchant’s order or sub printer is 404.',
    },
    async (req) => ({
      data: await printing.testReceipt(signedIn(req.ctx), req.body),
      message: say(req, 'success.print_successful'),
    }),
  );

  route(
    calls.printing.reprint,
    {
      allow: 'orders.cashier',
      summary: "Print an order's receipt, kitchen ticket or total slip again",
      description:
        'As POST /admin/merchant/test_receipt with `order_id`, for the cashier. A kitchen ticket ' +
        'again on a sub printer carries the lines of its categories; on the main printer every ' +
        'line. A receipt needs a paid order.',
    },
    async (req) => ({
      data: await printing.reprint(signedIn(req.ctx), req.params.id, req.body),
      message: say(req, 'success.print_successful'),
    }),
  );

  route(
    calls.printing.receiptHtml,
    {
      allow: 'orders.cashier',
      summary: "An order's receipt (unpaid: its bill) as a page for the browser's print",
      description: 'The printed receipt’s content in the caller’s language. Another merchant’s order is 404.',
    },
    async (req, reply) => page(reply, await printing.receiptPage(signedIn(req.ctx), req.params.id)),
  );

  route(
    calls.printing.publicReceipt,
    {
      allow: 'public',
      summary: 'The diner’s receipt of a paid order, as a page (the order’s own token)',
      description: `An unknown token is 404, an order not paid yet 409. At most ${printing.receiptLimit.limit} per address in 10 minutes (429).`,
    },
    async (req, reply) => page(reply, await printing.publicReceiptPage(req.ctx, req.params.orderToken)),
  );
}
