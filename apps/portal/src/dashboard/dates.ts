import type { TDashboardQuery } from '@meja/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { klDate } from '../lib/kl-time';

/** Business days are Kuala Lumpur days (DESIGN.md), whatever zone the browser is in: YYYY-MM-DD. */
export const klDay = (at: Date = new Date()): string => klDate(at);

export type DayRange = [Dayjs, Dayjs];
export type PresetName = 'today' | 'yesterday' | 'last7' | 'thisMonth' | 'last30';

/** The ranges offered in one click, counted from today in Kuala Lumpur. */
export function presets(now: Date = new Date()): Record<PresetName, DayRange> {
  const today = dayjs(klDay(now));
  return {
    today: [today, today],
    yesterday: [today.subtract(1, 'day'), today.subtract(1, 'day')],
    last7: [today.subtract(6, 'day'), today],
    thisMonth: [today.startOf('month'), today],
    last30: [today.subtract(29, 'day'), today],
  };
}

/** The dashboard call's range; none chosen yet means the server's today. */
export function rangeQuery(range: DayRange | null): TDashboardQuery {
  if (!range) return {};
  return { startDate: range[0].format('YYYY-MM-DD'), endDate: range[1].format('YYYY-MM-DD') };
}

/** A chart slot's label: "14:00" for an hour, "24/11" for a day (Malaysian day-first order). */
export function slotLabel(at: string, unit: 'hour' | 'day'): string {
  if (unit === 'hour') return at.slice(11, 16);
  const [, month, day] = at.split('-');
  return `${day}/${month}`;
}
