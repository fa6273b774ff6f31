import type { TBoardLine } from '@meja/contracts';
import { describe, expect, it } from 'vitest';
import { isAddedLater, linesInOrder, nextFoodStatus } from './lines';

const line = (id: number, food_status: TBoardLine['food_status'], refunded = false) =>
  ({ id, food_status, refunded }) as TBoardLine;

describe('a tap on a kitchen line', () => {
  it('moves a line being made to ready where the store uses that stage, else to complete', () => {
    expect(nextFoodStatus(line(1, 'processing'), true)).toBe('ready');
    expect(nextFoodStatus(line(1, 'processing'), false)).toBe('complete');
  });

  it('moves a ready line to complete, and nothing else anywhere', () => {
    expect(nextFoodStatus(line(1, 'ready'), true)).toBe('complete');
    expect(nextFoodStatus(line(1, 'ready'), false)).toBe('complete');
    expect(nextFoodStatus(line(1, 'complete'), true)).toBeNull();
    expect(nextFoodStatus(line(1, 'processing', true), true)).toBeNull();
  });
});

describe('the lines of a card', () => {
  it('shows what to make first, then what waits to be served, then what is done', () => {
    const lines = [
      line(1, 'complete'),
      line(2, 'ready'),
      line(3, 'processing'),
      line(4, 'processing', true),
      line(5, 'processing'),
    ];
    expect(linesInOrder(lines).map((l) => l.id)).toEqual([3, 5, 2, 1, 4]);
  });

  it('marks items added more than a minute after the order was placed', () => {
    const order = { created_at: '2026-11-24T04:00:00.000Z' };
    expect(isAddedLater({ added_at: '2026-11-24T04:00:00.500Z' }, order)).toBe(false);
    expect(isAddedLater({ added_at: '2026-11-24T04:07:00.000Z' }, order)).toBe(true);
  });
});
