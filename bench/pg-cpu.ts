/**
 * CPU of the PostgreSQL backends serving one database, read from /proc (PostgreSQL on this
 * machine): the `postgres` processes whose title names the database (`postgres: [cluster: ]<user>
 * <db> <host> <state>`). Backends come and go (a pool closes idle clients), so the meter samples
 * while it runs and counts each backend from when it was first seen (a new one from zero) to when
 * it was last seen. pg_stat_activity tells whose a backend is (application_name), so a reference
 * process's work is not charged to the server's idle pg-boss polling, or the other way round.
 */
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { processIds, statFields, TICKS, ticksOf } from './cpu';

/** The application_name the reference processes connect with. */
export const referenceApp = 'meja-bench-reference';

const title = /^postgres: (?:[^:]+: )?(\S+) (\S+) /;

async function backendsOf(database: string) {
  const found = new Map<number, number>();
  for (const pid of await processIds()) {
    const cmd = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (title.exec(cmd.replace(/\0/g, ' '))?.[2] !== database) continue;
    const f = await statFields(pid);
    if (f) found.set(pid, ticksOf(f));
  }
  return found;
}

export interface PgMeter {
  /** Milliseconds of CPU the chosen backends used since the meter started. */
  stop(): Promise<number>;
}

/**
 * Starts measuring the backends of `database` (on the server `adminUrl` reaches, another database
 * of it) whose application_name is the reference's (`of: 'reference'`) or any other (`'server'`).
 */
export async function startPgMeter(
  adminUrl: string,
  database: string,
  of: 'server' | 'reference',
  everyMs = 500,
): Promise<PgMeter> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  let sampling: Promise<void> = Promise.resolve();
  const sample = async (initial: boolean) => {
    const apps = new Map<number, string>();
    const activity = await admin.query<{ pid: number; app: string }>(
      'select pid, application_name as app from pg_stat_activity where datname = $1',
      [database],
    );
    for (const r of activity.rows) apps.set(r.pid, r.app);
    for (const [pid, ticks] of await backendsOf(database)) {
      const mine = (apps.get(pid) === referenceApp) === (of === 'reference');
      if (!mine) continue;
      if (!first.has(pid)) first.set(pid, initial ? ticks : 0);
      last.set(pid, ticks);
    }
  };
  await sample(true);
  const timer = setInterval(() => {
    sampling = sampling.then(() => sample(false)).catch(() => {});
  }, everyMs);
  return {
    stop: async () => {
      clearInterval(timer);
      await sampling;
      await sample(false);
      await admin.end();
      let ticks = 0;
      for (const [pid, t] of last) ticks += t - (first.get(pid) ?? 0);
      return (ticks * 1000) / TICKS;
    },
  };
}
