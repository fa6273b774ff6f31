import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromKlPicker, klClock, klDate, klDateTime, toKlPicker } from './kl-time';

// The browser is in New York: what the portal shows must not follow it.
const browserZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = browserZone;
});

// 17:30 UTC on 24 November is already 01:30 on 25 November in Kuala Lumpur (UTC+8), and still
// 12:30 on 24 November in New York.
const lateEvening = '2026-11-24T17:30:00.000Z';

describe('times in Kuala Lumpur', () => {
  it('writes an instant as the Kuala Lumpur clock shows it, whatever the browser zone', () => {
    expect([new Date(lateEvening).getDate(), new Date(lateEvening).getHours()]).toEqual([24, 12]);
    expect(klDateTime(lateEvening)).toBe('2026-11-25 01:30');
    expect(klDate(lateEvening)).toBe('2026-11-25');
    expect(klClock(lateEvening)).toBe('01:30');
    expect(klDateTime('2026-01-01T00:05:00Z')).toBe('2026-01-01 08:05');
    expect(klDate(new Date(lateEvening))).toBe('2026-11-25');
  });

  it('writes midnight as 00, not 24', () => {
    expect(klDateTime('2026-03-01T16:00:00Z')).toBe('2026-03-02 00:00');
    expect(klClock('2026-03-01T16:00:00Z')).toBe('00:00');
  });

  it('shows a dash for no time or an unreadable one', () => {
    for (const none of [null, undefined, '', 'not a date']) {
      expect(klDateTime(none)).toBe('—');
      expect(klDate(none)).toBe('—');
      expect(klClock(none)).toBe('—');
    }
  });
});

describe('date-time pickers in Kuala Lumpur time', () => {
  it('shows an instant as its Kuala Lumpur wall clock', () => {
    expect(toKlPicker(lateEvening)?.format('YYYY-MM-DD HH:mm')).toBe('2026-11-25 01:30');
    expect(toKlPicker(null)).toBeNull();
  });

  it('reads what was picked as Kuala Lumpur time', () => {
    const picked = toKlPicker(lateEvening)?.hour(9).minute(15);
    expect(fromKlPicker(picked)).toBe('2026-11-25T01:15:00.000Z');
    expect(fromKlPicker(toKlPicker(lateEvening))).toBe(lateEvening);
    expect(fromKlPicker(null)).toBeNull();
  });
});
