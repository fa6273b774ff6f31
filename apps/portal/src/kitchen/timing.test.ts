import type { TBoardLine, TBoardOrder } from '@meja/contracts';
import { describe, expect, it } from 'vitest';
import { AGE_LIMITS, ageLevel, formatElapsed, waitingSince } from './timing';

const line = (id: number, addedAt: string, extra: Partial<TBoardLine> = {}): TBoardLine => ({
  id,
  name: `Food ${id}`,
  code: null,
  quantity: 1,
  line_total: '10.00',
  line_total_sen: 1000,
  food_status: 'processing',
  take_away: false,
  note: null,
  options: [],
  category_id: null,
  station_id: null,
  added_at: addedAt,
  refunded: false,
  course_id: null,
  course_name: null,
  held: false,
  fired_at: null,
  round_no: null,
  ...extra,
});

type Timed = Pick<TBoardOrder, 'lines' | 'channel' | 'paid_at'>;

describe('the age colour of a kitchen card', () => {
  it('is normal under 10 minutes, a warning from 10 to under 20, late from 20', () => {
    expect(AGE_LIMITS).toEqual({ warningMinutes: 10, lateMinutes: 20 });
    expect(ageLevel(0)).toBe('normal');
    expect(ageLevel(9.99)).toBe('normal');
    expect(ageLevel(10)).toBe('warning');
    expect(ageLevel(19.99)).toBe('warning');
    expect(ageLevel(20)).toBe('late');
    expect(ageLevel(95)).toBe('late');
  });
});

describe('how long an order has waited', () => {
  it('counts from its oldest line still to make', () => {
    const order: Timed = {
      channel: 'counter',
      paid_at: null,
      lines: [
        line(1, '2026-11-24T04:00:00.000Z', { food_status: 'complete' }),
        line(2, '2026-11-24T04:05:00.000Z'),
        line(3, '2026-11-24T04:10:00.000Z', { food_status: 'ready' }),
      ],
    };
    expect(waitingSince(order)).toBe(Date.parse('2026-11-24T04:05:00.000Z'));
  });

  it('leaves refunded lines out, and has no age when nothing is left to make', () => {
    const order: Timed = {
      channel: 'counter',
      paid_at: null,
      lines: [
        line(1, '2026-11-24T04:00:00.000Z', { refunded: true }),
        line(2, '2026-11-24T04:01:00.000Z', { food_status: 'complete' }),
      ],
    };
    expect(waitingSince(order)).toBeNull();
  });

  it('starts an online order when it was paid: it reached the kitchen then', () => {
    const order: Timed = {
      channel: 'fpx',
      paid_at: '2026-11-24T04:12:00.000Z',
      lines: [line(1, '2026-11-24T04:00:00.000Z'), line(2, '2026-11-24T04:20:00.000Z')],
    };
    expect(waitingSince(order)).toBe(Date.parse('2026-11-24T04:12:00.000Z'));
  });
});

describe('the timer text', () => {
  it('reads minutes and seconds, then hours', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(-5_000)).toBe('0:00');
    expect(formatElapsed(65_400)).toBe('1:05');
    expect(formatElapsed(20 * 60_000)).toBe('20:00');
    expect(formatElapsed(3_600_000 + 2 * 60_000 + 9_000)).toBe('1:02:09');
  });
});
