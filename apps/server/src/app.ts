import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { translate } from '@meja/contracts';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Sealer } from './lib/secrets';
import type { Mailer } from './mail/mailer';
import adminItemRoutes from './modules/admin-items/routes';
import authRoutes from './modules/auth/routes';
import buddyRoutes from './modules/buddies/routes';
import dashboardRoutes from './modules/dashboard/routes';
import healthRoutes from './modules/health/routes';
import mediaRoutes from './modules/media/routes';
import { type MediaStore, mediaContext } from './modules/media/store';
import categoryRoutes from './modules/menu/categories/routes';
import dinerMenuRoutes from './modules/menu/diner/routes';
import foodRoutes from './modules/menu/foods/routes';
import optionGroupRoutes from './modules/menu/options/routes';
import merchantRoutes from './modules/merchants/routes';
import orderRoutes from './modules/orders/routes';
import paymentRoutes, { type PaymentsOptions } from './modules/payments/routes';
import { sandboxSecret } from './modules/payments/sandbox';
import staffRoutes from './modules/staff/routes';
import stockImageRoutes from './modules/stock-images/routes';
import tableRoutes from './modules/tables/routes';
import userRoutes from './modules/users/routes';
import auth from './plugins/auth';
import cleanInput from './plugins/clean-input';
import context, { localeOf } from './plugins/context';
import errors from './plugins/errors';
import { methodOverride } from './plugins/method-override';
import { registerWebApps } from './plugins/web-apps';
import type { SmsSender } from './sms/sms';

export interface AppDeps {
  config: Pick<Config, 'PUBLIC_URL' | 'NODE_ENV' | 'LOG_LEVEL'> &
    Partial<Pick<Config, 'SANDBOX_GATEWAY_SECRET' | 'SECRETS_KEY' | 'BILLPLZ_API_URL' | 'DEMO_SEED'>>;
  database: Database;
  mailer: Mailer;
  /** Sends buddies' sign-in codes (sms/sms.ts). */
  sms: SmsSender;
  /** Where uploaded media live: a directory or an S3-compatible bucket (modules/media/store.ts). */
  media: MediaStore;
  /** Seals secrets at rest (lib/secrets.ts). */
  secrets: Sealer;
  logger?: FastifyServerOptions['logger'];
  /** Tests only: how the sandbox gateway delivers callbacks, how often pending payments are polled. */
  payments?: Partial<Pick<PaymentsOptions, 'sandboxDeliver' | 'pollIntervalMs'>>;
}

/** Builds the API: plugins first, then one module per domain. Listening is main.ts's job. */
export async function buildApp({ config, database, mailer, sms, media, secrets, logger, payments }: AppDeps) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    rewriteUrl: methodOverride,
    trustProxy: true,
    bodyLimit: 2 * 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Meja API', version: '1.0.0', description: 'Table ordering, payments and loyalty.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  // Multipart fields land in the body like JSON ones, so one zod schema serves both (SPEC §7).
  // Diners are on mobile data: menus, orders and the built apps go out gzip/brotli compressed.
  // (Live order streams hijack their reply, so they are never buffered by this.)
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: 5 * 1024 * 1024, files: 5 },
  });
  await app.register(errors);
  await app.register(context, { db: database.db, secrets });
  await app.register(mediaContext, { store: media });
  await app.register(auth);
  await app.register(cleanInput);

  await app.register(healthRoutes, { kind: database.kind });
  await app.register(authRoutes, { mailer, publicUrl: config.PUBLIC_URL });
  await app.register(buddyRoutes, { sms });
  await app.register(userRoutes);
  await app.register(dashboardRoutes);
  await app.register(staffRoutes);
  await app.register(tableRoutes, { publicUrl: config.PUBLIC_URL });
  await app.register(dinerMenuRoutes);
  await app.register(merchantRoutes);
  await app.register(mediaRoutes);
  await app.register(stockImageRoutes);
  await app.register(categoryRoutes);
  await app.register(optionGroupRoutes);
  await app.register(foodRoutes);
  await app.register(orderRoutes, { database });
  await app.register(paymentRoutes, {
    env: {
      publicUrl: config.PUBLIC_URL,
      // Fake money pays no real order: the sandbox gateway is off in production without demo data.
      sandbox: {
        secret: sandboxSecret(config),
        allowed: config.NODE_ENV !== 'production' || config.DEMO_SEED === true,
      },
      billplz: {
        baseUrl:
          config.BILLPLZ_API_URL ??
          (config.NODE_ENV === 'production'
            ? 'https://www.billplz.com/api'
            : 'https://www.billplz-sandbox.com/api'),
      },
    },
    ctx: { db: database.db, secrets },
    sandboxDeliver: payments?.sandboxDeliver,
    pollIntervalMs: payments?.pollIntervalMs ?? (config.NODE_ENV === 'test' ? 0 : 5_000),
  });
  // The generic PATCH/DELETE /api/admin/{name}/{id}; specific routes of the same shape win.
  await app.register(adminItemRoutes);

  const indexFor = config.NODE_ENV === 'production' ? await registerWebApps(app) : () => undefined;
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    const page = (req.method === 'GET' || req.method === 'HEAD') && !path.startsWith('/api');
    const root = page ? indexFor(path) : undefined;
    if (root) return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
    return reply.code(404).send({ code: 'not_found', message: translate(localeOf(req), 'error.not_found') });
  });
  return app;
}
