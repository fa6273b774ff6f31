import { ZIdParams } from '../common';
import {
  ZCreateUserBody,
  ZToggleUserBody,
  ZUpdateUserBody,
  ZUserListQuery,
  ZUserPage,
  ZUserReply,
} from '../users';
import { defineCall } from './call';

export const list = defineCall({
  method: 'GET',
  path: '/api/admin/user',
  query: ZUserListQuery,
  reply: ZUserPage,
});

export const create = defineCall({
  method: 'POST',
  path: '/api/admin/user',
  body: ZCreateUserBody,
  reply: ZUserReply,
});

export const get = defineCall({
  method: 'GET',
  path: '/api/admin/user/:id',
  params: ZIdParams,
  reply: ZUserReply,
});

export const update = defineCall({
  method: 'PUT',
  path: '/api/admin/user/:id',
  params: ZIdParams,
  body: ZUpdateUserBody,
  reply: ZUserReply,
});

export const toggleStatus = defineCall({
  method: 'PATCH',
  path: '/api/admin/user/:id',
  params: ZIdParams,
  body: ZToggleUserBody,
  reply: ZUserReply,
});
