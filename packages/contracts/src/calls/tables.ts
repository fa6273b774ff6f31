import { ZIdParams, ZMessageReply } from '../common';
import {
  ZCreateTableBody,
  ZPublicTableReply,
  ZTableListQuery,
  ZTablePage,
  ZTableReply,
  ZTableSheetHtml,
  ZTableSheetQuery,
  ZTableTokenParams,
  ZUpdateTableBody,
} from '../tables';
import { defineCall } from './call';

export const list = defineCall({
  method: 'GET',
  path: '/api/admin/table',
  query: ZTableListQuery,
  reply: ZTablePage,
});

export const create = defineCall({
  method: 'POST',
  path: '/api/admin/table',
  body: ZCreateTableBody,
  reply: ZTableReply,
});

export const get = defineCall({
  method: 'GET',
  path: '/api/admin/table/:id',
  params: ZIdParams,
  reply: ZTableReply,
});

export const update = defineCall({
  method: 'PUT',
  path: '/api/admin/table/:id',
  params: ZIdParams,
  body: ZUpdateTableBody,
  reply: ZTableReply,
});

export const remove = defineCall({
  method: 'DELETE',
  path: '/api/admin/table/:id',
  params: ZIdParams,
  reply: ZMessageReply,
});

export const regenerate = defineCall({
  method: 'POST',
  path: '/api/admin/table/:id/regenerate',
  params: ZIdParams,
  reply: ZTableReply,
});

export const qrSheet = defineCall({
  method: 'GET',
  path: '/api/admin/table_qr_sheet',
  query: ZTableSheetQuery,
  reply: ZTableSheetHtml,
});

export const lookup = defineCall({
  method: 'GET',
  path: '/api/public/table/:token',
  params: ZTableTokenParams,
  reply: ZPublicTableReply,
});
