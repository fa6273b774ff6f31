import { describe, expect, it } from 'vitest';
import { noPoints, pointsToUse } from './points';

describe('points at checkout', () => {
  it('uses none while the switch is off', () => {
    expect(pointsToUse(noPoints, 500, 1000)).toEqual({ points: 0, max: 500 });
  });

  it('uses all the bill takes, never more than held nor more than the bill', () => {
    expect(pointsToUse({ on: true, amount: '' }, 500, 1271).points).toBe(500);
    expect(pointsToUse({ on: true, amount: '' }, 5000, 1271).points).toBe(1271);
  });

  it('uses part when the diner names how many, and refuses more than it may', () => {
    expect(pointsToUse({ on: true, amount: '120' }, 500, 1271)).toEqual({ points: 120, max: 500 });
    expect(pointsToUse({ on: true, amount: '501' }, 500, 1271)).toEqual({
      points: 0,
      max: 500,
      error: 'tooMany',
    });
    expect(pointsToUse({ on: true, amount: '1.5' }, 500, 1271).error).toBe('invalid');
  });

  it('uses none before the bill is priced', () => {
    expect(pointsToUse({ on: true, amount: '' }, 500, undefined).points).toBe(0);
  });
});
