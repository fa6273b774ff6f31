import { calls } from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import { say } from '../../lib/reply';
import { routesOf } from '../../lib/route';
import { signedIn } from '../../plugins/context';
import * as tables from './service';

export default async function tableRoutes(app: FastifyInstance) {
  const route = routesOf(app, ['tables']);

  route(
    calls.tables.list,
    { allow: 'tables.manage', summary: "A merchant's dining tables, paged (admins name the merchant_id)" },
    async (req) => tables.list(signedIn(req.ctx), req.query),
  );

  route(
    calls.tables.create,
    { allow: 'tables.manage', summary: 'Add a table with a new QR code' },
    async (req) => {
      const data = await tables.create(signedIn(req.ctx), req.body);
      return { data, message: say(req, 'success.table_created') };
    },
  );

  route(calls.tables.get, { allow: 'tables.manage', summary: 'One table' }, async (req) => ({
    data: await tables.get(signedIn(req.ctx), req.params.id),
  }));

  route(
    calls.tables.update,
    { allow: 'tables.manage', summary: 'Rename a table (its QR code stays the same)' },
    async (req) => {
      const data = await tables.update(signedIn(req.ctx), req.params.id, req.body);
      return { data, message: say(req, 'success.table_updated') };
    },
  );

  route(calls.tables.remove, { allow: 'tables.manage', summary: 'Delete a table' }, async (req) => {
    await tables.remove(signedIn(req.ctx), req.params.id);
    return { message: say(req, 'success.table_deleted') };
  });

  route(
    calls.tables.regenerate,
    { allow: 'tables.manage', summary: 'Give a table a new QR code; the old one stops working' },
    async (req) => {
      const data = await tables.regenerate(signedIn(req.ctx), req.params.id);
      return { data, message: say(req, 'success.table_regenerated') };
    },
  );

  route(
    calls.tables.qrSheet,
    {
      allow: 'tables.manage',
      summary: "A print-ready A4 HTML page of every table's QR code",
      description:
        'Each code with the store\'s name and logo (its picture), the table\'s name and "Scan to order" ' +
        'in English and Chinese, the code described for screen readers ("QR code to order at table ' +
        'T5"). `layout` a4 (default): cards in a grid, twelve to a page, with cut lines; `tent`: one ' +
        'table per page, folded across the middle into a table tent with the code on both faces.',
    },
    async (req, reply) => {
      const html = await tables.qrSheet(signedIn(req.ctx), req.query.merchant_id, req.query.layout);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  );

  route(
    calls.tables.lookup,
    { allow: 'public', summary: "The table and store a QR code's token names" },
    async (req) => ({ data: await tables.lookup(req.ctx, req.params.token) }),
  );
}
