import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp } from './app';
import type { Config } from './config';
import { demoBuddy, demoLogins, demoStaff } from './db/seed';
import { appJobs, jobCtx } from './jobs';
import { createJobs } from './lib/jobs';
import { countUnhandledRejections } from './lib/process-faults';
import { createSealer, loadSecretsKey } from './lib/secrets';
import { createMailer } from './mail/mailer';
import { createMediaStore } from './modules/media/store';
import { closeDaysJob } from './modules/reports/closing';
import { qrUrlOf } from './modules/tables/service';
import { serveControl } from './ops/control';
import { openDatabase } from './ops/open';
import type { Deps } from './plugins/context';
import { createSmsSender, type SmsSender, smsConfigOf } from './sms/sms';

/**
 * A server (`serve`: the API, and the jobs unless JOBS=off) or a worker (`worker`: the jobs only,
 * no HTTP, beside API instances on the same PostgreSQL).
 */
export async function serve(config: Config, role: 'serve' | 'worker') {
  if (role === 'worker' && !config.DATABASE_URL)
    throw new Error(
      'npm run worker needs DATABASE_URL: the embedded database belongs to one process, whose server runs the jobs.',
    );
  if (role === 'worker' && config.JOBS === 'off') throw new Error('A worker with JOBS=off would do nothing.');
  const loggerOptions =
    config.NODE_ENV === 'development' && process.stdout.isTTY
      ? { level: config.LOG_LEVEL, transport: { target: 'pino-pretty' } }
      : { level: config.LOG_LEVEL };
  const log = pino(loggerOptions);
  countUnhandledRejections(log);

  const { database, seeded, close: closeDatabase } = await openDatabase(config, role);
  // The queue takes jobs before anything may send one (requests, the demo's first orders); the
  // workers that run them start once their dependencies exist, or never on an API-only instance.
  const runsJobs = config.JOBS === 'on';
  const jobs = createJobs(database, appJobs, { workers: runsJobs });
  // The handlers' dependencies are the app's, built below; the queue asks for them when it starts
  // working or first applies a queue's send defaults.
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  const ctx = () => {
    if (!app) throw new Error('jobs: the app is not built yet');
    return jobCtx(app.deps);
  };
  // Instances starting together on a new database created pg-boss's queues at once and deadlocked.
  await database.exclusive(() => jobs.prepare(log, ctx));
  let mailer: ReturnType<typeof createMailer> | undefined;
  let sms: SmsSender | undefined;
  // The mailer and the SMS sender log through the app's logger: the app is built with stand-ins.
  const deps: Omit<Deps, 'payments' | 'printing' | 'orderLifecycle' | 'caches'> = {
    db: database.db,
    database,
    jobs,
    publicUrl: config.PUBLIC_URL,
    media: createMediaStore(config),
    secrets: createSealer(loadSecretsKey({ secretsKey: config.SECRETS_KEY, dataDir: config.DATA_DIR })),
    mailer: { send: (m) => (mailer as NonNullable<typeof mailer>).send(m), close: () => mailer?.close() },
    sms: { send: (to, text) => (sms as SmsSender).send(to, text) },
  };
  app = await buildApp({ config, logger: loggerOptions, ...deps });
  mailer = createMailer(
    { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logMail: config.NODE_ENV === 'development' },
    app.log,
  );
  // A demo without an SMS provider writes sign-in codes to its log, as development does: its diners
  // are the person trying it. With a provider, or without demo data, a code never reaches the log.
  const logSms = config.NODE_ENV === 'development' || (config.DEMO_SEED && config.SMS_PROVIDER === 'log');
  sms = createSmsSender(smsConfigOf(config), { logSms }, app.log);
  if (config.SMS_PROVIDER === 'log' && !logSms && role === 'serve')
    app.log.warn(
      "SMS_PROVIDER is log: buddies' sign-in codes are not sent (only development and demos log them)",
    );
  // The embedded database's backups and checks are asked of the server that holds it.
  const control =
    database.kind === 'pglite' ? await serveControl(config.DATA_DIR, database, app.log) : undefined;

  // Unhandled rejections are counted above, not a reason to exit; signals and uncaught exceptions are.
  closeWithGrace({ delay: 10_000, skip: ['unhandledRejection'] }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'shutting down');
    // Requests first (they may still queue jobs), then the jobs under way, then the database.
    await app.close();
    await control?.close();
    await jobs.stop(5_000);
    mailer?.close();
    await closeDatabase();
  });

  if (runsJobs) {
    // Jobs that fell due while no instance ran are taken at once.
    await jobs.work();
    // The report days that ended while no instance ran close now rather than at the next tick.
    await jobs.send(database.db, closeDaysJob, {});
  }
  if (role === 'worker') {
    await app.ready();
    console.log(`Meja worker running the jobs on PostgreSQL (${appJobs.length} queues)`);
    return;
  }
  await app.listen({ host: config.HOST, port: config.PORT });
  const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${config.DATA_DIR}`;
  const docs = config.API_DOCS ? ` (API docs at ${config.PUBLIC_URL}/api/docs)` : '';
  const jobsNote = runsJobs ? '' : ' (JOBS=off: jobs run elsewhere)';
  const lines = [`Meja is running at ${config.PUBLIC_URL}${docs}, database: ${where}${jobsNote}`];
  if (config.DEMO_SEED) {
    lines.push(seeded ? 'Demo data created. Sign in with:' : 'Demo sign-ins (if unchanged):');
    for (const l of demoLogins) lines.push(`  ${l.role.padEnd(13)} ${l.username.padEnd(10)} ${l.password}`);
    lines.push("The demo merchant's staff, each on its own screen:");
    for (const l of demoStaff)
      lines.push(`  ${l.staffRole.padEnd(13)} ${l.username.padEnd(22)} ${l.password}`);
    lines.push(
      `The demo buddy signs in to the ordering app with ${demoBuddy.phone} (the SMS code is in this log); friends sign up at ${config.PUBLIC_URL}/order/r/${demoBuddy.referralCode}`,
    );
    const [table] = seeded ? seeded.tableTokens : [];
    if (table)
      lines.push(`Order as a diner at the demo merchant's Table 1: ${qrUrlOf(config.PUBLIC_URL, table)}`);
  }
  console.log(lines.join('\n'));
}
