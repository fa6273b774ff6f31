import { describe, expect, it } from 'vitest';
import { canCashOut, checkCashOut, maskAccountNo, startForm } from './cash-out';

const limits = { cashable_points: 2500, minimum_points: 1000 };
const filled = { points: '1000', bank: 'maybank', accountNo: '1640 1234 5678', accountName: ' Ben  Tan ' };

describe('cash-out of referral rewards', () => {
  it('is offered only from the minimum of referral points', () => {
    expect(canCashOut({ cashable_points: 999, minimum_points: 1000 })).toBe(false);
    expect(canCashOut({ cashable_points: 1000, minimum_points: 1000 })).toBe(true);
    expect(canCashOut({ cashable_points: 0, minimum_points: 0 })).toBe(false);
  });

  it('starts with everything that can be cashed out', () => {
    expect(startForm(2500)).toEqual({ points: '2500', bank: '', accountNo: '', accountName: '' });
  });

  it('sends whole points, the bank code, the account digits and the tidied name', () => {
    expect(checkCashOut(filled, limits)).toEqual({
      ok: true,
      body: { points: 1000, bank: 'maybank', account_no: '164012345678', account_name: 'Ben Tan' },
    });
    const typedWithComma = checkCashOut({ ...filled, points: '2,500' }, limits);
    expect(typedWithComma.ok && typedWithComma.body.points).toBe(2500);
  });

  it('names each field that is wrong', () => {
    expect(checkCashOut({ points: '10.5', bank: '', accountNo: '12ab', accountName: ' ' }, limits)).toEqual({
      ok: false,
      problems: { points: 'pointsWhole', bank: 'bank', account_no: 'accountNo', account_name: 'accountName' },
    });
    const problemOf = (points: string) => {
      const c = checkCashOut({ ...filled, points }, limits);
      return c.ok ? undefined : c.problems.points;
    };
    expect(problemOf('999')).toBe('pointsMinimum');
    expect(problemOf('2501')).toBe('pointsTooMany');
    expect(problemOf('')).toBe('pointsWhole');
    expect(problemOf('1,00')).toBe('pointsWhole');
  });

  it('refuses a bank that is not on the list', () => {
    const c = checkCashOut({ ...filled, bank: 'piggy_bank' }, limits);
    expect(c.ok ? undefined : c.problems).toEqual({ bank: 'bank' });
  });

  it('shows only the last four digits of the account on the confirmation', () => {
    expect(maskAccountNo('164012345678')).toBe('••••5678');
  });
});
