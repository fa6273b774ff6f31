import dayjs, { type Dayjs } from 'dayjs';

/**
 * How the portal writes instants: in Kuala Lumpur time, whatever zone the browser is in (DESIGN.md:
 * dates are stored in UTC; days, business days and reports are Kuala Lumpur's). Every time a person
 * reads goes through here. Wall-clock values that already are Kuala Lumpur times of day (a store's
 * opening hours, a food's active hours "HH:mm", a date filter "YYYY-MM-DD") are not instants and
 * stay as they are.
 */

export const klZone = 'Asia/Kuala_Lumpur';

const klFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: klZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

type Instant = string | number | Date;

interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

/** The Kuala Lumpur calendar and clock of an instant; undefined for none or an unreadable one. */
function klWall(at: Instant | null | undefined): WallClock | undefined {
  if (at === null || at === undefined || at === '') return undefined;
  const date = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(date.getTime())) return undefined;
  const parts = klFormat.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** An instant as "YYYY-MM-DD HH:mm" in Kuala Lumpur; "—" for none or an unreadable one. */
export function klDateTime(at: Instant | null | undefined): string {
  const w = klWall(at);
  return w ? `${w.year}-${w.month}-${w.day} ${w.hour}:${w.minute}` : '—';
}

/** The Kuala Lumpur day of an instant, "YYYY-MM-DD"; "—" for none or an unreadable one. */
export function klDate(at: Instant | null | undefined): string {
  const w = klWall(at);
  return w ? `${w.year}-${w.month}-${w.day}` : '—';
}

/** The Kuala Lumpur clock of an instant, "HH:mm"; "—" for none or an unreadable one. */
export function klClock(at: Instant | null | undefined): string {
  const w = klWall(at);
  return w ? `${w.hour}:${w.minute}` : '—';
}

/** A picked day (a Kuala Lumpur calendar day, not an instant) as "YYYY-MM-DD"; undefined for none. */
export const klDayOf = (day: Dayjs | null | undefined): string | undefined => day?.format('YYYY-MM-DD');

/** A "YYYY-MM-DD" Kuala Lumpur day for a date picker; null for none or anything that is not a day. */
export function klDayPicker(day: string | null | undefined): Dayjs | null {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const picked = dayjs(day);
  // dayjs rolls 2026-02-30 over to March: a day that is not on the calendar is no day.
  return klDayOf(picked) === day ? picked : null;
}

/**
 * For a date-time picker: a dayjs whose fields (year … minute) are the Kuala Lumpur wall clock of
 * the instant, so the picker shows Kuala Lumpur time; null for none. Read what was picked back with
 * `fromKlPicker`. (The fields live in the browser's zone: a Kuala Lumpur time that falls in the
 * browser zone's daylight-saving gap shows an hour on.)
 */
export function toKlPicker(at: Instant | null | undefined): Dayjs | null {
  const w = klWall(at);
  return w ? dayjs(`${w.year}-${w.month}-${w.day}T${w.hour}:${w.minute}:${w.second}`) : null;
}

/** Kuala Lumpur's offset from UTC at an instant, in milliseconds (+8 h since 1982). */
function klOffset(ms: number): number {
  const w = klWall(ms) as WallClock;
  const asUtc = Date.UTC(+w.year, +w.month - 1, +w.day, +w.hour, +w.minute, +w.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/**
 * What a picker's value means: its fields read as a Kuala Lumpur wall-clock time, as an ISO
 * instant (UTC); null for none.
 */
export function fromKlPicker(value: Dayjs | null | undefined): string | null {
  if (!value?.isValid()) return null;
  const wall = Date.UTC(
    value.year(),
    value.month(),
    value.date(),
    value.hour(),
    value.minute(),
    value.second(),
    value.millisecond(),
  );
  const guess = wall - klOffset(wall);
  return new Date(wall - klOffset(guess)).toISOString();
}
