/**
 * CPU time and resident memory of a process and everything it started, read from /proc (Linux
 * only; elsewhere undefined). The bench starts the servers, so it may read their figures although
 * it cannot call process.cpuUsage() in them. PostgreSQL's backends are in pg-cpu.ts.
 */
import { readdir, readFile } from 'node:fs/promises';

/** Clock ticks per second of /proc's figures: 100 on every Linux build in use. */
export const TICKS = 100;

/** Fields of /proc/PID/stat after the command name, which may hold spaces and parentheses. */
export async function statFields(pid: number): Promise<string[] | undefined> {
  const text = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return f.length < 15 ? undefined : f;
}

/** utime + stime of a /proc/PID/stat, in ticks. */
export const ticksOf = (f: string[]) => Number(f[11]) + Number(f[12]);

export async function processIds(): Promise<number[]> {
  const names = await readdir('/proc').catch(() => [] as string[]);
  return names.filter((n) => /^\d+$/.test(n)).map(Number);
}

/** `pids` and all their descendants. */
async function trees(pids: readonly number[]) {
  const rows = new Map<number, { ppid: number; ticks: number }>();
  for (const pid of await processIds()) {
    const f = await statFields(pid);
    if (f) rows.set(pid, { ppid: Number(f[1]), ticks: ticksOf(f) });
  }
  const children = new Map<number, number[]>();
  for (const [pid, r] of rows) children.set(r.ppid, [...(children.get(r.ppid) ?? []), pid]);
  const found: { pid: number; ticks: number }[] = [];
  const todo = [...pids];
  for (let pid = todo.pop(); pid !== undefined; pid = todo.pop()) {
    const row = rows.get(pid);
    if (row) found.push({ pid, ticks: row.ticks });
    todo.push(...(children.get(pid) ?? []));
  }
  return found;
}

/** Milliseconds of CPU (user + system) used so far by `pids` and their descendants. */
export async function cpuMsOfTrees(pids: readonly number[]): Promise<number | undefined> {
  if (process.platform !== 'linux') return undefined;
  const found = await trees(pids);
  return (found.reduce((n, r) => n + r.ticks, 0) * 1000) / TICKS;
}

/** Resident memory (VmRSS) summed over `pids` and their descendants, in MB. */
export async function rssMbOfTrees(pids: readonly number[]): Promise<number | undefined> {
  if (process.platform !== 'linux') return undefined;
  let kb = 0;
  for (const { pid } of await trees(pids)) {
    const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
    kb += Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
  }
  return kb / 1024;
}
