import { ZIdParams } from '../common';
import {
  ZCreateUpdateLogBody,
  ZUpdateLogListQuery,
  ZUpdateLogPage,
  ZUpdateLogReply,
  ZUpdateLogSeenBody,
  ZUpdateLogSeenReply,
  ZUpdateUpdateLogBody,
  ZWhatsNewReply,
} from '../update-log';
import { defineCall } from './call';

export const list = defineCall({
  method: 'GET',
  path: '/api/admin/update_log',
  query: ZUpdateLogListQuery,
  reply: ZUpdateLogPage,
});

export const whatsNew = defineCall({
  method: 'GET',
  path: '/api/admin/update_log/whats_new',
  reply: ZWhatsNewReply,
});

export const seen = defineCall({
  method: 'POST',
  path: '/api/admin/update_log/seen',
  body: ZUpdateLogSeenBody,
  reply: ZUpdateLogSeenReply,
});

export const create = defineCall({
  method: 'POST',
  path: '/api/admin/update_log',
  body: ZCreateUpdateLogBody,
  reply: ZUpdateLogReply,
});

export const update = defineCall({
  method: 'PUT',
  path: '/api/admin/update_log/:id',
  params: ZIdParams,
  body: ZUpdateUpdateLogBody,
  reply: ZUpdateLogReply,
});

export const publish = defineCall({
  method: 'POST',
  path: '/api/admin/update_log/:id/publish',
  params: ZIdParams,
  reply: ZUpdateLogReply,
});
