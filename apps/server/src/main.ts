import { mkdirSync } from 'node:fs';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { connect } from './db/client';
import { demoLogins, seedDemo } from './db/seed';
import { createSealer, loadSecretsKey } from './lib/secrets';
import { createMailer } from './mail/mailer';
import { createMediaStore } from './modules/media/store';
import { qrUrlOf } from './modules/tables/service';
import { createSmsSender, type SmsSender, smsConfigOf } from './sms/sms';

const config = loadConfig();
if (!config.DATABASE_URL) mkdirSync(config.DATA_DIR, { recursive: true });
const database = connect({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();

const logger =
  config.NODE_ENV === 'development' && process.stdout.isTTY
    ? { level: config.LOG_LEVEL, transport: { target: 'pino-pretty' } }
    : { level: config.LOG_LEVEL };
// The mailer logs through the app's logger, so build the app with a placeholder first.
let mailer: ReturnType<typeof createMailer> | undefined;
let sms: SmsSender | undefined;
const app = await buildApp({
  config,
  database,
  logger,
  media: createMediaStore(config),
  secrets: createSealer(loadSecretsKey({ secretsKey: config.SECRETS_KEY, dataDir: config.DATA_DIR })),
  mailer: { send: (m) => (mailer as NonNullable<typeof mailer>).send(m), close: () => mailer?.close() },
  sms: { send: (to, text) => (sms as SmsSender).send(to, text) },
});
mailer = createMailer(
  { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logMail: config.NODE_ENV !== 'production' },
  app.log,
);
sms = createSmsSender(smsConfigOf(config), { logSms: config.NODE_ENV !== 'production' }, app.log);
if (config.SMS_PROVIDER === 'log' && config.NODE_ENV === 'production')
  app.log.warn("SMS_PROVIDER is log: buddies' sign-in codes are written only to the server log");

const seeded = config.DEMO_SEED && (await seedDemo(database.db));

closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
  mailer?.close();
  await database.close();
});

await app.listen({ host: config.HOST, port: config.PORT });
const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${config.DATA_DIR}`;
const lines = [
  `Meja is running at ${config.PUBLIC_URL} (API docs at ${config.PUBLIC_URL}/api/docs), database: ${where}`,
];
if (config.DEMO_SEED) {
  lines.push(seeded ? 'Demo data created. Sign in with:' : 'Demo sign-ins (if unchanged):');
  for (const l of demoLogins) lines.push(`  ${l.role.padEnd(13)} ${l.username.padEnd(10)} ${l.password}`);
  const [table] = seeded ? seeded.tableTokens : [];
  if (table)
    lines.push(`Order as a diner at the demo merchant's Table 1: ${qrUrlOf(config.PUBLIC_URL, table)}`);
}
console.log(lines.join('\n'));
