import type { AnyColumn } from 'drizzle-orm';
import { and, asc, count, desc, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { fieldError } from './errors';

/** SPEC's paging parameters as repositories take them. */
export interface PageFilter {
  start: number;
  length: number;
  search?: string;
  order?: string;
}

/** Turns SPEC's `order` parameter into ORDER BY against a whitelist of sortable columns. */
export function orderBy(order: string | undefined, columns: Record<string, AnyColumn>, fallback: SQL): SQL[] {
  if (!order) return [fallback];
  const descending = order.startsWith('-') || order.endsWith(':desc');
  const name = order.replace(/^-/, '').replace(/:(asc|desc)$/i, '');
  const column = columns[name];
  if (!column) throw fieldError('order', 'validation.order');
  return [descending ? desc(column) : asc(column), fallback];
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
