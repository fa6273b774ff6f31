import { describe, expect, it } from 'vitest';
import { klDay, presets, rangeQuery, slotLabel } from './dates';

describe('dashboard dates', () => {
  it('takes today in Kuala Lumpur, whatever the browser zone', () => {
    // 17:30 UTC is already the next day in Kuala Lumpur (UTC+8).
    expect(klDay(new Date('2026-11-24T17:30:00Z'))).toBe('2026-11-25');
    expect(klDay(new Date('2026-11-24T15:59:00Z'))).toBe('2026-11-24');
  });

  it('offers ranges counted back from that day', () => {
    const ranges = presets(new Date('2026-11-24T17:30:00Z'));
    const days = (name: keyof typeof ranges) => rangeQuery(ranges[name]);
    expect(days('today')).toEqual({ startDate: '2026-11-25', endDate: '2026-11-25' });
    expect(days('yesterday')).toEqual({ startDate: '2026-11-24', endDate: '2026-11-24' });
    expect(days('last7')).toEqual({ startDate: '2026-11-19', endDate: '2026-11-25' });
    expect(days('thisMonth')).toEqual({ startDate: '2026-11-01', endDate: '2026-11-25' });
    expect(days('last30')).toEqual({ startDate: '2026-10-27', endDate: '2026-11-25' });
  });

  it('asks for the server default (today) until a range is picked', () => {
    expect(rangeQuery(null)).toEqual({});
  });

  it('labels chart slots by hour or by day', () => {
    expect(slotLabel('2026-11-24T14:00', 'hour')).toBe('14:00');
    expect(slotLabel('2026-11-24', 'day')).toBe('24/11');
  });
});
