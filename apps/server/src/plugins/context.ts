import type { ServerLocale } from '@meja/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import type { Sealer } from '../lib/secrets';
import type { Actor, Permission } from '../policy';

/** What every service call gets first: who asks, in which language, on which database. */
export interface Ctx {
  actor: Actor | null;
  locale: ServerLocale;
  db: Db;
  /** Seals and opens the secrets kept in the database. */
  secrets: Sealer;
  ip: string;
}

/** A signed-in context: routes behind a permission get one. */
export type ActorCtx = Ctx & { actor: Actor };

declare module 'fastify' {
  interface FastifyRequest {
    ctx: Ctx;
  }
  interface FastifyContextConfig {
    /** 'public' routes need no token; any other value names the permission the route needs. */
    allow?: Permission | 'public';
  }
}

export function localeOf(req: FastifyRequest): ServerLocale {
  const header = req.headers['accept-language'];
  return typeof header === 'string' && /^\s*zh/i.test(header) ? 'zh' : 'en';
}

export const signedIn = (ctx: Ctx): ActorCtx => {
  if (!ctx.actor) throw new Error('route without a permission reached a signed-in service');
  return ctx as ActorCtx;
};

export default fp(async (app: FastifyInstance, opts: { db: Db; secrets: Sealer }) => {
  app.decorateRequest('ctx');
  app.addHook('onRequest', async (req) => {
    req.ctx = { actor: null, locale: localeOf(req), db: opts.db, secrets: opts.secrets, ip: req.ip };
  });
});
