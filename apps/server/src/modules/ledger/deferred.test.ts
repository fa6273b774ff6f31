import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject as provided } from 'vitest';
import { copyTemplate } from '../../../test/database';
import type { Database, Db } from '../../db/client';
import { ledgerAccounts, ledgerDaily, ledgerEntries, ledgerTransactions } from '../../db/schema';
import {
  agentCommission,
  balanceOf,
  buddyPoints,
  cashAtMerchant,
  deferPostings,
  flushPostings,
  merchantPayable,
  Overdraft,
  pointsIssued,
  post,
} from './index';

/** Postings whose accounts' rows are written at the end of their transaction (a paid order's). */
let database: Database;
let db: Db;
beforeAll(async () => {
  database = await copyTemplate(provided('testDb'));
  db = database.db;
});
afterAll(() => database?.close());

let owner = 2_000_000;
const fresh = () => (owner += 10);

const dailyOf = (keys: string[], kind: string) =>
  db
    .select({
      key: ledgerAccounts.key,
      entries: ledgerDaily.entries,
      debit: ledgerDaily.debitSen,
      credit: ledgerDaily.creditSen,
    })
    .from(ledgerDaily)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerDaily.accountId))
    .where(and(inArray(ledgerAccounts.key, keys), eq(ledgerDaily.kind, kind)))
    .orderBy(ledgerAccounts.key);

describe('deferred postings', () => {
  it('leave the balances as they were until the flush, then as an immediate posting would', async () => {
    const n = fresh();
    const [cash, payable, agent] = [cashAtMerchant(n), merchantPayable(n), agentCommission(n)];
    await db.transaction(async (tx) => {
      expect(deferPostings(tx)).toBe(true);
      expect(deferPostings(tx)).toBe(false);
      expect(
        await post(tx, { kind: 'test_deferred', ref: n }, [
          { account: cash, amountSen: 1_000 },
          { account: payable, amountSen: -900 },
          { account: agent, amountSen: -100 },
        ]),
      ).toEqual({ posted: true });
      // Posted once: the same source again changes nothing, deferred or not.
      expect(
        await post(tx, { kind: 'test_deferred', ref: n }, [
          { account: cash, amountSen: 5 },
          { account: payable, amountSen: -5 },
        ]),
      ).toEqual({ posted: false });
      await post(tx, { kind: 'test_deferred_2', ref: n }, [
        { account: cash, amountSen: 50 },
        { account: payable, amountSen: -50 },
      ]);
      expect(await balanceOf(tx, cash)).toBe(0);
      await flushPostings(tx);
    });
    expect(await balanceOf(db, cash)).toBe(1_050);
    expect(await balanceOf(db, payable)).toBe(-950);
    expect(await balanceOf(db, agent)).toBe(-100);
    const sums = await db
      .select({ key: ledgerAccounts.key, sum: sql<string>`sum(${ledgerEntries.amountSen})` })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(inArray(ledgerAccounts.key, [cash.key, payable.key, agent.key]))
      .groupBy(ledgerAccounts.key)
      .orderBy(ledgerAccounts.key);
    expect(sums.map((s) => [s.key, Number(s.sum)])).toEqual([
      [agent.key, -100],
      [cash.key, 1_050],
      [payable.key, -950],
    ]);
    expect(await dailyOf([cash.key, payable.key], 'test_deferred_2')).toEqual([
      { key: cash.key, entries: 1, debit: 50, credit: 0 },
      { key: payable.key, entries: 1, debit: 0, credit: 50 },
    ]);
  });

  it('refuse an overdraft at the flush, and the transaction leaves nothing', async () => {
    const buddy = fresh();
    const before = await db.select({ id: ledgerTransactions.id }).from(ledgerTransactions);
    const attempt = db.transaction(async (tx) => {
      deferPostings(tx);
      await post(tx, { kind: 'test_deferred_spend', ref: buddy }, [
        { account: buddyPoints(buddy), amountSen: 30 },
        { account: pointsIssued, amountSen: -30 },
      ]);
      await flushPostings(tx);
    });
    await expect(attempt).rejects.toBeInstanceOf(Overdraft);
    expect(await balanceOf(db, buddyPoints(buddy))).toBe(0);
    expect(await db.select({ id: ledgerTransactions.id }).from(ledgerTransactions)).toHaveLength(
      before.length,
    );
  });
});
