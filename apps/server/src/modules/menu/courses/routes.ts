import { calls } from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import { say } from '../../../lib/reply';
import { routesOf } from '../../../lib/route';
import { signedIn } from '../../../plugins/context';
import * as courses from './service';

/** The store's courses (issue 29): who manages the menu manages them. */
export default async function courseRoutes(app: FastifyInstance) {
  const route = routesOf(app, ['menu']);

  route(
    calls.courses.list,
    { allow: 'menu.manage', summary: "A merchant's courses (starter, main, ...), in serving order" },
    async (req) => courses.list(signedIn(req.ctx), req.query),
  );

  route(
    calls.courses.create,
    {
      allow: 'menu.manage',
      summary: 'Add a course; it goes last unless a position is given',
      description: 'A name the merchant has already (whatever its case) is 400 on `name`.',
    },
    async (req) => ({
      data: await courses.create(signedIn(req.ctx), req.body),
      message: say(req, 'success.course_created'),
    }),
  );

  route(
    calls.courses.update,
    { allow: 'menu.manage', summary: 'Rename or move a course; another merchant’s is 404' },
    async (req) => ({
      data: await courses.update(signedIn(req.ctx), req.params.id, req.body),
      message: say(req, 'success.course_updated'),
    }),
  );

  route(
    calls.courses.remove,
    {
      allow: 'menu.manage',
      summary: 'Delete a course',
      description:
        'Its categories and foods then have no course; lines already ordered keep its name. ' +
        'Another merchant’s is 404.',
    },
    async (req) => {
      await courses.remove(signedIn(req.ctx), req.params.id);
      return { message: say(req, 'success.course_deleted') };
    },
  );
}
