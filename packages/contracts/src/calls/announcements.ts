import {
  ZAnnouncementBody,
  ZAnnouncementDismissReply,
  ZAnnouncementListQuery,
  ZAnnouncementPage,
  ZAnnouncementReply,
} from '../announcements';
import { ZIdParams } from '../common';
import { defineCall } from './call';

export const list = defineCall({
  method: 'GET',
  path: '/api/admin/announcement',
  query: ZAnnouncementListQuery,
  reply: ZAnnouncementPage,
});

export const get = defineCall({
  method: 'GET',
  path: '/api/admin/announcement/:id',
  params: ZIdParams,
  reply: ZAnnouncementReply,
});

export const create = defineCall({
  method: 'POST',
  path: '/api/admin/announcement',
  body: ZAnnouncementBody,
  reply: ZAnnouncementReply,
});

export const update = defineCall({
  method: 'PUT',
  path: '/api/admin/announcement/:id',
  params: ZIdParams,
  body: ZAnnouncementBody,
  reply: ZAnnouncementReply,
});

export const dismiss = defineCall({
  method: 'POST',
  path: '/api/admin/announcement/:id/dismiss',
  params: ZIdParams,
  reply: ZAnnouncementDismissReply,
});
