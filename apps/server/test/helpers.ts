import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject as provided } from 'vitest';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { createSealer, type Sealer } from '../src/lib/secrets';
import type { Mail, Mailer } from '../src/mail/mailer';
import { createDiskStore } from '../src/modules/media/disk-store';
import type { MediaStore } from '../src/modules/media/store';
import type { SmsSender } from '../src/sms/sms';
import { copyTemplate } from './database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Mail the app handed to its mailer (API tests); browser tests use a real SMTP server instead. */
  outbox: Mail[];
  /** Text messages the app handed to its SMS sender (buddies' sign-in codes). */
  sms: Sms[];
  /** The app's media directory (unless opts.media was given): a fresh temporary one, removed by close(). */
  mediaDir: string;
  /** The app's sealer of secrets at rest, to read sealed columns. */
  secrets: Sealer;
  token(username: string, password?: string): Promise<string>;
  call(token: string | null, opts: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface Sms {
  to: string;
  text: string;
}

export const demoPasswords: Record<string, string> = {
  admin: 'Admin@1234',
  master: 'Master@1234',
  agent: 'Agent@1234',
  subagent: 'Subagent@1234',
  merchant: 'Merchant@1234',
  buddy: 'Buddy@1234',
};

export async function createTestApp(
  opts: { mailer?: Mailer; publicUrl?: string; media?: MediaStore; sms?: SmsSender } = {},
): Promise<TestApp> {
  const database = await copyTemplate(provided('testDb'));
  const outbox: Mail[] = [];
  const mailer: Mailer = opts.mailer ?? { send: async (m) => void outbox.push(m), close: () => {} };
  const sms: Sms[] = [];
  const smsSender: SmsSender = opts.sms ?? { send: async (to, text) => void sms.push({ to, text }) };
  const mediaDir = await mkdtemp(join(tmpdir(), 'meja-media-'));
  const secrets = createSealer(randomBytes(32));
  const app = await buildApp({
    config: { NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: opts.publicUrl ?? 'http://meja.test' },
    database,
    mailer,
    sms: smsSender,
    media: opts.media ?? createDiskStore(mediaDir),
    secrets,
    logger: false,
  });
  await app.ready();
  const call: TestApp['call'] = (token, o) =>
    app.inject({ ...o, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...o.headers } });
  return {
    app,
    database,
    outbox,
    sms,
    mediaDir,
    secrets,
    call,
    async token(username, password = demoPasswords[username]) {
      const res = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
      if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
      return res.json().data.token as string;
    },
    async close() {
      await app.close();
      await database.close();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}
