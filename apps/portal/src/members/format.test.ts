import { describe, expect, it } from 'vitest';
import { klDateTime, pointsNumber, signedPoints } from './format';

describe('times in Kuala Lumpur', () => {
  it('writes an instant as the Kuala Lumpur clock shows it, whatever the browser zone', () => {
    // 17:30 UTC is already 01:30 of the next day in Kuala Lumpur (UTC+8).
    expect(klDateTime('2026-11-24T17:30:00.000Z')).toBe('2026-11-25 01:30');
    expect(klDateTime('2026-01-01T00:05:00Z')).toBe('2026-01-01 08:05');
  });

  it('writes midnight as 00, not 24', () => {
    expect(klDateTime('2026-03-01T16:00:00Z')).toBe('2026-03-02 00:00');
  });

  it('shows a dash for no time or an unreadable one', () => {
    expect(klDateTime(null)).toBe('—');
    expect(klDateTime(undefined)).toBe('—');
    expect(klDateTime('not a date')).toBe('—');
  });
});

describe('points', () => {
  it('separates thousands', () => {
    expect(pointsNumber(0)).toBe('0');
    expect(pointsNumber(999)).toBe('999');
    expect(pointsNumber(1234567)).toBe('1,234,567');
  });

  it('says which way a wallet moved', () => {
    expect(signedPoints(120)).toBe('+120');
    expect(signedPoints(-1500)).toBe('−1,500');
    expect(signedPoints(0)).toBe('0');
  });
});
