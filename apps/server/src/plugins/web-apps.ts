import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const dist = (app: string) => fileURLToPath(new URL(`../../../${app}/dist`, import.meta.url));

/** Which app's index.html answers a browser path, so client-side routes survive a reload. */
export type IndexResolver = (path: string) => string | undefined;

/**
 * Serves the built portal at / and the ordering app at /order, when they have been built.
 * Hashed assets are cached for a year; everything else, HTML first, is revalidated: the portal's
 * service worker (sw.js) and manifest too, so that a new build reaches installed tablets at once.
 */
export async function registerWebApps(app: FastifyInstance): Promise<IndexResolver> {
  const portal = dist('portal');
  const order = dist('order');
  const hasPortal = existsSync(`${portal}/index.html`);
  const hasOrder = existsSync(`${order}/index.html`);
  if (!hasPortal && !hasOrder) {
    app.log.warn('no built web apps found: run `npm run build:web` to serve the portal');
    return () => undefined;
  }
  // Vite names what it builds under assets/ by content hash: those never change.
  const hashed = /[\\/]assets[\\/]/;
  // Wildcard routes look files up per request, so a rebuilt app is served without a restart.
  const common = {
    wildcard: true,
    index: ['index.html'],
    cacheControl: false,
    setHeaders: (reply: FastifyReply, file: string) =>
      reply.header('cache-control', hashed.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache'),
  };
  if (hasPortal) await app.register(fastifyStatic, { root: portal, prefix: '/', ...common });
  if (hasOrder) {
    await app.register(fastifyStatic, {
      root: order,
      prefix: '/order/',
      decorateReply: !hasPortal,
      ...common,
    });
  }
  return (path) => {
    if (path === '/order' || path.startsWith('/order/')) return hasOrder ? order : undefined;
    return hasPortal ? portal : undefined;
  };
}
