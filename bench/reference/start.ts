/** Starts a reference server (a file of this folder) as a Node process of its own on a free port. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../server';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface Reference {
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

export async function startReference(
  file: 'hello' | 'insert' | 'menu-rows',
  databaseUrl?: string,
): Promise<Reference> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(join(root, 'node_modules/.bin/tsx'), [`bench/reference/${file}.ts`], {
    cwd: root,
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production', DATABASE_URL: databaseUrl ?? '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  // Any answer (a 404 of a POST-only route too) means it listens.
  for (let i = 0; i < 200 && child.exitCode === null; i++) {
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    ) {
      if (child.pid === undefined) break;
      return { url, pid: child.pid, stop };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`the ${file} reference did not come up`);
}
