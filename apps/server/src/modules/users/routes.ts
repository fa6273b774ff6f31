import {
  ZCreateUserBody,
  ZErrorReply,
  ZIdParams,
  ZToggleUserBody,
  ZUpdateUserBody,
  ZUserListQuery,
  ZUserPage,
  ZUserReply,
} from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { say } from '../../lib/reply';
import { signedIn } from '../../plugins/context';
import * as users from './service';

const errors = { '4xx': ZErrorReply };
const tags = ['users'];

export default async function userRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/user',
    {
      config: { allow: 'users.read' },
      schema: {
        tags,
        summary: 'List users of one kind, paged',
        querystring: ZUserListQuery,
        response: { 200: ZUserPage, ...errors },
      },
    },
    async (req) => users.list(signedIn(req.ctx), req.query),
  );

  r.post(
    '/api/admin/user',
    {
      config: { allow: 'users.write' },
      schema: {
        tags,
        summary: 'Create a user (inactive unless a status is given)',
        body: ZCreateUserBody,
        response: { 200: ZUserReply, ...errors },
      },
    },
    async (req) => {
      const data = await users.create(signedIn(req.ctx), req.body);
      return { data, message: say(req, users.createdMessageFor(data.type)) };
    },
  );

  r.get(
    '/api/admin/user/:id',
    {
      config: { allow: 'users.read' },
      schema: { tags, summary: 'One user', params: ZIdParams, response: { 200: ZUserReply, ...errors } },
    },
    async (req) => ({ data: await users.get(signedIn(req.ctx), req.params.id) }),
  );

  r.put(
    '/api/admin/user/:id',
    {
      config: { allow: 'users.write' },
      schema: {
        tags,
        summary: 'Update a user',
        params: ZIdParams,
        body: ZUpdateUserBody,
        response: { 200: ZUserReply, ...errors },
      },
    },
    async (req) => {
      const data = await users.update(signedIn(req.ctx), req.params.id, req.body);
      return { data, message: say(req, users.updatedMessageFor(data.type)) };
    },
  );

  r.patch(
    '/api/admin/user/:id',
    {
      config: { allow: 'users.write' },
      schema: {
        tags,
        summary: 'Toggle Active/Inactive (or set the status given)',
        params: ZIdParams,
        body: ZToggleUserBody,
        response: { 200: ZUserReply, ...errors },
      },
    },
    async (req) => {
      const data = await users.toggleStatus(signedIn(req.ctx), req.params.id, req.body?.status);
      return {
        data,
        message: say(req, 'success.status_changed', { status: say(req, `status.${data.status}`) }),
      };
    },
  );
}
