import { createRequire } from 'node:module';
import type HolidaysType from 'date-holidays';

/**
 * Malaysian business days (PRODUCT.md "Money": a merchant's redemption is settled within 14
 * business days): Monday to Friday, less Kuala Lumpur's public holidays as the maintained
 * `date-holidays` library lists them (Malaysia, state 14 = Wilayah Persekutuan Kuala Lumpur;
 * type 'public' only, substitute days included). Days are Kuala Lumpur calendar days, YYYY-MM-DD.
 */
let kualaLumpur: HolidaysType | undefined;

/** Loaded on first use: its calendars cost ~0.3 s at every start otherwise (issue 16). */
function holidayCalendar(): HolidaysType {
  if (!kualaLumpur) {
    const Holidays = createRequire(import.meta.url)('date-holidays') as typeof HolidaysType;
    kualaLumpur = new Holidays('MY', '14', { types: ['public'] });
  }
  return kualaLumpur;
}

/** Each year's public holidays, read once: the library computes lunar and Islamic dates each call. */
const byYear = new Map<number, ReadonlySet<string>>();

function holidaysOf(year: number): ReadonlySet<string> {
  let days = byYear.get(year);
  if (!days) {
    // `date` is the local day ("2025-03-31 00:00:00 -0600" for a holiday starting the evening
    // before, by the Islamic calendar): its first ten characters are the calendar day it falls on.
    days = new Set(
      holidayCalendar()
        .getHolidays(year)
        .map((h) => h.date.slice(0, 10)),
    );
    byYear.set(year, days);
  }
  return days;
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** A public holiday in Kuala Lumpur. */
export const isPublicHoliday = (day: string) => holidaysOf(Number(day.slice(0, 4))).has(day);

/** Not a Saturday, Sunday or Kuala Lumpur public holiday. */
export function isBusinessDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isPublicHoliday(day);
}

/**
 * The day `n` business days after `day` (not counting `day` itself, whatever it is): 14 business
 * days after a Friday redemption is counted from the Monday after it.
 */
export function addBusinessDays(day: string, n: number): string {
  if (!dayPattern.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)))
    throw new Error(`addBusinessDays: not a day: ${day}`);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`addBusinessDays: bad count ${n}`);
  let at = day;
  for (let left = n; left > 0; ) {
    at = nextDay(at);
    if (isBusinessDay(at)) left--;
  }
  return at;
}
