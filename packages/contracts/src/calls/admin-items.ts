import {
  ZAdminItemParams,
  ZAdminItemToggleBody,
  ZAdminItemToggleQuery,
  ZAdminItemToggleReply,
} from '../admin-items';
import { ZMessageReply } from '../common';
import { defineCall } from './call';

export const patch = defineCall({
  method: 'PATCH',
  path: '/api/admin/:name/:id',
  params: ZAdminItemParams,
  query: ZAdminItemToggleQuery,
  body: ZAdminItemToggleBody,
  reply: ZAdminItemToggleReply,
});

export const remove = defineCall({
  method: 'DELETE',
  path: '/api/admin/:name/:id',
  params: ZAdminItemParams,
  reply: ZMessageReply,
});
