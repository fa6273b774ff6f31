import {
  ZCreateUpdateLogBody,
  ZErrorReply,
  ZIdParams,
  ZUpdateLogListQuery,
  ZUpdateLogPage,
  ZUpdateLogReply,
  ZUpdateLogSeenBody,
  ZUpdateLogSeenReply,
  ZUpdateUpdateLogBody,
  ZWhatsNewReply,
} from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { say } from '../../../lib/reply';
import { signedIn } from '../../../plugins/context';
import * as updateLog from './service';

const errors = { '4xx': ZErrorReply };
const tags = ['update log'];

/** The update log (SPEC §2, §3): admins write and publish versions; every portal user reads them. */
export default async function updateLogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/update_log',
    {
      config: { allow: 'content.read' },
      schema: {
        tags,
        summary: 'Versions, paged: admins every one (drafts too), others the published, newest first',
        querystring: ZUpdateLogListQuery,
        response: { 200: ZUpdateLogPage, ...errors },
      },
    },
    async (req) => updateLog.list(signedIn(req.ctx), req.query),
  );

  r.get(
    '/api/admin/update_log/whats_new',
    {
      config: { allow: 'content.read' },
      schema: {
        tags,
        summary: "What's new: the published versions the caller has not seen, newest first, at most 10",
        response: { 200: ZWhatsNewReply, ...errors },
      },
    },
    async (req) => ({ data: await updateLog.whatsNew(signedIn(req.ctx)) }),
  );

  r.post(
    '/api/admin/update_log/seen',
    {
      config: { allow: 'content.read' },
      schema: {
        tags,
        summary: "The caller has seen what's new through this publication time",
        body: ZUpdateLogSeenBody,
        response: { 200: ZUpdateLogSeenReply, ...errors },
      },
    },
    async (req) => ({ data: await updateLog.seen(signedIn(req.ctx), req.body) }),
  );

  r.post(
    '/api/admin/update_log',
    {
      config: { allow: 'content.manage' },
      schema: {
        tags,
        summary: 'Create a version (title, version, optional log) as a draft',
        body: ZCreateUpdateLogBody,
        response: { 200: ZUpdateLogReply, ...errors },
      },
    },
    async (req) => {
      const data = await updateLog.create(signedIn(req.ctx), req.body);
      return { data, message: say(req, 'success.update_log_created') };
    },
  );

  r.put(
    '/api/admin/update_log/:id',
    {
      config: { allow: 'content.manage' },
      schema: {
        tags,
        summary: "Edit a version's title, version and/or log (a published one is not shown again)",
        params: ZIdParams,
        body: ZUpdateUpdateLogBody,
        response: { 200: ZUpdateLogReply, ...errors },
      },
    },
    async (req) => {
      const data = await updateLog.update(signedIn(req.ctx), req.params.id, req.body);
      return { data, message: say(req, 'success.update_log_updated') };
    },
  );

  r.post(
    '/api/admin/update_log/:id/publish',
    {
      config: { allow: 'content.manage' },
      schema: {
        tags,
        summary: 'Publish a version with a log (again: nothing changes)',
        params: ZIdParams,
        response: { 200: ZUpdateLogReply, ...errors },
      },
    },
    async (req) => {
      const data = await updateLog.publish(signedIn(req.ctx), req.params.id);
      return { data, message: say(req, 'success.update_log_published') };
    },
  );
}
