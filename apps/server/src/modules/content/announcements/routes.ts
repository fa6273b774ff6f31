import { calls } from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import { say } from '../../../lib/reply';
import { routesOf } from '../../../lib/route';
import { signedIn } from '../../../plugins/context';
import * as announcements from './service';

/**
 * Announcements (SPEC §2, §7): admins write them; every portal user reads and dismisses the live
 * ones addressed to them. Withdraw/restore and delete: PATCH and DELETE /admin/announcement/{id}
 * (the generic admin item, admin-item.ts).
 */
export default async function announcementsRoutes(app: FastifyInstance) {
  const route = routesOf(app, ['announcements']);

  route(
    calls.announcements.list,
    {
      allow: 'content.read',
      summary:
        'Admins: every announcement, paged, filtered by status; others (or undismissed=1): the live ones addressed to them',
    },
    async (req) => announcements.list(signedIn(req.ctx), req.query),
  );

  route(
    calls.announcements.get,
    {
      allow: 'content.read',
      summary: 'One announcement (others than admins: only a live one addressed to them)',
    },
    async (req) => ({ data: await announcements.get(signedIn(req.ctx), req.params.id) }),
  );

  route(
    calls.announcements.create,
    {
      allow: 'content.manage',
      summary: 'Publish an announcement to merchants, agents or all, inside a window',
    },
    async (req) => {
      const data = await announcements.create(signedIn(req.ctx), req.body);
      return { data, message: say(req, 'success.announcement_created') };
    },
  );

  route(
    calls.announcements.update,
    { allow: 'content.manage', summary: 'Change an announcement (the old client sends POST ?_method=PUT)' },
    async (req) => {
      const data = await announcements.update(signedIn(req.ctx), req.params.id, req.body);
      return { data, message: say(req, 'success.announcement_updated') };
    },
  );

  route(
    calls.announcements.dismiss,
    {
      allow: 'content.read',
      summary: 'Dismiss a live announcement addressed to the caller, so it is not shown again',
    },
    async (req) => {
      const data = await announcements.dismiss(signedIn(req.ctx), req.params.id);
      return { data, message: say(req, 'success.announcement_dismissed') };
    },
  );
}
