import { ZIdParams } from '../common';
import {
  ZCreateOptionGroupBody,
  ZOptionGroupListQuery,
  ZOptionGroupPage,
  ZOptionGroupReply,
  ZUpdateOptionGroupBody,
} from '../option-groups';
import { defineCall } from './call';

export const list = defineCall({
  method: 'GET',
  path: '/api/admin/option',
  query: ZOptionGroupListQuery,
  reply: ZOptionGroupPage,
});

export const get = defineCall({
  method: 'GET',
  path: '/api/admin/option/:id',
  params: ZIdParams,
  reply: ZOptionGroupReply,
});

export const create = defineCall({
  method: 'POST',
  path: '/api/admin/option',
  body: ZCreateOptionGroupBody,
  reply: ZOptionGroupReply,
});

export const update = defineCall({
  method: 'PUT',
  path: '/api/admin/option/:id',
  params: ZIdParams,
  body: ZUpdateOptionGroupBody,
  reply: ZOptionGroupReply,
});
