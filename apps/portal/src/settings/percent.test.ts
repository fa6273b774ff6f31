import { describe, expect, it } from 'vitest';
import { overFullFee, percentText, totalPercent } from './percent';

describe('totalPercent', () => {
  it('adds every percentage of the fee, in hundredths', () => {
    const total = totalPercent({
      buddy_cashback: '20',
      agent_commission: '10.5',
      mentor_commission: 5,
      referral_level_1: '3.25',
      referral_level_2: '2',
      referral_level_3: '1',
      referral_level_4: '1',
      referral_level_5: '0.75',
    });
    expect(total).toBe(43_50);
    expect(percentText(total)).toBe('43.50');
  });
  it('counts empty and unreadable fields as nothing', () => {
    expect(totalPercent({ buddy_cashback: '', agent_commission: 'abc', mentor_commission: '7' })).toBe(7_00);
  });
});

describe('overFullFee', () => {
  it('allows exactly 100% and refuses anything more', () => {
    expect(overFullFee(totalPercent({ buddy_cashback: '60', agent_commission: '40' }))).toBe(false);
    expect(overFullFee(totalPercent({ buddy_cashback: '60', agent_commission: '40.01' }))).toBe(true);
  });
});
