import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers on every reply, pages and API alike. Neither web app has an inline script, so
 * scripts come only from our origin; styles may be inline because antd writes its CSS-in-JS into
 * <style> elements at run time (and the server's own HTML pages carry a <style> block).
 */
export default fp(async (app: FastifyInstance, opts: { publicUrl: string }) => {
  const publicUrl = new URL(opts.publicUrl);
  const https = publicUrl.protocol === 'https:';
  await app.register(helmet, {
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
});
