import {
  ZAnnouncementBody,
  ZAnnouncementDismissReply,
  ZAnnouncementListQuery,
  ZAnnouncementPage,
  ZAnnouncementReply,
  ZErrorReply,
  ZIdParams,
} from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { say } from '../../../lib/reply';
import { signedIn } from '../../../plugins/context';
import * as announcements from './service';

const errors = { '4xx': ZErrorReply };
const tags = ['announcements'];

/**
 * Announcements (SPEC §2, §7): admins write them; every portal user reads and dismisses the live
 * ones addressed to them. Withdraw/restore and delete: PATCH and DELETE /admin/announcement/{id}
 * (the generic admin item, admin-item.ts).
 */
export default async function announcementsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/announcement',
    {
      config: { allow: 'content.read' },
      schema: {
        tags,
        summary:
          'Admins: every announcement, paged, filtered by status; others (or undismissed=1): the live ones addressed to them',
        querystring: ZAnnouncementListQuery,
        response: { 200: ZAnnouncementPage, ...errors },
      },
    },
    async (req) => announcements.list(signedIn(req.ctx), req.query),
  );

  r.get(
    '/api/admin/announcement/:id',
    {
      config: { allow: 'content.read' },
      schema: {
        tags,
        summary: 'One announcement (others than admins: only a live one addressed to them)',
        params: ZIdParams,
        response: { 200: ZAnnouncementReply, ...errors },
      },
    },
    async (req) => ({ data: await announcements.get(signedIn(req.ctx), req.params.id) }),
  );

  r.post(
    '/api/admin/announcement',
    {
      config: { allow: 'content.manage' },
      schema: {
        tags,
        summary: 'Publish an announcement to merchants, agents or all, inside a window',
        body: ZAnnouncementBody,
        response: { 200: ZAnnouncementReply, ...errors },
      },
    },
    async (req) => {
      const data = await announcements.create(signedIn(req.ctx), req.body);
      return { data, message: say(req, 'success.announcement_created') };
    },
  );

  r.put(
    '/api/admin/announcement/:id',
    {
      config: { allow: 'content.manage' },
      schema: {
        tags,
        summary: 'Change an announcement (the old client sends POST ?_method=PUT)',
        params: ZIdParams,
        body: ZAnnouncementBody,
        response: { 200: ZAnnouncementReply, ...errors },
      },
    },
    async (req) => {
      const data = await announcements.update(signedIn(req.ctx), req.params.id, req.body);
      return { data, message: say(req, 'success.announcement_updated') };
    },
  );

  r.post(
    '/api/admin/announcement/:id/dismiss',
    {
      config: { allow: 'content.read' },
      schema: {
        tags,
        summary: 'Dismiss a live announcement addressed to the caller, so it is not shown again',
        params: ZIdParams,
        response: { 200: ZAnnouncementDismissReply, ...errors },
      },
    },
    async (req) => {
      const data = await announcements.dismiss(signedIn(req.ctx), req.params.id);
      return { data, message: say(req, 'success.announcement_dismissed') };
    },
  );
}
