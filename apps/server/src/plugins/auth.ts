import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import { actorByToken } from '../modules/auth/sessions';
import { allows, type Permission } from '../policy';

declare module 'fastify' {
  interface FastifyInstance {
    /** The permission each API route names, by `METHOD /url` (`GET /api/me` → `session`). */
    routePermissions: ReadonlyMap<string, Permission | 'public'>;
  }
}

const openWhileTermsPending: ReadonlySet<Permission> = new Set([
  'session',
  'first_time_login',
  'terms.read',
  'terms.accept',
]);

/**
 * Every route states `config.allow`. A route without it is refused at start-up, so no route can
 * be left open by forgetting.
 */
export default fp(async (app: FastifyInstance) => {
  const named = new Map<string, Permission | 'public'>();
  app.decorate('routePermissions', named);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const allow = route.config?.allow;
    if (!allow) throw new Error(`${route.method} ${route.url} has no config.allow`);
    for (const method of [route.method].flat()) named.set(`${method} ${route.url}`, allow);
  });

  app.addHook('preValidation', async (req) => {
    const allow = req.routeOptions.config.allow;
    if (!allow) return;
    const header = req.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (allow === 'public') {
      if (token) req.ctx.actor = await actorByToken(req.ctx.db, token);
      return;
    }
    if (!token) throw new AppError('unauthenticated');
    const actor = await actorByToken(req.ctx.db, token);
    if (!actor) throw new AppError('unauthenticated');
    req.ctx.actor = actor;
    if (!allows(actor, allow)) {
      throw new AppError('forbidden', actor.firstLogin ? 'error.first_login_required' : 'error.forbidden');
    }
    // The first-time password comes first (above), then the terms: until a merchant accepts the
    // version in force, only its session, password and the terms themselves are open.
    if (actor.termsPending && !openWhileTermsPending.has(allow)) {
      throw new AppError('forbidden', 'error.terms_required');
    }
  });
});
