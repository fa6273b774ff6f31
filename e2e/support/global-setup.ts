import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';
import { freePort, startServer } from './server';
import { startSmsProvider } from './sms';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailDir: string;
    smsDir: string;
  }
}

/** A real SMTP server: every message it receives is written to mailDir as N.eml. */
async function startSmtp(mailDir: string) {
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        writeFile(join(mailDir, `${++n}.eml`), Buffer.concat(chunks)).then(() => callback(), callback);
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** The production build of the whole product, on a fresh embedded database, as a user would start it. */
export default async function setup(project: TestProject) {
  const work = await mkdtemp(join(tmpdir(), 'meja-e2e-'));
  const mailDir = join(work, 'mail');
  await mkdir(mailDir);
  const smtp = await startSmtp(mailDir);
  const smsDir = join(work, 'sms');
  await mkdir(smsDir);
  const sms = await startSmsProvider(smsDir);
  const server = await startServer({
    ...sms.env,
    DEMO_SEED: 'true',
    DATA_DIR: join(work, 'data'),
    DATABASE_URL: '',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('mailDir', mailDir);
  project.provide('smsDir', smsDir);
  return async () => {
    await server.stop();
    await smtp.close();
    await sms.close();
    await rm(work, { recursive: true, force: true });
  };
}
