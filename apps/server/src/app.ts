import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { translate } from '@meja/contracts';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createCaches } from './caches';
import { type Config, type PrintingConfig, printingConfigOf } from './config';
import type { Database } from './db/client';
import type { JobQueue } from './lib/jobs';
import { requestLimits } from './lib/limits';
import { redactingLogger } from './lib/log-redact';
import type { Sealer } from './lib/secrets';
import type { Mailer } from './mail/mailer';
import adminItemRoutes from './modules/admin-items/routes';
import authRoutes from './modules/auth/routes';
import buddyRoutes from './modules/buddies/routes';
import announcementsRoutes from './modules/content/announcements/routes';
import termsRoutes from './modules/content/terms/routes';
import updateLogRoutes from './modules/content/update-log/routes';
import dashboardRoutes from './modules/dashboard/routes';
import healthRoutes from './modules/health/routes';
import mediaRoutes from './modules/media/routes';
import type { MediaStore } from './modules/media/store';
import memberRoutes from './modules/members/routes';
import categoryRoutes from './modules/menu/categories/routes';
import courseRoutes from './modules/menu/courses/routes';
import dinerMenuRoutes from './modules/menu/diner/routes';
import foodRoutes from './modules/menu/foods/routes';
import optionGroupRoutes from './modules/menu/options/routes';
import merchantRoutes from './modules/merchants/routes';
import orderAdminRoutes from './modules/orders/admin/routes';
import splitRoutes from './modules/orders/admin/split-routes';
import boardRoutes from './modules/orders/board/routes';
import orderRoutes from './modules/orders/routes';
import { paymentsEnvOf } from './modules/payments/env';
import paymentRoutes, { type PaymentsOptions } from './modules/payments/routes';
import payoutRoutes from './modules/payouts/routes';
import printingRoutes from './modules/printing/routes';
import reportRoutes from './modules/reports/routes';
import settlementRoutes from './modules/settlements/routes';
import staffRoutes from './modules/staff/routes';
import stockImageRoutes from './modules/stock-images/routes';
import tableRoutes from './modules/tables/routes';
import ticketRoutes from './modules/tickets/routes';
import userRoutes from './modules/users/routes';
import { orderLifecycle } from './order-lifecycle';
import auth from './plugins/auth';
import cleanInput from './plugins/clean-input';
import context, { localeOf } from './plugins/context';
import errors from './plugins/errors';
import formBody from './plugins/form-body';
import jsonBody from './plugins/json-body';
import { methodOverride } from './plugins/method-override';
import { withErrorReplies } from './plugins/openapi-errors';
import securityHeaders from './plugins/security-headers';
import { registerWebApps } from './plugins/web-apps';
import type { SmsSender } from './sms/sms';

export interface AppDeps {
  config: Pick<Config, 'PUBLIC_URL' | 'NODE_ENV' | 'LOG_LEVEL'> &
    Partial<
      Pick<
        Config,
        | 'SANDBOX_GATEWAY_SECRET'
        | 'SECRETS_KEY'
        | 'BILLPLZ_API_URL'
        | 'DEMO_SEED'
        | 'TRUST_PROXY'
        | 'API_DOCS'
        | keyof PrintingConfig
      >
    >;
  database: Database;
  /** The process's job queue (lib/jobs.ts). */
  jobs: JobQueue;
  mailer: Mailer;
  /** Sends buddies' sign-in codes (sms/sms.ts). */
  sms: SmsSender;
  /** Where uploaded media live: a directory or an S3-compatible bucket (modules/media/store.ts). */
  media: MediaStore;
  /** Seals secrets at rest (lib/secrets.ts). */
  secrets: Sealer;
  logger?: FastifyServerOptions['logger'];
  /** Tests only: how the sandbox gateway delivers callbacks. */
  payments?: Partial<Pick<PaymentsOptions, 'sandboxDeliver'>>;
}

/**
 * Fastify's `trustProxy` for TRUST_PROXY. A bare number would trust no hop at all in Fastify 5
 * (it fails closed), so a hop count becomes the function "the first N hops are our proxies".
 */
function trustProxyOption(setting: Config['TRUST_PROXY'] = false) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/** Builds the API: plugins first, then one module per domain. Listening is main.ts's job. */
export async function buildApp({
  config,
  database,
  jobs,
  mailer,
  sms,
  media,
  secrets,
  logger,
  payments,
}: AppDeps) {
  const app = Fastify({
    logger: redactingLogger(logger ?? { level: config.LOG_LEVEL }),
    rewriteUrl: methodOverride,
    // Whoever can set X-Forwarded-For would otherwise choose the address every throttle counts.
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: requestLimits.bodyBytes,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(securityHeaders, { publicUrl: config.PUBLIC_URL });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Meja API', version: '1.0.0', description: 'Table ordering, payments and loyalty.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: withErrorReplies,
  });
  if (config.API_DOCS ?? config.NODE_ENV !== 'production')
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  // Multipart fields land in the body like JSON ones, so one zod schema serves both (SPEC §7).
  // Diners are on mobile data: menus, orders and the built apps go out gzip/brotli compressed.
  // (Live order streams hijack their reply, so they are never buffered by this.)
  await app.register(fastifyCompress, { threshold: 1024 });
  // Without attachFieldsToBody: plugins/form-body.ts reads the parts into the body.
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: requestLimits.fileBytes,
      files: requestLimits.files,
      fieldSize: requestLimits.fieldBytes,
    },
  });
  await app.register(formBody);
  await app.register(jsonBody);
  await app.register(errors);
  // Fake money pays no real order: whom the sandbox gateway serves is decided here, once.
  const paymentsEnv = await paymentsEnvOf(config, database.db, secrets);
  const caches = createCaches(database);
  app.addHook('onClose', () => caches.close());
  await app.register(context, {
    db: database.db,
    database,
    secrets,
    publicUrl: config.PUBLIC_URL,
    mailer,
    sms,
    media,
    jobs,
    caches,
    payments: paymentsEnv,
    printing: printingConfigOf(config),
    orderLifecycle,
  });
  await app.register(auth);
  await app.register(cleanInput);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(buddyRoutes);
  await app.register(userRoutes);
  await app.register(dashboardRoutes);
  await app.register(staffRoutes);
  await app.register(tableRoutes);
  await app.register(dinerMenuRoutes);
  await app.register(merchantRoutes);
  await app.register(mediaRoutes);
  await app.register(stockImageRoutes);
  await app.register(categoryRoutes);
  await app.register(courseRoutes);
  await app.register(optionGroupRoutes);
  await app.register(foodRoutes);
  await app.register(orderRoutes);
  await app.register(orderAdminRoutes);
  await app.register(splitRoutes);
  await app.register(boardRoutes);
  await app.register(paymentRoutes, { sandboxDeliver: payments?.sandboxDeliver });
  await app.register(printingRoutes);
  await app.register(memberRoutes);
  await app.register(ticketRoutes);
  await app.register(payoutRoutes);
  await app.register(settlementRoutes);
  await app.register(reportRoutes);
  await app.register(announcementsRoutes);
  await app.register(updateLogRoutes);
  await app.register(termsRoutes);
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
