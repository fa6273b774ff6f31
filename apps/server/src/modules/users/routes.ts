import { calls } from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import { say } from '../../lib/reply';
import { routesOf } from '../../lib/route';
import { signedIn } from '../../plugins/context';
import * as users from './service';

export default async function userRoutes(app: FastifyInstance) {
  const route = routesOf(app, ['users']);

  route(calls.users.list, { allow: 'users.read', summary: 'List users of one kind, paged' }, async (req) =>
    users.list(signedIn(req.ctx), req.query),
  );

  route(
    calls.users.create,
    { allow: 'users.write', summary: 'Create a user (inactive unless a status is given)' },
    async (req) => {
      const data = await users.create(signedIn(req.ctx), req.body);
      return { data, message: say(req, users.createdMessageFor(data.type)) };
    },
  );

  route(calls.users.get, { allow: 'users.read', summary: 'One user' }, async (req) => ({
    data: await users.get(signedIn(req.ctx), req.params.id),
  }));

  route(calls.users.update, { allow: 'users.write', summary: 'Update a user' }, async (req) => {
    const data = await users.update(signedIn(req.ctx), req.params.id, req.body);
    return { data, message: say(req, users.updatedMessageFor(data.type)) };
  });

  route(
    calls.users.toggleStatus,
    { allow: 'users.write', summary: 'Toggle Active/Inactive (or set the status given)' },
    async (req) => {
      const data = await users.toggleStatus(signedIn(req.ctx), req.params.id, req.body?.status);
      return {
        data,
        message: say(req, 'success.status_changed', { status: say(req, `status.${data.status}`) }),
      };
    },
  );
}
