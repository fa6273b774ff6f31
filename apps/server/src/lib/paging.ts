import type { AnyColumn } from 'drizzle-orm';
import { asc, desc, type SQL } from 'drizzle-orm';
import { fieldError } from './errors';

/** Turns SPEC's `order` parameter into ORDER BY against a whitelist of sortable columns. */
export function orderBy(order: string | undefined, columns: Record<string, AnyColumn>, fallback: SQL): SQL[] {
  if (!order) return [fallback];
  const descending = order.startsWith('-') || order.endsWith(':desc');
  const name = order.replace(/^-/, '').replace(/:(asc|desc)$/i, '');
  const column = columns[name];
  if (!column) throw fieldError('order', 'validation.order');
  return [descending ? desc(column) : asc(column), fallback];
}
