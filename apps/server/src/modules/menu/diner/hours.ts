/**
 * Opening hours and daily windows in Kuala Lumpur time (UTC+8 all year, no daylight saving).
 * Pure functions of an instant, so the diners' menu is tested with a fixed clock.
 *
 * Days are counted as whole Kuala Lumpur days since 1970-01-01 and minutes within them; weekdays
 * are 0 = Monday … 6 = Sunday, as the store's closed days and the foods' weekdays are kept.
 */

const KL_OFFSET_MS = 8 * 3_600_000;
const MINUTES_PER_DAY = 1440;
const MS_PER_MINUTE = 60_000;

/** An instant as a Kuala Lumpur wall clock reads it. */
export interface KlMoment {
  /** Kuala Lumpur days since 1970-01-01. */
  day: number;
  /** 0 = Monday … 6 = Sunday. */
  weekday: number;
  /** 0 … 1439. */
  minute: number;
}

/** 1970-01-01 was a Thursday (3 when Monday is 0). */
const weekdayOf = (day: number) => (((day + 3) % 7) + 7) % 7;

export function klMoment(at: number): KlMoment {
  const minutes = Math.floor((at + KL_OFFSET_MS) / MS_PER_MINUTE);
  const day = Math.floor(minutes / MINUTES_PER_DAY);
  return { day, weekday: weekdayOf(day), minute: minutes - day * MINUTES_PER_DAY };
}

/** 'HH:MM' (or 'HH:MM:SS') → minutes after midnight; anything else → null. */
export function minuteOf(clock: string | null | undefined): number | null {
  const m = clock ? /^(\d{2}):(\d{2})/.exec(clock) : null;
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h < 24 && min < 60 ? h * 60 + min : null;
}

/** Kuala Lumpur day × 1440 + minute (the minute may run past 1440) → the instant in milliseconds. */
export const instantAt = (absoluteMinute: number) => absoluteMinute * MS_PER_MINUTE - KL_OFFSET_MS;

/** Kuala Lumpur day + minute (may run past 1440) → the instant, ISO 8601 in UTC. */
const isoAt = (absoluteMinute: number) => new Date(instantAt(absoluteMinute)).toISOString();

export interface Hours {
  openAt: string;
  closeAt: string;
  /** 0 = Monday … 6 = Sunday. */
  closedWeekdays: readonly number[];
}

export interface StoreStatus {
  open: boolean;
  /** While open: when it closes; null when it never does (open all day, every day). */
  closesAt: string | null;
  /** While closed: when it opens next; null when it is closed on every day. */
  nextOpenAt: string | null;
}

/**
 * Whether the store is open at `at`, and when that changes. A day's session starts at open_at on
 * a day that is not closed and ends at close_at: the same day, the next day when close_at comes
 * before open_at (past midnight: its early hours belong to the day it opened); when both are
 * equal the store is open the whole day, midnight to midnight. Touching sessions merge, so a store
 * open all day from Monday to Friday closes at Saturday 00:00.
 */
export function storeStatus(hours: Hours, at: number): StoreStatus {
  const openMin = minuteOf(hours.openAt) ?? 0;
  const closeMin = minuteOf(hours.closeAt) ?? openMin;
  const closed = new Set(hours.closedWeekdays);
  if (closed.size >= 7) return { open: false, closesAt: null, nextOpenAt: null };
  const allDay = openMin === closeMin;
  if (allDay && closed.size === 0) return { open: true, closesAt: null, nextOpenAt: null };

  const now = klMoment(at);
  const nowAbs = now.day * MINUTES_PER_DAY + now.minute;
  // Sessions from yesterday (its past-midnight part may still run) to eight days ahead; merged.
  const sessions: [number, number][] = [];
  for (let day = now.day - 1; day <= now.day + 8; day++) {
    if (closed.has(weekdayOf(day))) continue;
    const midnight = day * MINUTES_PER_DAY;
    let start = midnight + openMin;
    let end = midnight + closeMin;
    if (allDay) [start, end] = [midnight, midnight + MINUTES_PER_DAY];
    else if (closeMin < openMin) end += MINUTES_PER_DAY;
    const last = sessions[sessions.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else sessions.push([start, end]);
  }
  const current = sessions.find(([start, end]) => start <= nowAbs && nowAbs < end);
  if (current) return { open: true, closesAt: isoAt(current[1]), nextOpenAt: null };
  const next = sessions.find(([start]) => start > nowAbs);
  return { open: false, closesAt: null, nextOpenAt: next ? isoAt(next[0]) : null };
}

/**
 * A food's availability, compiled once per cached menu: its weekdays as a bit mask and its daily
 * window in minutes. A window running past midnight (22:00–02:00) belongs to the day it starts:
 * at 01:00 on Saturday it is offered when Friday is one of its days.
 */
export interface Availability {
  /** Bit n set: offered on weekday n (0 = Monday). */
  weekdays: number;
  /** Minutes after midnight, or null: from midnight / until midnight. */
  from: number | null;
  until: number | null;
}

export function availabilityOf(
  weekdays: readonly number[],
  activeFrom: string | null,
  activeUntil: string | null,
): Availability {
  let mask = 0;
  for (const d of weekdays) if (d >= 0 && d <= 6) mask |= 1 << d;
  const from = minuteOf(activeFrom);
  const until = minuteOf(activeUntil);
  // No window, or an empty-looking one (from = until), means all day.
  if (from !== null && from === until) return { weekdays: mask, from: null, until: null };
  return { weekdays: mask, from, until };
}

export function isAvailable(a: Availability, at: KlMoment): boolean {
  const today = (a.weekdays & (1 << at.weekday)) !== 0;
  const { from, until } = a;
  if (from === null && until === null) return today;
  if (from === null) return today && at.minute < (until as number);
  if (until === null || from < until)
    return today && at.minute >= from && (until === null || at.minute < until);
  // Past midnight: the evening part is today's, the early hours belong to yesterday's window.
  if (at.minute >= from) return today;
  const yesterday = (a.weekdays & (1 << ((at.weekday + 6) % 7))) !== 0;
  return at.minute < until && yesterday;
}
