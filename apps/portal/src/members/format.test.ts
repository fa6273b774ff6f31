import { describe, expect, it } from 'vitest';
import { pointsNumber, signedPoints } from './format';

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
