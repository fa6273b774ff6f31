import { ApiError } from '@meja/client';
import type { TBoardLine, TBoardOrder } from '@meja/contracts';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { describe, expect, it } from 'vitest';
import { adviceFor } from './attention';
import { withPendingFood } from './overlay';
import { fresh, isKeptQuery, isQueuedAction, SCREEN_DATA_MS, storable } from './persist';

const line = (id: number, food_status: TBoardLine['food_status']) => ({ id, food_status }) as TBoardLine;
const order = (id: number, lines: TBoardLine[]) => ({ id, lines }) as TBoardOrder;

describe('a kitchen move waiting to be sent', () => {
  it('shows its lines moved and pending, and leaves the others alone', () => {
    const orders = [
      order(1, [line(10, 'processing'), line(11, 'processing')]),
      order(2, [line(20, 'ready')]),
    ];
    const { orders: shown, ids } = withPendingFood(orders, new Map([[10, 'ready' as const]]));
    expect(shown[0]?.lines.map((l) => l.food_status)).toEqual(['ready', 'processing']);
    expect(shown[1]).toBe(orders[1]);
    expect([...ids]).toEqual([10]);
  });

  it('never moves a line back, nor marks pending one already where it was sent', () => {
    const orders = [order(1, [line(10, 'complete'), line(11, 'ready')])];
    const { orders: shown, ids } = withPendingFood(
      orders,
      new Map([
        [10, 'ready' as const],
        [11, 'ready' as const],
      ]),
    );
    expect(shown[0]?.lines.map((l) => l.food_status)).toEqual(['complete', 'ready']);
    expect(ids.size).toBe(0);
  });
});

describe('a refused action', () => {
  const refusal = (status: number, reason: string) =>
    new ApiError(status, { code: status === 409 ? 'conflict' : 'validation', reason, message: reason });

  it('says what to do after the order was paid by another cashier, or food ran out', () => {
    expect(adviceFor(refusal(409, 'order_already_paid'))).toBe('already_paid');
    expect(adviceFor(refusal(422, 'not_enough_left'))).toBe('stock');
    expect(adviceFor(refusal(422, 'foods_unavailable'))).toBe('stock');
    expect(adviceFor(refusal(409, 'order_not_in_kitchen'))).toBe('not_in_kitchen');
  });

  it('falls back on the kind of refusal', () => {
    expect(adviceFor(new ApiError(403, { code: 'forbidden', message: 'no' }))).toBe('forbidden');
    expect(adviceFor(new ApiError(400, { code: 'validation', message: 'bad' }))).toBe('invalid');
    expect(adviceFor(new Error('odd'))).toBe('other');
  });
});

describe('what the device keeps', () => {
  it('keeps the working screens and who is signed in, and the queued actions only', () => {
    expect(isKeptQuery(['orders', 'board', { query: { type: 'kitchen' } }])).toBe(true);
    expect(isKeptQuery(['orders', 'key-in-menu', null])).toBe(true);
    expect(isKeptQuery(['auth', 'me'])).toBe(true);
    expect(isKeptQuery(['orders', 'list', { query: {} }])).toBe(false);
    expect(isKeptQuery(['reports', 'summary'])).toBe(false);
    expect(isQueuedAction(['offline', 'pay'])).toBe(true);
    expect(isQueuedAction(['auth', 'logout'])).toBe(false);
  });

  it('writes actions as paused, so that a reload sends them, and drops a failed refetch’s error', () => {
    const stored = storable({
      queries: [
        {
          queryKey: ['auth', 'me'],
          queryHash: '["auth","me"]',
          state: { status: 'error', error: new Error('offline'), data: { id: 1 }, fetchStatus: 'fetching' },
        },
      ],
      mutations: [{ mutationKey: ['offline', 'pay'], state: { status: 'pending', isPaused: false } }],
    } as unknown as PersistedClient['clientState']);
    expect(stored.queries[0]?.state).toMatchObject({ status: 'success', error: null, fetchStatus: 'idle' });
    expect(stored.mutations[0]?.state).toMatchObject({ status: 'pending', isPaused: true });
  });

  it('shows screens’ data up to a day old after a reload, and keeps older actions', () => {
    const now = Date.now();
    const client = {
      timestamp: now,
      buster: 'user:1',
      clientState: {
        queries: [
          { queryKey: ['a'], state: { dataUpdatedAt: now - 60_000 } },
          { queryKey: ['b'], state: { dataUpdatedAt: now - SCREEN_DATA_MS - 1 } },
        ],
        mutations: [{ mutationKey: ['offline', 'pay'], state: { submittedAt: now - 3 * SCREEN_DATA_MS } }],
      },
    } as unknown as PersistedClient;
    const kept = fresh(client).clientState;
    expect(kept.queries.map((q) => q.queryKey)).toEqual([['a']]);
    expect(kept.mutations).toHaveLength(1);
  });
});
