import { calls } from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import { say } from '../../../lib/reply';
import { routesOf } from '../../../lib/route';
import { signedIn } from '../../../plugins/context';
import * as updateLog from './service';

/** The update log (SPEC §2, §3): admins write and publish versions; every portal user reads them. */
export default async function updateLogRoutes(app: FastifyInstance) {
  const route = routesOf(app, ['update log']);

  route(
    calls.updateLog.list,
    {
      allow: 'content.read',
      summary: 'Versions, paged: admins every one (drafts too), others the published, newest first',
    },
    async (req) => updateLog.list(signedIn(req.ctx), req.query),
  );

  route(
    calls.updateLog.whatsNew,
    {
      allow: 'content.read',
      summary: "What's new: the published versions the caller has not seen, newest first, at most 10",
    },
    async (req) => ({ data: await updateLog.whatsNew(signedIn(req.ctx)) }),
  );

  route(
    calls.updateLog.seen,
    { allow: 'content.read', summary: "The caller has seen what's new through this publication time" },
    async (req) => ({ data: await updateLog.seen(signedIn(req.ctx), req.body) }),
  );

  route(
    calls.updateLog.create,
    { allow: 'content.manage', summary: 'Create a version (title, version, optional log) as a draft' },
    async (req) => {
      const data = await updateLog.create(signedIn(req.ctx), req.body);
      return { data, message: say(req, 'success.update_log_created') };
    },
  );

  route(
    calls.updateLog.update,
    {
      allow: 'content.manage',
      summary: "Edit a version's title, version and/or log (a published one is not shown again)",
    },
    async (req) => {
      const data = await updateLog.update(signedIn(req.ctx), req.params.id, req.body);
      return { data, message: say(req, 'success.update_log_updated') };
    },
  );

  route(
    calls.updateLog.publish,
    { allow: 'content.manage', summary: 'Publish a version with a log (again: nothing changes)' },
    async (req) => {
      const data = await updateLog.publish(signedIn(req.ctx), req.params.id);
      return { data, message: say(req, 'success.update_log_published') };
    },
  );
}
