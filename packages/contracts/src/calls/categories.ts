import { ZIdParams } from '../common';
import {
  ZCategoryListQuery,
  ZCategoryListReply,
  ZCategoryPage,
  ZCategoryPriorityBody,
  ZCategoryReply,
  ZCreateCategoryBody,
  ZUpdateCategoryBody,
} from '../menu-categories';
import { defineCall } from './call';

export const list = defineCall({
  method: 'GET',
  path: '/api/admin/category',
  query: ZCategoryListQuery,
  reply: ZCategoryPage,
});

export const get = defineCall({
  method: 'GET',
  path: '/api/admin/category/:id',
  params: ZIdParams,
  reply: ZCategoryReply,
});

export const create = defineCall({
  method: 'POST',
  path: '/api/admin/category',
  body: ZCreateCategoryBody,
  reply: ZCategoryReply,
});

export const update = defineCall({
  method: 'PUT',
  path: '/api/admin/category/:id',
  params: ZIdParams,
  body: ZUpdateCategoryBody,
  reply: ZCategoryReply,
});

export const reorder = defineCall({
  method: 'PUT',
  path: '/api/admin/category_priority',
  body: ZCategoryPriorityBody,
  reply: ZCategoryListReply,
});
