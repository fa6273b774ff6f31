import { calls } from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import { say } from '../../../lib/reply';
import { routesOf } from '../../../lib/route';
import { signedIn } from '../../../plugins/context';
import * as categories from './service';

/**
 * Food and alcohol categories (SPEC §7 Menu). Toggling and deleting go through the generic
 * PATCH/DELETE /api/admin/{name}/{id} (modules/admin-items).
 */
export default async function categoryRoutes(app: FastifyInstance) {
  const route = routesOf(app, ['menu']);

  route(
    calls.categories.list,
    {
      allow: 'menu.manage',
      summary: "A merchant's food (remark=food) or alcohol categories, paged, in priority order",
    },
    async (req) => categories.list(signedIn(req.ctx), req.query),
  );

  route(calls.categories.get, { allow: 'menu.manage', summary: 'One category' }, async (req) => ({
    data: await categories.get(signedIn(req.ctx), req.params.id),
  }));

  route(
    calls.categories.create,
    { allow: 'menu.manage', summary: 'Add a category; it goes last' },
    async (req) => {
      const data = await categories.create(signedIn(req.ctx), req.body);
      return { data, message: say(req, 'success.category_created') };
    },
  );

  route(
    calls.categories.update,
    {
      allow: 'menu.manage',
      summary: 'Rename or switch a category; 409 when `version` is no longer the current one',
    },
    async (req) => {
      const data = await categories.update(signedIn(req.ctx), req.params.id, req.body);
      return { data, message: say(req, 'success.category_updated') };
    },
  );

  route(
    calls.categories.reorder,
    {
      allow: 'menu.manage',
      summary:
        'A new order for categories of one kind: { ids } first to last, or { data: [{ id, priority }] }',
    },
    async (req) => {
      const data = await categories.reorder(signedIn(req.ctx), req.body);
      return { data, message: say(req, 'success.category_order_saved') };
    },
  );
}
