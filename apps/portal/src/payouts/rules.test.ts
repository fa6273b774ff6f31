import { describe, expect, it } from 'vitest';
import { adjustmentOf, eligibleFor, movesOf, rmOf } from './rules';

describe('movesOf', () => {
  it('offers approve, adjust and decline on a pending item', () => {
    expect(movesOf('pending')).toEqual(['approve', 'adjust', 'decline']);
  });
  it('offers mark completed, adjust and decline on an approved item', () => {
    expect(movesOf('done')).toEqual(['complete', 'adjust', 'decline']);
  });
  it('offers nothing once paid out or declined', () => {
    expect(movesOf('completed')).toEqual([]);
    expect(movesOf('declined')).toEqual([]);
  });
});

describe('eligibleFor', () => {
  it('keeps only the selected items the move applies to', () => {
    const rows = [
      { id: 1, status: 'pending' as const },
      { id: 2, status: 'done' as const },
      { id: 3, status: 'pending' as const },
      { id: 4, status: 'declined' as const },
    ];
    expect(eligibleFor(rows, 'approve')).toEqual([1, 3]);
    expect(eligibleFor(rows, 'complete')).toEqual([2]);
  });
});

describe('adjustmentOf', () => {
  it('takes an amount off with a minus sign', () => {
    expect(adjustmentOf(1000, '-2.50')).toEqual({ ok: true, adjustmentSen: -250, payableSen: 750 });
  });
  it('adds an amount with or without a plus sign, and reads RM', () => {
    expect(adjustmentOf(1000, '+5')).toEqual({ ok: true, adjustmentSen: 500, payableSen: 1500 });
    expect(adjustmentOf(1000, 'RM 1,000.10')).toEqual({
      ok: true,
      adjustmentSen: 100010,
      payableSen: 101010,
    });
  });
  it('refuses a payable below RM0.01', () => {
    expect(adjustmentOf(1000, '-10')).toEqual({ ok: false, reason: 'below_minimum' });
    expect(adjustmentOf(1000, '-9.99')).toMatchObject({ ok: true, payableSen: 1 });
  });
  it('refuses more than two decimals and words', () => {
    expect(adjustmentOf(1000, '1.234')).toEqual({ ok: false, reason: 'decimals' });
    expect(adjustmentOf(1000, 'five')).toEqual({ ok: false, reason: 'invalid' });
    expect(adjustmentOf(1000, '')).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('rmOf', () => {
  it('writes signed sen as the RM the server takes', () => {
    expect(rmOf(-250)).toBe('-2.50');
    expect(rmOf(100010)).toBe('1000.10');
  });
});
