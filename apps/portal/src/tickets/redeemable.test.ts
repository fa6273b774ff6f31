import { describe, expect, it } from 'vitest';
import { canRedeem } from './redeemable';

describe('which tickets offer "Redeem 1"', () => {
  it('an active ticket with glasses left', () => {
    expect(canRedeem({ status: 'active', left: 3 })).toBe(true);
    expect(canRedeem({ status: 'active', left: 1 })).toBe(true);
  });

  it('not one that is used up, completed, expired or void', () => {
    expect(canRedeem({ status: 'active', left: 0 })).toBe(false);
    expect(canRedeem({ status: 'completed', left: 0 })).toBe(false);
    expect(canRedeem({ status: 'expired', left: 4 })).toBe(false);
    expect(canRedeem({ status: 'void', left: 4 })).toBe(false);
  });
});
