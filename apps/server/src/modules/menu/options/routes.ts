import { calls } from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import { say } from '../../../lib/reply';
import { routesOf } from '../../../lib/route';
import { signedIn } from '../../../plugins/context';
import * as groups from './service';

/**
 * Food option groups and their options (SPEC §7 Menu). Toggling and deleting go through the
 * generic PATCH/DELETE /api/admin/{name}/{id} (modules/admin-items).
 */
export default async function optionGroupRoutes(app: FastifyInstance) {
  const route = routesOf(app, ['menu']);

  route(
    calls.optionGroups.list,
    { allow: 'menu.manage', summary: "A merchant's food option groups with their options, paged" },
    async (req) => groups.list(signedIn(req.ctx), req.query),
  );

  route(
    calls.optionGroups.get,
    { allow: 'menu.manage', summary: 'One option group with its options' },
    async (req) => ({ data: await groups.get(signedIn(req.ctx), req.params.id) }),
  );

  route(
    calls.optionGroups.create,
    { allow: 'menu.manage', summary: 'Add an option group with 1 to 50 options (name, extra price in RM)' },
    async (req) => {
      const data = await groups.create(signedIn(req.ctx), req.body);
      return { data, message: say(req, 'success.option_created') };
    },
  );

  route(
    calls.optionGroups.update,
    {
      allow: 'menu.manage',
      summary:
        'Save a whole option group: options sent with their id are kept, the rest removed; 409 on a stale version',
    },
    async (req) => {
      const data = await groups.update(signedIn(req.ctx), req.params.id, req.body);
      return { data, message: say(req, 'success.option_updated') };
    },
  );
}
