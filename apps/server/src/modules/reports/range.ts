import { reportDefaultDays, reportMaxDays } from '@meja/contracts';
import { fieldError } from '../../lib/errors';
import { klDayOf } from '../../lib/time';
import type { DayRange, ReportQuery } from './types';

const dayMs = 86_400_000;
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);

/**
 * The Kuala Lumpur days a report covers: SPEC's startDate and endDate, both included. Missing
 * ends default to the 30 days up to today (or from startDate); a range may not run backwards or
 * span more than 366 days (the reports stay fast and the exports bounded).
 */
export function rangeOf(q: Pick<ReportQuery, 'startDate' | 'endDate'>, now = Date.now()): DayRange {
  const to = q.endDate ?? (q.startDate ? shift(q.startDate, reportDefaultDays - 1) : klDayOf(now));
  const from = q.startDate ?? shift(to, -(reportDefaultDays - 1));
  if (from > to) throw fieldError('endDate', 'validation.report_range_backwards');
  if (daysBetween(from, to) + 1 > reportMaxDays)
    throw fieldError('endDate', 'validation.report_range_too_long');
  return { from, to };
}

/** Every day of the range, oldest first. */
export function daysOf(range: DayRange): string[] {
  const out: string[] = [];
  for (let d = range.from; d <= range.to; d = shift(d, 1)) out.push(d);
  return out;
}
