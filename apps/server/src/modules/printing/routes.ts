import {
  ZErrorReply,
  ZIdParams,
  ZOrderTokenParams,
  ZPrinterConnectionQuery,
  ZPrinterConnectionReply,
  ZPrintJobReply,
  ZReprintBody,
  ZTestReceiptBody,
} from '@meja/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { say } from '../../lib/reply';
import { signedIn } from '../../plugins/context';
import * as printing from './service';

const errors = { '4xx': ZErrorReply };
const tags = ['printing'];
const html = z
  .string()
  .describe('An HTML page (text/html) as wide as the store’s paper (58 or 80 mm), for the browser to print');
const page = (reply: FastifyReply, body: string) =>
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

/**
 * Printers and prints (docs/adr/0011-printing.md): the connection check and test receipt of SPEC
 * §7 (fixed names under /admin/merchant, registered as static routes beside /info and /update),
 * the cashier's reprint, and the receipt as a page. What prints by itself is queued by the order
 * steps (order-steps.ts) and printed by the `printing.print` job.
 */
export default async function printingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/merchant/printer_connection',
    {
      config: { allow: 'printers.manage' },
      schema: {
        tags,
        summary: 'Whether the main printer (or sub printer `printer_id`) can be reached now',
        description:
          'Answers `online` and a message: "Printer number incorrect or status off" when the printer ' +
          'does not answer (or its series number names none), "Not ready to set up printer" when no ' +
          'series number is saved. Admins name the merchant (`merchant_id`).',
        querystring: ZPrinterConnectionQuery,
        response: { 200: ZPrinterConnectionReply, ...errors },
      },
    },
    async (req) => ({ data: await printing.printerConnection(signedIn(req.ctx), req.query) }),
  );

  r.post(
    '/api/admin/merchant/test_receipt',
    {
      config: { allow: 'printers.manage' },
      schema: {
        tags,
        summary:
          'Print a test receipt, kitchen ticket or total slip (or, with `order_id`, that order’s again)',
        description:
          'Waits up to 12 s for the printer and answers "Print successful". Refused (409) with ' +
          '"Not ready to set up printer" (no series number), "Please wait for printer to finish" (a ' +
          'print is going to it now, or still was after the wait) or "Printer number incorrect or ' +
          'status off" (it did not print). Another merchant’s order or sub printer is 404.',
        body: ZTestReceiptBody,
        response: { 200: ZPrintJobReply, ...errors },
      },
    },
    async (req) => ({
      data: await printing.testReceipt(signedIn(req.ctx), req.body),
      message: say(req, 'success.print_successful'),
    }),
  );

  r.post(
    '/api/admin/order/:id/print',
    {
      config: { allow: 'orders.cashier' },
      schema: {
        tags,
        summary: "Print an order's receipt, kitchen ticket or total slip again",
        description:
          'As POST /admin/merchant/test_receipt with `order_id`, for the cashier. A kitchen ticket ' +
          'again on a sub printer carries the lines of its categories; on the main printer every ' +
          'line. A receipt needs a paid order.',
        params: ZIdParams,
        body: ZReprintBody,
        response: { 200: ZPrintJobReply, ...errors },
      },
    },
    async (req) => ({
      data: await printing.reprint(signedIn(req.ctx), req.params.id, req.body),
      message: say(req, 'success.print_successful'),
    }),
  );

  r.get(
    '/api/admin/order/:id/receipt',
    {
      config: { allow: 'orders.cashier' },
      schema: {
        tags,
        summary: "An order's receipt (unpaid: its bill) as a page for the browser's print",
        description:
          'The printed receipt’s content in the caller’s language. Another merchant’s order is 404.',
        params: ZIdParams,
        response: { 200: html, ...errors },
      },
    },
    async (req, reply) => page(reply, await printing.receiptPage(signedIn(req.ctx), req.params.id)),
  );

  r.get(
    '/api/public/orders/:orderToken/receipt',
    {
      config: { allow: 'public' },
      schema: {
        tags,
        summary: 'The diner’s receipt of a paid order, as a page (the order’s own token)',
        description: `An unknown token is 404, an order not paid yet 409. At most ${printing.receiptLimit.limit} per address in 10 minutes (429).`,
        params: ZOrderTokenParams,
        response: { 200: html, ...errors },
      },
    },
    async (req, reply) => page(reply, await printing.publicReceiptPage(req.ctx, req.params.orderToken)),
  );
}
