import { describe, expect, it } from 'vitest';
import { availabilityOf, isAvailable, klMoment, storeStatus } from './hours';

/** An instant from a Kuala Lumpur wall clock. Week of 2 March 2026: Monday the 2nd … Sunday the 8th. */
const kl = (day: number, clock: string) =>
  Date.parse(`2026-03-${String(day).padStart(2, '0')}T${clock}:00+08:00`);
const iso = (day: number, clock: string) => new Date(kl(day, clock)).toISOString();

describe('Kuala Lumpur clock', () => {
  it('reads weekday and minute at UTC+8', () => {
    expect(klMoment(kl(2, '00:00'))).toMatchObject({ weekday: 0, minute: 0 });
    expect(klMoment(kl(8, '23:59'))).toMatchObject({ weekday: 6, minute: 1439 });
    // 2026-03-03 20:30 UTC is already Wednesday 04:30 in Kuala Lumpur.
    expect(klMoment(Date.parse('2026-03-03T20:30:00Z'))).toMatchObject({ weekday: 2, minute: 270 });
  });
});

describe('store hours', () => {
  const day = { openAt: '10:00', closeAt: '22:00', closedWeekdays: [0] };

  it('is open between open_at and close_at, and says when it closes', () => {
    expect(storeStatus(day, kl(4, '10:00'))).toEqual({
      open: true,
      closesAt: iso(4, '22:00'),
      nextOpenAt: null,
    });
    expect(storeStatus(day, kl(4, '21:59'))).toMatchObject({ open: true });
  });

  it('is closed outside them, and says when it opens next', () => {
    expect(storeStatus(day, kl(4, '09:59'))).toEqual({
      open: false,
      closesAt: null,
      nextOpenAt: iso(4, '10:00'),
    });
    expect(storeStatus(day, kl(4, '22:00'))).toEqual({
      open: false,
      closesAt: null,
      nextOpenAt: iso(5, '10:00'),
    });
  });

  it('skips closed weekdays', () => {
    // Sunday night → Monday closed → Tuesday 10:00.
    expect(storeStatus(day, kl(8, '23:00')).nextOpenAt).toBe(iso(10, '10:00'));
    expect(storeStatus(day, kl(2, '12:00'))).toEqual({
      open: false,
      closesAt: null,
      nextOpenAt: iso(3, '10:00'),
    });
  });

  it('runs past midnight when close_at comes first; the early hours belong to the day before', () => {
    const late = { openAt: '18:00', closeAt: '02:00', closedWeekdays: [0] };
    expect(storeStatus(late, kl(4, '23:00'))).toEqual({
      open: true,
      closesAt: iso(5, '02:00'),
      nextOpenAt: null,
    });
    expect(storeStatus(late, kl(5, '01:30'))).toMatchObject({ open: true, closesAt: iso(5, '02:00') });
    // Monday is closed, but Monday 01:00 is still Sunday's night; Tuesday 01:00 is not Monday's.
    expect(storeStatus(late, kl(2, '01:00'))).toMatchObject({ open: true });
    expect(storeStatus(late, kl(3, '01:00'))).toEqual({
      open: false,
      closesAt: null,
      nextOpenAt: iso(3, '18:00'),
    });
  });

  it('is open all day when open_at equals close_at, closing only for closed weekdays', () => {
    expect(storeStatus({ openAt: '00:00', closeAt: '00:00', closedWeekdays: [] }, kl(4, '03:00'))).toEqual({
      open: true,
      closesAt: null,
      nextOpenAt: null,
    });
    const weekdaysOnly = { openAt: '12:00', closeAt: '12:00', closedWeekdays: [5, 6] };
    expect(storeStatus(weekdaysOnly, kl(4, '03:00'))).toEqual({
      open: true,
      closesAt: iso(7, '00:00'),
      nextOpenAt: null,
    });
    expect(storeStatus(weekdaysOnly, kl(7, '09:00'))).toMatchObject({
      open: false,
      nextOpenAt: iso(9, '00:00'),
    });
  });

  it('never opens when every day is closed', () => {
    const shut = { openAt: '10:00', closeAt: '22:00', closedWeekdays: [0, 1, 2, 3, 4, 5, 6] };
    expect(storeStatus(shut, kl(4, '12:00'))).toEqual({ open: false, closesAt: null, nextOpenAt: null });
  });
});

describe('food availability', () => {
  const everyDay = [0, 1, 2, 3, 4, 5, 6];
  const at = (day: number, clock: string) => klMoment(kl(day, clock));

  it('is all day without a window, on its weekdays only', () => {
    const weekend = availabilityOf([5, 6], null, null);
    expect(isAvailable(weekend, at(7, '00:00'))).toBe(true);
    expect(isAvailable(weekend, at(4, '12:00'))).toBe(false);
  });

  it('keeps to its daily window, end excluded', () => {
    const breakfast = availabilityOf(everyDay, '07:00', '11:00');
    expect(isAvailable(breakfast, at(4, '06:59'))).toBe(false);
    expect(isAvailable(breakfast, at(4, '07:00'))).toBe(true);
    expect(isAvailable(breakfast, at(4, '10:59'))).toBe(true);
    expect(isAvailable(breakfast, at(4, '11:00'))).toBe(false);
  });

  it('takes a window past midnight as part of the day it starts', () => {
    const supper = availabilityOf([4], '22:00', '02:00'); // Fridays
    expect(isAvailable(supper, at(6, '21:59'))).toBe(false);
    expect(isAvailable(supper, at(6, '22:00'))).toBe(true);
    expect(isAvailable(supper, at(7, '01:59'))).toBe(true); // Saturday early hours: Friday's supper
    expect(isAvailable(supper, at(7, '02:00'))).toBe(false);
    expect(isAvailable(supper, at(6, '01:00'))).toBe(false); // Friday early hours: Thursday's, not offered
  });

  it('reads an open-ended window as running from or to midnight, and an equal one as all day', () => {
    expect(isAvailable(availabilityOf(everyDay, '18:00', null), at(4, '17:59'))).toBe(false);
    expect(isAvailable(availabilityOf(everyDay, '18:00', null), at(4, '23:59'))).toBe(true);
    expect(isAvailable(availabilityOf(everyDay, null, '11:00'), at(4, '10:00'))).toBe(true);
    expect(isAvailable(availabilityOf(everyDay, null, '11:00'), at(4, '11:00'))).toBe(false);
    expect(isAvailable(availabilityOf(everyDay, '09:00', '09:00'), at(4, '03:00'))).toBe(true);
  });
});
