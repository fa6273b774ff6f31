import {
  ZCreateOptionGroupBody,
  ZErrorReply,
  ZIdParams,
  ZOptionGroupListQuery,
  ZOptionGroupPage,
  ZOptionGroupReply,
  ZUpdateOptionGroupBody,
} from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { say } from '../../../lib/reply';
import { signedIn } from '../../../plugins/context';
import * as groups from './service';

const errors = { '4xx': ZErrorReply };
const tags = ['menu'];

/**
 * Food option groups and their options (SPEC §7 Menu). Toggling and deleting go through the
 * generic PATCH/DELETE /api/admin/{name}/{id} (modules/admin-items).
 */
export default async function optionGroupRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/option',
    {
      config: { allow: 'menu.manage' },
      schema: {
        tags,
        summary: "A merchant's food option groups with their options, paged",
        querystring: ZOptionGroupListQuery,
        response: { 200: ZOptionGroupPage, ...errors },
      },
    },
    async (req) => groups.list(signedIn(req.ctx), req.query),
  );

  r.get(
    '/api/admin/option/:id',
    {
      config: { allow: 'menu.manage' },
      schema: {
        tags,
        summary: 'One option group with its options',
        params: ZIdParams,
        response: { 200: ZOptionGroupReply, ...errors },
      },
    },
    async (req) => ({ data: await groups.get(signedIn(req.ctx), req.params.id) }),
  );

  r.post(
    '/api/admin/option',
    {
      config: { allow: 'menu.manage' },
      schema: {
        tags,
        summary: 'Add an option group with 1 to 50 options (name, extra price in RM)',
        body: ZCreateOptionGroupBody,
        response: { 200: ZOptionGroupReply, ...errors },
      },
    },
    async (req) => {
      const data = await groups.create(signedIn(req.ctx), req.body);
      return { data, message: say(req, 'success.option_created') };
    },
  );

  r.put(
    '/api/admin/option/:id',
    {
      config: { allow: 'menu.manage' },
      schema: {
        tags,
        summary:
          'Save a whole option group: options sent with their id are kept, the rest removed; 409 on a stale version',
        params: ZIdParams,
        body: ZUpdateOptionGroupBody,
        response: { 200: ZOptionGroupReply, ...errors },
      },
    },
    async (req) => {
      const data = await groups.update(signedIn(req.ctx), req.params.id, req.body);
      return { data, message: say(req, 'success.option_updated') };
    },
  );
}
