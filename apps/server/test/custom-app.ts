import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../src/app';
import { createSealer } from '../src/lib/secrets';
import { createDiskStore } from '../src/modules/media/disk-store';
import { copyTemplate } from './database';
import { recordingQueue } from './helpers';

/**
 * An app built with settings of the test's choosing (helpers.ts builds the usual one), and a
 * chance to add a route before it starts.
 */
export async function customApp(
  config: Partial<AppDeps['config']>,
  opts: { logger?: AppDeps['logger']; routes?: (app: FastifyInstance) => void } = {},
) {
  const database = await copyTemplate(inject('testDb'));
  const mediaDir = await mkdtemp(join(tmpdir(), 'meja-media-'));
  const app = await buildApp({
    config: { NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://meja.test', ...config },
    database,
    jobs: recordingQueue(),
    mailer: { send: async () => {}, close: () => {} },
    sms: { send: async () => {} },
    media: createDiskStore(mediaDir),
    secrets: createSealer(randomBytes(32)),
    logger: opts.logger ?? false,
  });
  opts.routes?.(app);
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}
