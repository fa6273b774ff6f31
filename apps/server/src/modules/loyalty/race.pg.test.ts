import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { buddyPoints, pointsIssued, post } from '../ledger';
import { expireOrder, markPaid } from '../orders/service';
import {
  eventsOf,
  grant,
  lemak,
  orderRow,
  placeAs,
  pointsOf,
  type RewardsWorld,
  rewardsOf,
  rewardsWorld,
  toggle,
} from './test-world';

/**
 * Runs only with the PostgreSQL suite: a buddy spends points in another transaction while a refund
 * or a late payment is about to take points from them. Their read of the wallet is then stale; the
 * ledger refuses the overdraft and they take what is left, never taking the wallet below zero.
 */
let t: TestApp;
let w: RewardsWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await rewardsWorld(t, 'race');
});
afterAll(() => t?.close());

const db = () => t.database.db;

/** Waits until `check` holds, up to 10 s. */
async function until(check: () => Promise<boolean>) {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Whether another connection is waiting for a row lock of the ledger's accounts. */
async function someoneWaits() {
  const { rows } = (await db().execute(sql`
    select count(*)::int as n from pg_stat_activity
    where wait_event_type = 'Lock' and query ilike '%ledger_accounts%'`)) as unknown as {
    rows: { n: number }[];
  };
  return (rows[0]?.n ?? 0) > 0;
}

/**
 * Spends `points` of the buddy's in a transaction held open until `then` has started and is
 * waiting for the buddy's account; then commits. Answers what `then` answered.
 */
async function spendDuring<T>(buddyId: number, points: number, then: () => Promise<T>): Promise<T> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked = () => {};
  const holding = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const spender = db().transaction(async (tx) => {
    await post(tx, { kind: 'test_spend', ref: randomUUID() }, [
      { account: buddyPoints(buddyId), amountSen: points },
      { account: pointsIssued, amountSen: -points },
    ]);
    locked();
    await gate;
  });
  await holding;
  const result = then();
  await until(someoneWaits);
  release();
  await spender;
  return result;
}

describe('taking points from a buddy who spends them at the same moment', () => {
  it('a refund takes what is left and writes the rest off', async () => {
    const buddy = await w.buddy();
    const placed = await placeAs(w, buddy.token, { lines: [lemak(w)] });
    const order = await orderRow(db(), placed.json().data.token);
    expect((await toggle(w, { id: order.id, method: 'cash' })).statusCode).toBe(200);
    expect(await pointsOf(db(), buddy.id)).toBe(25);

    const res = await spendDuring(buddy.id, 20, () =>
      toggle(w, { id: order.id, action: 'refund', reason: 'Complaint' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await pointsOf(db(), buddy.id)).toBe(0);
    expect((await rewardsOf(db(), order.id))[0]).toMatchObject({ reversedSen: 25, writtenOffSen: 20 });
  });

  it('a late payment takes what is left again and flags the rest', async () => {
    const buddy = await w.buddy();
    await grant(db(), buddy.id, 500);
    const placed = await placeAs(w, buddy.token, { lines: [lemak(w)], channel: 'card', points: 300 });
    const order = await orderRow(db(), placed.json().data.token);
    await expireOrder(t.ctx(), order.id, new Date(Date.now() + 60 * 60_000));
    expect(await pointsOf(db(), buddy.id)).toBe(500);

    const paid = await spendDuring(buddy.id, 400, () => markPaid(t.ctx(), order.id, { via: 'gateway' }));
    expect(paid.changed).toBe(true);
    expect(await orderRow(db(), order.token)).toMatchObject({ pointsSen: 100, pointsShortSen: 200 });
    // 100 left were taken again; then the order's cashback came in.
    expect(await pointsOf(db(), buddy.id)).toBe(25);
    expect((await eventsOf(db(), order.id)).map((e) => e.kind)).toContain('points_short');
  });
});
