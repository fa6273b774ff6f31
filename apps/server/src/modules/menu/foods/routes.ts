import { calls } from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import { say } from '../../../lib/reply';
import { routesOf } from '../../../lib/route';
import { signedIn } from '../../../plugins/context';
import * as foods from './service';

/**
 * A merchant's foods and alcohol items (SPEC §7 Menu). Toggling and deleting go through the
 * generic PATCH and DELETE /admin/{name}/{id} with the name `menu` (modules/admin-items).
 */
export default async function foodRoutes(app: FastifyInstance) {
  const route = routesOf(app, ['menu']);

  route(
    calls.foods.list,
    {
      allow: 'menu.manage',
      summary: "A merchant's foods (remark=food) or alcohol items (remark=alcohol), paged",
      description:
        'Filters: category_id, status (1/0), search (name or code). Default order: category priority, food priority, name.',
    },
    async (req) => foods.list(signedIn(req.ctx), req.query),
  );

  route(
    calls.foods.create,
    {
      allow: 'menu.manage',
      summary: 'Add a food or an alcohol item (JSON, or multipart with a `picture` file)',
      description: 'It goes last in its category. Alcohol items (remark=alcohol) need their ticket fields.',
    },
    async (req) => {
      const { data, kind } = await foods.create(signedIn(req.ctx), req.body);
      return {
        data,
        message: say(req, kind === 'alcohol' ? 'success.alcohol_created' : 'success.food_created'),
      };
    },
  );

  route(calls.foods.get, { allow: 'menu.manage', summary: 'One food or alcohol item' }, async (req) => ({
    data: await foods.get(signedIn(req.ctx), req.params.id),
  }));

  route(
    calls.foods.update,
    {
      allow: 'menu.manage',
      summary: 'Save a food or an alcohol item (JSON, or multipart with a `picture` file)',
      description:
        'The old client sends POST ...?_method=PUT as multipart. Fields left out keep their value. `version` is the one read: if someone else saved since, the reply is 409 and nothing is written.',
    },
    async (req) => {
      const { data, kind } = await foods.update(signedIn(req.ctx), req.params.id, req.body);
      return {
        data,
        message: say(req, kind === 'alcohol' ? 'success.alcohol_updated' : 'success.food_updated'),
      };
    },
  );
}
