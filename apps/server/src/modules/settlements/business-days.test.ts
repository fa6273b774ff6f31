import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { addBusinessDays, isBusinessDay, isPublicHoliday } from './business-days';

describe('Malaysian business days (Kuala Lumpur)', () => {
  it('skips Saturdays and Sundays', () => {
    // Wed 8 Jan 2025 + 3: Thu, Fri, Mon.
    expect(addBusinessDays('2025-01-08', 3)).toBe('2025-01-13');
    expect(addBusinessDays('2025-01-10', 1)).toBe('2025-01-13');
    expect(addBusinessDays('2025-01-11', 0)).toBe('2025-01-11');
  });

  it('skips Merdeka (31 Aug) and its substitute day, and Malaysia Day (16 Sep), checked by hand', () => {
    // 31 Aug 2025 is a Sunday: Monday 1 Sep is its substitute holiday.
    expect(isPublicHoliday('2025-08-31')).toBe(true);
    expect(isBusinessDay('2025-09-01')).toBe(false);
    expect(addBusinessDays('2025-08-29', 1)).toBe('2025-09-02');
    // 16 Sep 2025 is a Tuesday.
    expect(isBusinessDay('2025-09-16')).toBe(false);
    expect(addBusinessDays('2025-09-15', 1)).toBe('2025-09-17');
    // 31 Aug 2026 is a Monday.
    expect(addBusinessDays('2026-08-28', 1)).toBe('2026-09-01');
  });

  it('counts 14 business days over the weekends and holidays in between', () => {
    // From Mon 1 Sep 2025: 2, 3, (4 Sep: the Prophet's birthday) 5, 8–12, 15, (16: Malaysia Day)
    // 17, 18, 19, 22, 23.
    expect(addBusinessDays('2025-09-01', 14)).toBe('2025-09-23');
  });

  it('takes every public holiday of Kuala Lumpur from the library, and only the public ones', () => {
    const kl = new Holidays('MY', '14');
    for (const year of [2025, 2026]) {
      const all = kl.getHolidays(year);
      const publicDays = all.filter((h) => h.type === 'public').map((h) => h.date.slice(0, 10));
      expect(publicDays.length).toBeGreaterThan(10);
      for (const day of publicDays) expect(isBusinessDay(day), day).toBe(false);
      // A weekday holiday moves the count by one day: the day before it plus 1 is the day after.
      const weekday = publicDays.find((d) => {
        const wd = new Date(`${d}T00:00:00Z`).getUTCDay();
        const before = new Date(Date.parse(`${d}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
        return wd >= 2 && wd <= 4 && isBusinessDay(before) && !publicDays.includes(before);
      });
      expect(weekday).toBeDefined();
      const day = weekday as string;
      const before = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      const after = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      if (isBusinessDay(after)) expect(addBusinessDays(before, 1)).toBe(after);
      // Observances that are not public holidays (if the library lists any) stay business days.
      for (const h of all.filter((x) => x.type !== 'public')) {
        const d = h.date.slice(0, 10);
        const wd = new Date(`${d}T00:00:00Z`).getUTCDay();
        if (wd !== 0 && wd !== 6 && !publicDays.includes(d))
          expect(isBusinessDay(d), `${d} ${h.name}`).toBe(true);
      }
    }
  });

  it('refuses what is not a day or a count', () => {
    expect(() => addBusinessDays('2025-13-40', 1)).toThrow(/not a day/);
    expect(() => addBusinessDays('2025-01-01', -1)).toThrow(/bad count/);
  });
});
