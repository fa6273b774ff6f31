import type { AnyColumn } from 'drizzle-orm';
import { and, asc, count, desc, gte, lt, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { fieldError } from './errors';
import { klDayEnd, klDayStart } from './time';

/** SPEC's paging parameters as repositories take them. */
export interface PageFilter {
  start: number;
  length: number;
  search?: string;
  order?: string;
  /** Kuala Lumpur days (YYYY-MM-DD), both included: SPEC's date range. */
  startDate?: string;
  endDate?: string;
}

type Direction = 'asc' | 'desc';

/** A list's own order: its columns, most significant first, each in its direction. */
export type ListOrder = [AnyColumn, Direction][];

const sorted = (column: AnyColumn, direction: Direction) =>
  direction === 'asc' ? asc(column) : desc(column);

/**
 * SPEC's `order` read against the sortable names: `name`, `name:desc`, `-name`, or a bare
 * `asc`/`desc` (the old client's form: the list's own order, that way). An unknown name is refused.
 */
export function orderOf(
  order: string | undefined,
  names: readonly string[],
): { name?: string; direction: Direction } | undefined {
  if (!order) return undefined;
  const bare = order.toLowerCase();
  if (bare === 'asc' || bare === 'desc') return { direction: bare };
  const name = order.replace(/^-/, '').replace(/:(asc|desc)$/i, '');
  if (!names.includes(name)) throw fieldError('order', 'validation.order');
  return { name, direction: order.startsWith('-') || /:desc$/i.test(order) ? 'desc' : 'asc' };
}

/**
 * SPEC's `order` as ORDER BY, against a whitelist of sortable columns (`orderOf`). The list's own
 * order breaks ties, so pages never overlap.
 */
export function orderBy(
  order: string | undefined,
  columns: Record<string, AnyColumn>,
  own: ListOrder,
): SQL[] {
  const standard = own.map(([column, direction]) => sorted(column, direction));
  const asked = orderOf(order, Object.keys(columns));
  if (!asked) return standard;
  const column = asked.name === undefined ? undefined : columns[asked.name];
  if (!column) return own.map(([c]) => sorted(c, asked.direction));
  return [sorted(column, asked.direction), ...standard];
}

/** SPEC's date range on a list's date column (its creation time unless it has a more natural one). */
export function withinDays(column: AnyColumn, f: Pick<PageFilter, 'startDate' | 'endDate'>): SQL | undefined {
  return and(
    f.startDate ? gte(column, klDayStart(f.startDate)) : undefined,
    f.endDate ? lt(column, klDayEnd(f.endDate)) : undefined,
  );
}

/** `%search%` for ILIKE, the user's own % and _ taken literally; undefined when nothing was typed. */
export function likeTerm(search: string | undefined): string | undefined {
  const s = search?.trim();
  return s ? `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
}

/**
 * One page in SPEC's reply shape: the rows, how many rows are in scope (recordsTotal) and how many
 * the filters keep (recordsFiltered). Without filters both counts are the same query, run once.
 */
export async function pageOf<R>(
  db: Db,
  table: PgTable,
  scope: SQL | undefined,
  filters: (SQL | undefined)[],
  rows: (where: SQL | undefined) => Promise<R[]>,
): Promise<{ rows: R[]; recordsTotal: number; recordsFiltered: number }> {
  const filtered = filters.some((f) => f !== undefined);
  const where = filtered ? and(scope, ...filters) : scope;
  const countOf = async (w: SQL | undefined) =>
    (await db.select({ n: count() }).from(table).where(w))[0]?.n ?? 0;
  const [total, matching, list] = await Promise.all([
    countOf(scope),
    filtered ? countOf(where) : undefined,
    rows(where),
  ]);
  return { rows: list, recordsTotal: total, recordsFiltered: matching ?? total };
}
