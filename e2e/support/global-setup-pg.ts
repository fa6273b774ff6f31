import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type RunningServer, startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The second API instance on the same PostgreSQL database (tests of fan-out across instances). */
    secondUrl: string;
  }
}

/**
 * Two API instances of the production build on one fresh PostgreSQL database, as they run behind
 * a load balancer: the first migrates and seeds the demo, then the second starts on the same data.
 * `DATABASE_URL` names the server (default: this machine's, as CI has it); the database is dropped at the end.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `meja_e2e_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const env = {
    DATABASE_URL: url.toString(),
    DEMO_SEED: 'true',
    // Instances behind one balancer share their secrets (sandbox signatures, tokens).
    SECRETS_KEY: randomBytes(32).toString('hex'),
  };
  const servers: RunningServer[] = [];
  try {
    servers.push(await startServer(env));
    servers.push(await startServer(env));
  } catch (err) {
    await Promise.all(servers.map((s) => s.stop()));
    throw err;
  }
  const [first, second] = servers as [RunningServer, RunningServer];
  project.provide('baseUrl', first.baseUrl);
  project.provide('secondUrl', second.baseUrl);
  project.provide('mailDir', '');
  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}
