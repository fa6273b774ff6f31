import { ZIdParams, ZMessageReply } from '../common';
import {
  ZCreateMediaBody,
  ZMediaFileBody,
  ZMediaFileParams,
  ZMediaListQuery,
  ZMediaPage,
  ZMediaReply,
  ZRenameMediaBody,
  ZUpdateMediaBody,
} from '../media';
import { defineCall } from './call';

export const list = defineCall({
  method: 'GET',
  path: '/api/media',
  query: ZMediaListQuery,
  reply: ZMediaPage,
});

export const create = defineCall({
  method: 'POST',
  path: '/api/media',
  body: ZCreateMediaBody,
  reply: ZMediaReply,
});

export const get = defineCall({
  method: 'GET',
  path: '/api/media/:id',
  params: ZIdParams,
  reply: ZMediaReply,
});

export const update = defineCall({
  method: 'PUT',
  path: '/api/media/:id',
  params: ZIdParams,
  body: ZUpdateMediaBody,
  reply: ZMediaReply,
});

export const patch = defineCall({
  method: 'PATCH',
  path: '/api/media/:id',
  params: ZIdParams,
  body: ZRenameMediaBody,
  reply: ZMediaReply,
});

export const remove = defineCall({
  method: 'DELETE',
  path: '/api/media/:id',
  params: ZIdParams,
  reply: ZMessageReply,
});

export const file = defineCall({
  method: 'GET',
  path: '/api/media/file/:key/:variant',
  params: ZMediaFileParams,
  reply: ZMediaFileBody,
});
