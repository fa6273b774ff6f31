/** The closing table: each goal of issue 16, what this run measured, met or by how much it misses. */
import type { Results } from './context';

interface Goal {
  goal: string;
  measured?: number;
  unit: string;
  /** 'max': the figure must stay under the target; 'atMost': not over it; 'min': reach it. */
  kind: 'max' | 'atMost' | 'min';
  target: number;
}

const fmt = (n: number, unit: string) => `${Number(n.toPrecision(3))}${unit}`;

export function printSummary(r: Results, onPostgres: boolean) {
  const cpu = (name: string) => {
    const c = Object.entries(r.cpu).find(([k]) => k.startsWith(name))?.[1];
    return c && (c.serverMs ?? 0) + (c.pgMs ?? 0);
  };
  const db = onPostgres ? 'server + PostgreSQL' : 'PGlite, in the server';
  const goals: Goal[] = [
    {
      goal: `paid order end to end, CPU (${db})`,
      measured: cpu('paid order'),
      unit: ' ms',
      kind: 'max',
      target: 4,
    },
    {
      goal: `diner's menu, CPU per read (${db})`,
      measured: cpu("diner's menu"),
      unit: ' ms',
      kind: 'max',
      target: 0.1,
    },
    {
      goal: "diner's menu req/s, share of hello world's (50 connections)",
      measured: r.throughput.hello ? (100 * (r.throughput.menu ?? 0)) / r.throughput.hello : undefined,
      unit: ' %',
      kind: 'min',
      target: 40,
    },
    {
      goal: "100 stores' orders/s over one busy store's (same diners)",
      measured: r.stores?.one ? r.stores.hundred / r.stores.one : undefined,
      unit: '×',
      kind: 'min',
      target: 1,
    },
    {
      goal: 'first menu paint, fast-4G phone (median)',
      measured: r.paint?.medianMs,
      unit: ' ms',
      kind: 'max',
      target: 1500,
    },
    {
      goal: 'JS+CSS transferred before the first paint',
      measured: r.paint?.jsCssKb,
      unit: ' KB',
      kind: 'atMost',
      target: 90,
    },
    {
      goal: 'PGlite restart, spawn → health OK',
      measured: r.pglite?.restartMs,
      unit: ' ms',
      kind: 'max',
      target: 2000,
    },
    {
      goal: 'PGlite resident memory after start (tree)',
      measured: r.pglite?.rssMb,
      unit: ' MB',
      kind: 'max',
      target: 400,
    },
  ];
  console.log('\nGoals of issue 16');
  console.table(
    goals.map((g) => {
      const row = {
        goal: g.goal,
        measured: '—',
        target: `${{ max: '<', atMost: '≤', min: '≥' }[g.kind]} ${fmt(g.target, g.unit)}`,
        result: 'not run',
      };
      if (g.measured === undefined) return row;
      const met =
        g.kind === 'max'
          ? g.measured < g.target
          : g.kind === 'atMost'
            ? g.measured <= g.target
            : g.measured >= g.target;
      const off = Math.abs(g.measured - g.target);
      const times = g.kind !== 'min' ? g.measured / g.target : g.target / Math.max(g.measured, 1e-9);
      return {
        ...row,
        measured: fmt(g.measured, g.unit),
        result: met ? 'met' : `misses by ${fmt(off, g.unit)} (${times.toFixed(1)}×)`,
      };
    }),
  );
}
