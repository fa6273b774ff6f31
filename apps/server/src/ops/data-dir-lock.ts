import { closeSync, linkSync, openSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * The embedded database is one process's (PGlite keeps no lock of its own): two servers on one
 * DATA_DIR each write their own copy of the pages and both carry on, so receipts were issued twice
 * and paid orders vanished once they stopped (issue 25). A lock file holds the owner's pid and host;
 * a lock whose process is gone (kill -9, a crash, a container restarted with the same pid) is
 * taken over, a live one is refused with a message that names it.
 */

export interface DataDirOwner {
  pid: number;
  host: string;
  /** ISO time the owner started. */
  since: string;
  /** What holds it: the server, a worker, a backup, a restore, a check. */
  role: string;
}

export class DataDirBusy extends Error {
  constructor(
    readonly dir: string,
    readonly owner: DataDirOwner,
  ) {
    super(
      `${dir} is in use by another Meja process (${owner.role}, pid ${owner.pid} on ${owner.host}, ` +
        `since ${owner.since}). Stop that process first, or give this one its own DATA_DIR. ` +
        `If that process is gone (another machine's), remove ${join(dir, LOCK_FILE)}.`,
    );
  }
}

export const LOCK_FILE = 'meja.lock';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but is another user's.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): DataDirOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as DataDirOwner;
    return typeof owner.pid === 'number' && typeof owner.host === 'string' ? owner : null;
  } catch {
    // Missing, or unreadable: nobody we can name holds it.
    return null;
  }
}

/** Whether the owner written in the lock still runs (we can only tell on this host). */
function holds(owner: DataDirOwner | null): owner is DataDirOwner {
  if (!owner) return false;
  if (owner.host !== hostname()) return true;
  // Our own pid written by an earlier life (a container's pid 1 after a restart) is stale.
  return owner.pid !== process.pid && alive(owner.pid);
}

const sleepSync = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Removes a dead owner's lock. Two processes may find the same stale lock at once: one at a time
 * (a guard file made with 'wx') checks that the lock is still the dead one before removing it, so
 * neither removes the lock the other has just taken. A guard older than a few seconds is a taker
 * that died midway.
 */
function removeStale(file: string, stale: string) {
  const guard = `${file}.takeover`;
  let fd: number;
  try {
    fd = openSync(guard, 'wx', 0o600);
  } catch {
    try {
      if (Date.now() - statSync(guard).mtimeMs > 5_000) unlinkSync(guard);
    } catch {}
    sleepSync(20);
    return;
  }
  try {
    if (JSON.stringify(readOwner(file)) === stale) unlinkSync(file);
  } catch {
  } finally {
    closeSync(fd);
    unlinkSync(guard);
  }
}

export interface DataDirLock {
  release(): void;
  /** Writes this process's lock again (a restore's copy brought the lock of the process it was taken from). */
  reclaim(): void;
}

/** Takes `dir`'s lock for this process, or throws DataDirBusy naming the process that holds it. */
export function lockDataDir(dir: string, role: string): DataDirLock {
  const file = join(dir, LOCK_FILE);
  const me: DataDirOwner = { pid: process.pid, host: hostname(), since: new Date().toISOString(), role };
  for (let tries = 0; ; tries++) {
    // Written whole beside it, then linked into place: link fails if the lock exists, so of two
    // processes starting together one wins, and a lock is never seen half-written.
    const mine = `${file}.${process.pid}`;
    writeFileSync(mine, JSON.stringify(me), { mode: 0o600 });
    try {
      linkSync(mine, file);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || tries > 50) throw err;
    } finally {
      unlinkSync(mine);
    }
    const owner = readOwner(file);
    if (holds(owner)) throw new DataDirBusy(dir, owner);
    removeStale(file, JSON.stringify(owner));
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.removeListener('exit', release);
    // Only our own: never remove a lock another process took over meanwhile.
    if (readOwner(file)?.pid === me.pid && readOwner(file)?.host === me.host) unlinkSync(file);
  };
  process.once('exit', release);
  return { release, reclaim: () => writeFileSync(file, JSON.stringify(me), { mode: 0o600 }) };
}

/** The process holding `dir`, if one does. */
export function dataDirOwner(dir: string): DataDirOwner | null {
  const owner = readOwner(join(dir, LOCK_FILE));
  return holds(owner) ? owner : null;
}
