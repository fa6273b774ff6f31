import { ZIdParams } from '../common';
import { ZCreateFoodBody, ZFoodListQuery, ZFoodPage, ZFoodReply, ZUpdateFoodBody } from '../foods';
import { defineCall } from './call';

export const list = defineCall({
  method: 'GET',
  path: '/api/admin/menu',
  query: ZFoodListQuery,
  reply: ZFoodPage,
});

export const create = defineCall({
  method: 'POST',
  path: '/api/admin/menu',
  body: ZCreateFoodBody,
  reply: ZFoodReply,
});

export const get = defineCall({
  method: 'GET',
  path: '/api/admin/menu/:id',
  params: ZIdParams,
  reply: ZFoodReply,
});

export const update = defineCall({
  method: 'PUT',
  path: '/api/admin/menu/:id',
  params: ZIdParams,
  body: ZUpdateFoodBody,
  reply: ZFoodReply,
});
