/**
 * CPU time of a process and everything it started, read from /proc (Linux only; elsewhere
 * undefined). The bench starts the servers, so it may read their figures although it cannot call
 * process.cpuUsage() in them. PostgreSQL's backends are not included.
 */
import { readdir, readFile } from 'node:fs/promises';

/** Clock ticks per second of /proc's figures: 100 on every Linux build in use. */
const TICKS = 100;

async function stats() {
  const rows = new Map<number, { ppid: number; ticks: number }>();
  for (const name of await readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(name)) continue;
    const text = await readFile(`/proc/${name}/stat`, 'utf8').catch(() => '');
    // The command name may hold spaces and parentheses: the fields start after its last ')'.
    const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
    if (f.length < 15) continue;
    rows.set(Number(name), { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) });
  }
  return rows;
}

/** Milliseconds of CPU (user + system) used so far by `pids` and their descendants. */
export async function cpuMsOfTrees(pids: readonly number[]): Promise<number | undefined> {
  if (process.platform !== 'linux') return undefined;
  const rows = await stats();
  const children = new Map<number, number[]>();
  for (const [pid, r] of rows) children.set(r.ppid, [...(children.get(r.ppid) ?? []), pid]);
  let ticks = 0;
  const todo = [...pids];
  for (let pid = todo.pop(); pid !== undefined; pid = todo.pop()) {
    ticks += rows.get(pid)?.ticks ?? 0;
    todo.push(...(children.get(pid) ?? []));
  }
  return (ticks * 1000) / TICKS;
}
