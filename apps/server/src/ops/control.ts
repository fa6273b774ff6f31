import { createHash } from 'node:crypto';
import { chmodSync, realpathSync, unlinkSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { Database } from '../db/client';
import { describeFaults, ledgerFaults } from '../modules/ledger/invariants';

/**
 * The embedded database belongs to the server that holds DATA_DIR (data-dir-lock.ts), so `npm run
 * backup` and `npm run check` ask that server, over a Unix socket that only its user may open. A
 * request is one line (`backup` or `check`); the reply is one JSON line, then for a backup the
 * gzipped tar of the data directory.
 */

/**
 * The socket sits in the temporary directory, named after DATA_DIR: PGlite's copy of DATA_DIR
 * fails on a socket file inside it, and a Unix socket's path is limited to ~100 characters.
 */
export function controlSocketOf(dir: string) {
  const id = createHash('sha256').update(realpathSync(dir)).digest('hex').slice(0, 16);
  return join(tmpdir(), `meja-${id}.sock`);
}

export type ControlCommand = 'backup' | 'check';

interface Header {
  ok: boolean;
  error?: string;
  faults?: string[];
}

/** Answers control requests on DATA_DIR's socket while the server runs. */
export async function serveControl(
  dir: string,
  database: Database,
  log: { error(o: object, msg: string): void },
): Promise<{ close(): Promise<void> }> {
  const path = controlSocketOf(dir);
  const server: Server = createServer((socket) => {
    socket.on('error', () => {});
    let line = '';
    const onData = async (chunk: Buffer) => {
      line += chunk.toString('utf8');
      // A command is one short line: anything longer is not ours to wait for.
      if (line.length > 64 && !line.includes('\n')) return void socket.destroy();
      if (!line.includes('\n')) return;
      socket.off('data', onData);
      const command = line.slice(0, line.indexOf('\n')).trim();
      const send = (h: Header) => socket.write(`${JSON.stringify(h)}\n`);
      try {
        if (command === 'check') {
          send({ ok: true, faults: describeFaults(await ledgerFaults(database.db)) });
          socket.end();
        } else if (command === 'backup' && database.dump) {
          const tar = await database.dump();
          send({ ok: true });
          Readable.fromWeb(tar.stream() as never).pipe(socket);
        } else {
          send({ ok: false, error: `unknown command: ${command}` });
          socket.end();
        }
      } catch (err) {
        log.error({ err, command }, 'control request failed');
        send({ ok: false, error: (err as Error).message });
        socket.end();
      }
    };
    socket.on('data', onData);
  });
  // A socket file left by a process killed with -9: ours now, since we hold DATA_DIR's lock.
  try {
    unlinkSync(path);
  } catch {}
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  chmodSync(path, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

/**
 * Sends `command` to the server running on `dir`; resolves with its header and, for a backup,
 * the stream of the copy.
 */
export function askServer(dir: string, command: ControlCommand): Promise<{ header: Header; body: Readable }> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(controlSocketOf(dir));
    socket.once('error', reject);
    let head = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      head = Buffer.concat([head, chunk]);
      const nl = head.indexOf(10);
      if (nl < 0) return;
      socket.off('data', onData);
      socket.pause();
      const header = JSON.parse(head.subarray(0, nl).toString('utf8')) as Header;
      const rest = head.subarray(nl + 1);
      if (rest.length) socket.unshift(rest);
      resolve({ header, body: socket });
    };
    socket.on('data', onData);
    socket.write(`${command}\n`);
  });
}
