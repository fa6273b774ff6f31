import { ZIdParams, ZMessageReply } from '../common';
import {
  ZCreateStockImageBody,
  ZStockImageListQuery,
  ZStockImagePage,
  ZStockImageReply,
  ZStockImageTagsReply,
  ZUpdateStockImageBody,
} from '../stock-images';
import { defineCall } from './call';

export const list = defineCall({
  method: 'GET',
  path: '/api/admin/food_image',
  query: ZStockImageListQuery,
  reply: ZStockImagePage,
});

export const tags = defineCall({
  method: 'GET',
  path: '/api/admin/food_image/tags',
  reply: ZStockImageTagsReply,
});

export const create = defineCall({
  method: 'POST',
  path: '/api/admin/food_image',
  body: ZCreateStockImageBody,
  reply: ZStockImageReply,
});

export const get = defineCall({
  method: 'GET',
  path: '/api/admin/food_image/:id',
  params: ZIdParams,
  reply: ZStockImageReply,
});

export const update = defineCall({
  method: 'PUT',
  path: '/api/admin/food_image/:id',
  params: ZIdParams,
  body: ZUpdateStockImageBody,
  reply: ZStockImageReply,
});

export const remove = defineCall({
  method: 'DELETE',
  path: '/api/admin/food_image/:id',
  params: ZIdParams,
  reply: ZMessageReply,
});
