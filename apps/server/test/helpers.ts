import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { inject as provided } from 'vitest';
import { buildApp } from '../src/app';
import type { PrintingConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { users } from '../src/db/schema';
import { type JobCtx, jobCtx } from '../src/jobs';
import { createJobs, type JobQueue, type JobSpec, type SendOptions } from '../src/lib/jobs';
import { createSealer, type Sealer } from '../src/lib/secrets';
import { newToken } from '../src/lib/tokens';
import type { Mail, Mailer } from '../src/mail/mailer';
import { createSession } from '../src/modules/auth/repository';
import { createDiskStore } from '../src/modules/media/disk-store';
import type { MediaStore } from '../src/modules/media/store';
import type { Ctx } from '../src/plugins/context';
import type { Actor } from '../src/policy';
import type { SmsSender } from '../src/sms/sms';
import { copyTemplate } from './database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Mail the app handed to its mailer (API tests); browser tests use a real SMTP server instead. */
  outbox: Mail[];
  /** Text messages the app handed to its SMS sender (buddies' sign-in codes). */
  sms: Sms[];
  /** Jobs the app sent, when it runs none (`opts.jobs` not given): recorded, never run. */
  sent: SentJob[];
  /** The app's media directory (unless opts.media was given): a fresh temporary one, removed by close(). */
  mediaDir: string;
  /** The app's sealer of secrets at rest, to read sealed columns. */
  secrets: Sealer;
  /**
   * A service call's context on this app's dependencies, as a request would get it. An actor built
   * by hand has accepted the terms unless it says otherwise.
   */
  ctx(
    actor?: (Omit<Actor, 'termsPending'> & Partial<Pick<Actor, 'termsPending'>>) | null,
    overrides?: Partial<Ctx>,
  ): Ctx;
  token(username: string, password?: string): Promise<string>;
  call(token: string | null, opts: InjectOptions): Promise<LightMyRequestResponse>;
  /**
   * A fresh merchant under the demo agent, created by the admin through the API as in the portal,
   * then active with its password set, and a session of its own.
   */
  merchant(username: string, name?: string): Promise<{ id: number; token: string }>;
  close(): Promise<void>;
}

export interface Sms {
  to: string;
  text: string;
}

export interface SentJob {
  name: string;
  data: object;
  opts?: SendOptions;
}

/** The job queue of an app that runs no jobs: what is sent is recorded (in `sent`), never run. */
export function recordingQueue(sent: SentJob[] = []): JobQueue & { sent: SentJob[] } {
  return {
    sent,
    send: async (_tx, name, data, opts) => void sent.push({ name, data, opts }),
  };
}

export const demoPasswords: Record<string, string> = {
  admin: 'Admin@1234',
  master: 'Master@1234',
  mentor: 'Mentor@1234',
  agent: 'Agent@1234',
  subagent: 'Subagent@1234',
  merchant: 'Merchant@1234',
  buddy: 'Buddy@1234',
};

export async function createTestApp(
  opts: {
    mailer?: Mailer;
    publicUrl?: string;
    media?: MediaStore;
    sms?: SmsSender;
    /** Runs these pg-boss jobs as main.ts does (polling often); without it jobs are only recorded (`sent`). */
    jobs?: readonly JobSpec<JobCtx>[];
    /** Printer settings (config.ts), e.g. the fake printers' ports and a local cloud API. */
    printing?: Partial<PrintingConfig>;
  } = {},
): Promise<TestApp> {
  const database = await copyTemplate(provided('testDb'));
  const outbox: Mail[] = [];
  const mailer: Mailer = opts.mailer ?? { send: async (m) => void outbox.push(m), close: () => {} };
  const sms: Sms[] = [];
  const smsSender: SmsSender = opts.sms ?? { send: async (to, text) => void sms.push({ to, text }) };
  const mediaDir = await mkdtemp(join(tmpdir(), 'meja-media-'));
  const secrets = createSealer(randomBytes(32));
  const jobs = opts.jobs && createJobs(database, opts.jobs, { pollingIntervalSeconds: 0.5 });
  const sent: SentJob[] = [];
  // As serve.ts: the queue is prepared before the app exists, its workers start once it does.
  let built: FastifyInstance | undefined;
  await jobs?.prepare(pino({ level: 'silent' }), () => jobCtx((built as FastifyInstance).deps));
  const publicUrl = opts.publicUrl ?? 'http://meja.test';
  const media = opts.media ?? createDiskStore(mediaDir);
  const app = await buildApp({
    config: { NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: publicUrl, ...opts.printing },
    database,
    jobs: jobs ?? recordingQueue(sent),
    mailer,
    sms: smsSender,
    media,
    secrets,
    logger: false,
  });
  await app.ready();
  built = app;
  await jobs?.work();
  const token: TestApp['token'] = async (username, password = demoPasswords[username]) => {
    const res = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
    if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
    return res.json().data.token as string;
  };
  const call: TestApp['call'] = (token, o) =>
    app.inject({ ...o, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...o.headers } });
  return {
    app,
    database,
    outbox,
    sms,
    sent,
    mediaDir,
    secrets,
    call,
    token,
    ctx: (actor = null, overrides = {}) => ({
      ...app.deps,
      actor: actor && { termsPending: false, ...actor },
      locale: 'en',
      ip: '127.0.0.1',
      ...overrides,
    }),
    async merchant(username, name) {
      const admin = await token('admin');
      const agents = await call(admin, {
        method: 'GET',
        url: '/api/admin/user?listing_type=agent&search=arjun',
      });
      const res = await call(admin, {
        method: 'POST',
        url: '/api/admin/user',
        payload: {
          type: 'merchant',
          username,
          name,
          agent_id: agents.json().data[0].id,
          password: 'Given@1234',
          confirm_password: 'Given@1234',
        },
      });
      if (res.statusCode !== 200)
        throw new Error(`create merchant ${username}: ${res.statusCode} ${res.body}`);
      const id = res.json().data.id as number;
      await database.db.update(users).set({ status: 'active', firstLogin: false }).where(eq(users.id, id));
      const session = newToken();
      await createSession(database.db, id, session);
      return { id, token: session };
    },
    async close() {
      await app.close();
      await jobs?.stop(1000);
      await database.close();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}
