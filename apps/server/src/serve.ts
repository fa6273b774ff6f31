import { mkdirSync } from 'node:fs';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { connect } from './db/client';
import { demoBuddy, demoLogins, demoStaff, seedDemo } from './db/seed';
import { appJobs, jobCtx } from './jobs';
import { createJobs } from './lib/jobs';
import { createSealer, loadSecretsKey } from './lib/secrets';
import { createMailer } from './mail/mailer';
import { ensureTerms } from './modules/content/terms/ensure';
import { createMediaStore } from './modules/media/store';
import { closeDaysJob } from './modules/reports/closing';
import { rebuildRollups, rollupsMissing } from './modules/reports/rebuild';
import { qrUrlOf } from './modules/tables/service';
import type { Deps } from './plugins/context';
import { createSmsSender, type SmsSender, smsConfigOf } from './sms/sms';

const config = loadConfig();
if (!config.DATABASE_URL) mkdirSync(config.DATA_DIR, { recursive: true });
const database = connect({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();
// An installation that paid orders before the reports' rollups existed (issue 14) fills them once.
if (await rollupsMissing(database.db)) await rebuildRollups(database.db);
// The platform's merchant terms exist from the start (version 1), before the demo merchant accepts them.
await ensureTerms(database.db);
// Before the app is built: in production the sandbox gateway exists only where demo data does.
const seeded = config.DEMO_SEED && (await seedDemo(database.db));
const logger =
  config.NODE_ENV === 'development' && process.stdout.isTTY
    ? { level: config.LOG_LEVEL, transport: { target: 'pino-pretty' } }
    : { level: config.LOG_LEVEL };
// Durable background work (pg-boss, in the same database); started before the app takes requests.
const jobs = createJobs(database, appJobs);
let mailer: ReturnType<typeof createMailer> | undefined;
let sms: SmsSender | undefined;
// The mailer and the SMS sender log through the app's logger: the app is built with stand-ins.
const deps: Omit<Deps, 'payments' | 'printing'> = {
  db: database.db,
  database,
  jobs,
  publicUrl: config.PUBLIC_URL,
  media: createMediaStore(config),
  secrets: createSealer(loadSecretsKey({ secretsKey: config.SECRETS_KEY, dataDir: config.DATA_DIR })),
  mailer: { send: (m) => (mailer as NonNullable<typeof mailer>).send(m), close: () => mailer?.close() },
  sms: { send: (to, text) => (sms as SmsSender).send(to, text) },
};
const app = await buildApp({ config, logger, ...deps });
mailer = createMailer(
  { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logMail: config.NODE_ENV === 'development' },
  app.log,
);
// A demo without an SMS provider writes sign-in codes to its log, as development does: its diners
// are the person trying it. With a provider, or without demo data, a code never reaches the log.
const logSms = config.NODE_ENV === 'development' || (config.DEMO_SEED && config.SMS_PROVIDER === 'log');
sms = createSmsSender(smsConfigOf(config), { logSms }, app.log);
if (config.SMS_PROVIDER === 'log' && !logSms)
  app.log.warn(
    "SMS_PROVIDER is log: buddies' sign-in codes are not sent (only development and demos log them)",
  );

closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'shutting down');
  // Requests first (they may still queue jobs), then the jobs under way, then the database.
  await app.close();
  await jobs.stop(5_000);
  mailer?.close();
  await database.close();
});

// Jobs that fell due while no instance ran are taken at once.
await jobs.start(app.log, jobCtx(app.deps));
// The report days that ended while no instance ran close now rather than at the next tick.
await jobs.send(database.db, closeDaysJob, {});
await app.listen({ host: config.HOST, port: config.PORT });
const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${config.DATA_DIR}`;
const docs =
  (config.API_DOCS ?? config.NODE_ENV !== 'production') ? ` (API docs at ${config.PUBLIC_URL}/api/docs)` : '';
const lines = [`Meja is running at ${config.PUBLIC_URL}${docs}, database: ${where}`];
if (config.DEMO_SEED) {
  lines.push(seeded ? 'Demo data created. Sign in with:' : 'Demo sign-ins (if unchanged):');
  for (const l of demoLogins) lines.push(`  ${l.role.padEnd(13)} ${l.username.padEnd(10)} ${l.password}`);
  lines.push("The demo merchant's staff, each on its own screen:");
  for (const l of demoStaff) lines.push(`  ${l.staffRole.padEnd(13)} ${l.username.padEnd(22)} ${l.password}`);
  lines.push(
    `The demo buddy signs in to the ordering app with ${demoBuddy.phone} (the SMS code is in this log); friends sign up at ${config.PUBLIC_URL}/order/r/${demoBuddy.referralCode}`,
  );
  const [table] = seeded ? seeded.tableTokens : [];
  if (table)
    lines.push(`Order as a diner at the demo merchant's Table 1: ${qrUrlOf(config.PUBLIC_URL, table)}`);
}
console.log(lines.join('\n'));
