import { describe, expect, it } from 'vitest';
import { chartValue, formatCell, klDateTime, wholeNumber } from './format';

describe('report cells', () => {
  it('shows money truncated to the sen with thousands separators (SPEC §9)', () => {
    const sen = 123_456_789;
    const ringgit = Math.trunc(sen / 100);
    expect(formatCell({ key: 'gross_sen', kind: 'money' }, sen)).toBe(
      `RM ${ringgit.toLocaleString('en-US')}.${String(sen % 100).padStart(2, '0')}`,
    );
    // A fraction of a sen (a computed share) is cut, never rounded up.
    expect(formatCell({ key: 'net_sen', kind: 'money' }, 1999.99)).toBe('RM 19.99');
    expect(formatCell({ key: 'refunded_sen', kind: 'money' }, -150)).toBe('-RM 1.50');
  });

  it('shows points and counts as whole numbers with separators, ids without', () => {
    expect(formatCell({ key: 'points', kind: 'points' }, 1_234_567)).toBe('1,234,567');
    expect(formatCell({ key: 'orders', kind: 'count' }, 10_000)).toBe('10,000');
    expect(formatCell({ key: 'merchant_id', kind: 'count' }, 12345)).toBe('12345');
    expect(formatCell({ key: 'order_no', kind: 'count' }, 1001)).toBe('1001');
    expect(wholeNumber(-9876.9)).toBe('-9,876');
  });

  it('shows points among money columns as RM with the points beside (1 point = 1 sen)', () => {
    const column = { key: 'points_sen', kind: 'points_value' } as const;
    expect(formatCell(column, 189)).toBe('RM 1.89 · 189 pts');
    expect(formatCell(column, 123_456, () => '{{points}} 积分')).toBe('RM 1,234.56 · 123,456 积分');
    expect(formatCell(column, 0)).toBe('RM 0.00 · 0 pts');
  });

  it('writes instants in Kuala Lumpur time, whatever the browser zone', () => {
    // 16:30 UTC is already the next day at 00:30 in Kuala Lumpur (UTC+8).
    expect(klDateTime('2026-11-24T16:30:00.000Z')).toBe('2026-11-25 00:30');
    expect(formatCell({ key: 'paid_at', kind: 'datetime' }, '2026-11-24T04:05:00Z')).toBe('2026-11-24 12:05');
    expect(formatCell({ key: 'day', kind: 'day' }, '2026-11-24')).toBe('2026-11-24');
  });

  it('names coded values in the reader’s words, and leaves other text as it is', () => {
    const words = (key: string) => ({ 'method.fpx': 'FPX online banking' })[key];
    expect(formatCell({ key: 'method', kind: 'code' }, 'fpx', words)).toBe('FPX online banking');
    expect(formatCell({ key: 'method', kind: 'code' }, 'barter', words)).toBe('barter');
    expect(formatCell({ key: 'food', kind: 'text' }, 'fpx', words)).toBe('fpx');
    expect(formatCell({ key: 'merchant', kind: 'text' }, null)).toBe('—');
  });

  it('draws money in ringgit and other figures as they are', () => {
    expect(chartValue('money', 12_345)).toBe(123.45);
    expect(chartValue('count', 7)).toBe(7);
  });
});
