import {
  ZCreateTableBody,
  ZErrorReply,
  ZIdParams,
  ZMessageReply,
  ZPublicTableReply,
  ZTableListQuery,
  ZTablePage,
  ZTableReply,
  ZTableSheetHtml,
  ZTableSheetQuery,
  ZTableTokenParams,
  ZUpdateTableBody,
} from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { say } from '../../lib/reply';
import { signedIn } from '../../plugins/context';
import * as tables from './service';

const errors = { '4xx': ZErrorReply };
const tags = ['tables'];

export default async function tableRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/table',
    {
      config: { allow: 'tables.manage' },
      schema: {
        tags,
        summary: "A merchant's dining tables, paged (admins name the merchant_id)",
        querystring: ZTableListQuery,
        response: { 200: ZTablePage, ...errors },
      },
    },
    async (req) => tables.list(signedIn(req.ctx), req.query),
  );

  r.post(
    '/api/admin/table',
    {
      config: { allow: 'tables.manage' },
      schema: {
        tags,
        summary: 'Add a table with a new QR code',
        body: ZCreateTableBody,
        response: { 200: ZTableReply, ...errors },
      },
    },
    async (req) => {
      const data = await tables.create(signedIn(req.ctx), req.body);
      return { data, message: say(req, 'success.table_created') };
    },
  );

  r.get(
    '/api/admin/table/:id',
    {
      config: { allow: 'tables.manage' },
      schema: { tags, summary: 'One table', params: ZIdParams, response: { 200: ZTableReply, ...errors } },
    },
    async (req) => ({ data: await tables.get(signedIn(req.ctx), req.params.id) }),
  );

  r.put(
    '/api/admin/table/:id',
    {
      config: { allow: 'tables.manage' },
      schema: {
        tags,
        summary: 'Rename a table (its QR code stays the same)',
        params: ZIdParams,
        body: ZUpdateTableBody,
        response: { 200: ZTableReply, ...errors },
      },
    },
    async (req) => {
      const data = await tables.update(signedIn(req.ctx), req.params.id, req.body);
      return { data, message: say(req, 'success.table_updated') };
    },
  );

  r.delete(
    '/api/admin/table/:id',
    {
      config: { allow: 'tables.manage' },
      schema: {
        tags,
        summary: 'Delete a table',
        params: ZIdParams,
        response: { 200: ZMessageReply, ...errors },
      },
    },
    async (req) => {
      await tables.remove(signedIn(req.ctx), req.params.id);
      return { message: say(req, 'success.table_deleted') };
    },
  );

  r.post(
    '/api/admin/table/:id/regenerate',
    {
      config: { allow: 'tables.manage' },
      schema: {
        tags,
        summary: 'Give a table a new QR code; the old one stops working',
        params: ZIdParams,
        response: { 200: ZTableReply, ...errors },
      },
    },
    async (req) => {
      const data = await tables.regenerate(signedIn(req.ctx), req.params.id);
      return { data, message: say(req, 'success.table_regenerated') };
    },
  );

  r.get(
    '/api/admin/table_qr_sheet',
    {
      config: { allow: 'tables.manage' },
      schema: {
        tags,
        summary: "A print-ready A4 HTML page of every table's QR code",
        querystring: ZTableSheetQuery,
        response: { 200: ZTableSheetHtml, ...errors },
      },
    },
    async (req, reply) => {
      const html = await tables.qrSheet(signedIn(req.ctx), req.query.merchant_id);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  );

  r.get(
    '/api/public/table/:token',
    {
      config: { allow: 'public' },
      schema: {
        tags,
        summary: "The table and store a QR code's token names",
        params: ZTableTokenParams,
        response: { 200: ZPublicTableReply, ...errors },
      },
    },
    async (req) => ({ data: await tables.lookup(req.ctx, req.params.token) }),
  );
}
