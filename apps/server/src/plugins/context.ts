import type { ServerLocale } from '@meja/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppCaches } from '../caches';
import type { PrintingConfig } from '../config';
import type { Database, Db } from '../db/client';
import type { JobQueue } from '../lib/jobs';
import type { Sealer } from '../lib/secrets';
import type { Mailer } from '../mail/mailer';
import type { MediaStore } from '../modules/media/store';
import type { OrderLifecycle } from '../modules/orders/lifecycle';
import type { PaymentsEnv } from '../modules/payments/env';
import type { Actor, Permission } from '../policy';
import type { SmsSender } from '../sms/sms';

/**
 * What the app gives every service: the one way a service reaches a dependency is `ctx.<name>`
 * (no plugin options, no extra arguments, no module-level singletons). Built once in app.ts.
 */
export interface Deps {
  db: Db;
  /** The database's connections: LISTEN for live streams, the engine's kind. */
  database: Database;
  /** Seals and opens the secrets kept in the database. */
  secrets: Sealer;
  /** Where the apps are served from, for links in QR codes and e-mails. */
  publicUrl: string;
  mailer: Mailer;
  /** Sends buddies' sign-in codes. */
  sms: SmsSender;
  /** Where uploaded media live: a directory or an S3-compatible bucket. */
  media: MediaStore;
  /** The job queue (lib/jobs.ts); tests that run no jobs get one that records what is sent. */
  jobs: JobQueue;
  /** What the app keeps in its process (caches.ts), made with it. */
  caches: AppCaches;
  /** Where payments live and whom the sandbox gateway serves, read once at start. */
  payments: PaymentsEnv;
  /** How printers are reached (cloud API, allowed ports) and how automatic prints retry. */
  printing: PrintingConfig;
  /** What happens when an order is placed, paid, released or refunded (src/order-lifecycle.ts). */
  orderLifecycle: OrderLifecycle;
}

/** What every service call gets first: who asks, in which language, and the app's dependencies. */
export interface Ctx extends Deps {
  actor: Actor | null;
  locale: ServerLocale;
  ip: string;
}

/** A signed-in context: routes behind a permission get one. */
export type ActorCtx = Ctx & { actor: Actor };

declare module 'fastify' {
  interface FastifyRequest {
    ctx: Ctx;
  }
  interface FastifyInstance {
    /** The app's dependencies, for what a module decides once at registration (e.g. whether the sandbox exists). */
    deps: Deps;
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

export default fp(async (app: FastifyInstance, deps: Deps) => {
  app.decorate('deps', deps);
  app.decorateRequest('ctx');
  app.addHook('onRequest', async (req) => {
    req.ctx = { ...deps, actor: null, locale: localeOf(req), ip: req.ip };
  });
});
