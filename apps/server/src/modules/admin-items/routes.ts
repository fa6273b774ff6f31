import { calls } from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { say } from '../../lib/reply';
import { routesOf } from '../../lib/route';
import { type ActorCtx, signedIn } from '../../plugins/context';
import { allows } from '../../policy';
import { adminItemOf } from './registry';

/** The whitelisted item of this name, if the caller may act on such items. */
function itemFor(ctx: ActorCtx, name: string) {
  const item = adminItemOf(name);
  if (!item) throw notFound();
  if (!allows(ctx.actor, item.permission)) throw new AppError('forbidden');
  return item;
}

/**
 * SPEC §7's generic PATCH /admin/{name}/{id} (toggle) and DELETE /admin/{name}/{id}, for the names
 * of registry.ts. A more specific route (e.g. DELETE /api/admin/table/:id) wins in the router.
 */
export default async function adminItemRoutes(app: FastifyInstance) {
  const route = routesOf(app, ['admin items']);

  route(
    calls.adminItems.patch,
    {
      allow: 'admin_items',
      summary: 'Toggle a switch (type, usually status) of a category, option group, food, staff member…',
    },
    async (req) => {
      const ctx = signedIn(req.ctx);
      const { name, id } = req.params;
      const item = itemFor(ctx, name);
      const type = req.body?.type ?? req.query.type;
      if (type === undefined) throw fieldError('type', 'validation.required');
      if (!item.toggle || !item.types?.includes(type)) throw fieldError('type', 'validation.toggle_type');
      const done = await item.toggle(ctx, id, type);
      const message = done.message
        ? say(req, done.message, done.vars)
        : say(req, 'success.status_changed', {
            status: say(req, done.value ? 'status.active' : 'status.inactive'),
          });
      return { data: { id, type, value: done.value ? (1 as const) : (0 as const) }, message };
    },
  );

  route(
    calls.adminItems.remove,
    {
      allow: 'admin_items',
      summary: 'Delete a category, option group, food, staff member or table (refused while in use)',
    },
    async (req) => {
      const ctx = signedIn(req.ctx);
      const item = itemFor(ctx, req.params.name);
      if (!item.remove) throw notFound();
      return { message: say(req, await item.remove(ctx, req.params.id)) };
    },
  );
}
