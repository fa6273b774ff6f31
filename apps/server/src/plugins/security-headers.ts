import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for `options`, worked out once: none of ours depends on the request (no
 * CSP nonces), and running helmet's middleware per request cost ~12% of a cached menu read's CPU
 * (issue 16).
 */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed;
  return headers;
}

/**
 * Security headers on every reply, pages and API alike. Neither web app has an inline script, so
 * scripts come only from our origin; styles may be inline because antd writes its CSS-in-JS into
 * <style> elements at run time (and the server's own HTML pages carry a <style> block).
 */
export default fp(async (app: FastifyInstance, opts: { publicUrl: string }) => {
  const publicUrl = new URL(opts.publicUrl);
  const https = publicUrl.protocol === 'https:';
  const headers = headersOf({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob: and data: are previews of a picture being chosen, before it is uploaded.
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The portal prints the tables' QR sheet from a blob: frame.
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        // The sandbox gateway's page posts to itself and is redirected to PUBLIC_URL's order page.
        formAction: ["'self'", publicUrl.origin],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    // Browsers remember HSTS for a year: only send it when the site really is served over https.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Order and table tokens live in URLs: no other site learns them from a Referer.
    referrerPolicy: { policy: 'no-referrer' },
    // The old header for browsers without frame-ancestors, saying the same.
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (_req, reply) => {
    reply.headers(headers);
  });
});
