import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, inject as provided } from 'vitest';
import { copyTemplate } from '../../../test/database';
import type { Database, Db } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';
import {
  type Account,
  agentCommission,
  balanceOf,
  buddyPoints,
  cashAtMerchant,
  merchantPayable,
  Overdraft,
  type Posting,
  pointsIssued,
  post,
  recruitmentAllowance,
} from './index';

/** The ledger on the real test database: PGlite here, PostgreSQL (real concurrency) in test:pg. */
let database: Database;
let db: Db;

beforeAll(async () => {
  database = await copyTemplate(provided('testDb'));
  db = database.db;
});
afterAll(() => database?.close());

/** Accounts no other test touches, so their balances start at 0. */
let nextOwner = 1_000_000;
function freshAccounts() {
  nextOwner += 10;
  const n = nextOwner;
  return {
    RM: [merchantPayable(n), cashAtMerchant(n), agentCommission(n), recruitmentAllowance(n)],
    // Points accounts that may go either way: buddies' own refuse an overdraft (tested below).
    points: [n, n + 1, n + 2].map(
      (owner): Account => ({
        key: `test_points:${owner}`,
        type: 'liability',
        ownerId: owner,
        unit: 'points',
      }),
    ),
  };
}

const entriesOf = (kind: string, ref: string) =>
  db
    .select({ key: ledgerAccounts.key, amountSen: ledgerEntries.amountSen, unit: ledgerEntries.unit })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(and(eq(ledgerTransactions.kind, kind), eq(ledgerTransactions.ref, ref)))
    .orderBy(asc(ledgerEntries.id));

const rowCounts = async () => ({
  transactions: (await db.select({ n: count() }).from(ledgerTransactions))[0]?.n,
  entries: (await db.select({ n: count() }).from(ledgerEntries))[0]?.n,
});

/**
 * Every transaction sums to zero per unit, and every account's balance is the sum of its entries:
 * of the given kind and accounts (a failing run then shrinks to its own cause), or of all.
 */
async function expectInvariants(scope?: { kind: string; keys: string[] }) {
  const unbalanced = await db
    .select({ transactionId: ledgerEntries.transactionId, unit: ledgerEntries.unit })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(scope && eq(ledgerTransactions.kind, scope.kind))
    .groupBy(ledgerEntries.transactionId, ledgerEntries.unit)
    .having(sql`sum(${ledgerEntries.amountSen}) <> 0`);
  expect(unbalanced).toEqual([]);
  const drifted = await db
    .select({ key: ledgerAccounts.key })
    .from(ledgerAccounts)
    .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
    .where(scope && inArray(ledgerAccounts.key, scope.keys))
    .groupBy(ledgerAccounts.id)
    .having(sql`${ledgerAccounts.balance} <> coalesce(sum(${ledgerEntries.amountSen}), 0)`);
  expect(drifted).toEqual([]);
}

// A leg: which of a unit's accounts (an index), and an amount, zero included.
const leg = fc.record({ at: fc.nat(6), amountSen: fc.integer({ min: -500_000, max: 500_000 }) });
const legs = fc.array(leg, { minLength: 1, maxLength: 3 });
type Leg = { at: number; amountSen: number };
/** Legs closed by one more leg that makes them sum to zero. */
const closed = fc
  .tuple(legs, fc.nat(6))
  .map(([ls, at]): Leg[] => [...ls, { at, amountSen: -ls.reduce((s, l) => s + l.amountSen, 0) }]);
const balancedLegs = fc.oneof(
  fc.record({ RM: closed, points: fc.constant([] as Leg[]) }),
  fc.record({ RM: fc.constant([] as Leg[]), points: closed }),
  fc.record({ RM: closed, points: closed }),
);
const step = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({ op: fc.constant('post' as const), ref: fc.nat(5), legs: balancedLegs }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('unbalanced' as const),
      ref: fc.nat(5),
      legs: balancedLegs,
      off: fc.record({ unit: fc.constantFrom('RM' as const, 'points' as const), at: fc.nat(6) }),
      by: fc.integer({ min: -1000, max: 1000 }).filter((n) => n !== 0),
    }),
  },
);

describe('post', () => {
  it('keeps every invariant over random postings, retries and unbalanced attempts', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), fc.boolean(), async (steps, inTx) => {
        const kind = `test_${++run}_${nextOwner}` as const;
        const accounts = freshAccounts();
        const pick = (unit: 'RM' | 'points', at: number) =>
          accounts[unit][at % accounts[unit].length] as Account;
        const toPostings = (l: { RM: Leg[]; points: Leg[] }): Posting[] => [
          ...l.RM.map((x) => ({ account: pick('RM', x.at), amountSen: x.amountSen })),
          ...l.points.map((x) => ({ account: pick('points', x.at), amountSen: x.amountSen })),
        ];
        const expected = new Map<string, number>();
        const first = new Map<string, Posting[]>();
        const postOnce = (ps: Posting[], ref: string) =>
          inTx ? db.transaction((tx) => post(tx, { kind, ref }, ps)) : post(db, { kind, ref }, ps);

        for (const s of steps) {
          const ref = String(s.ref);
          const postings = toPostings(s.legs);
          if (s.op === 'unbalanced') {
            postings.push({ account: pick(s.off.unit, s.off.at), amountSen: s.by });
            const before = await rowCounts();
            await expect(postOnce(postings, ref)).rejects.toThrow(/off by/);
            expect(await rowCounts()).toEqual(before);
            continue;
          }
          const retry = first.has(ref);
          const before = await rowCounts();
          expect(await postOnce(postings, ref)).toEqual({ posted: !retry });
          if (retry) {
            expect(await rowCounts()).toEqual(before);
            continue;
          }
          first.set(ref, postings);
          for (const p of postings)
            expected.set(p.account.key, (expected.get(p.account.key) ?? 0) + p.amountSen);
        }

        const all = [...accounts.RM, ...accounts.points];
        for (const account of all) expect(await balanceOf(db, account)).toBe(expected.get(account.key) ?? 0);
        for (const [ref, postings] of first)
          expect(await entriesOf(kind, ref)).toEqual(
            postings
              .filter((p) => p.amountSen !== 0)
              .map((p) => ({ key: p.account.key, amountSen: p.amountSen, unit: p.account.unit })),
          );
        await expectInvariants({ kind, keys: all.map((a) => a.key) });
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it('refuses postings that do not balance per unit, fractions and empty lists, writing nothing', async () => {
    const { RM, points } = freshAccounts();
    const [a, b] = RM as [Account, Account];
    const [p] = points as [Account];
    const before = await rowCounts();
    // Sums to zero overall, but RM and points are different money.
    await expect(
      post(db, { kind: 'test_refused', ref: 1 }, [
        { account: a, amountSen: 100 },
        { account: p, amountSen: -100 },
      ]),
    ).rejects.toThrow(/off by 100 RM/);
    await expect(
      post(db, { kind: 'test_refused', ref: 2 }, [
        { account: a, amountSen: 0.5 },
        { account: b, amountSen: -0.5 },
      ]),
    ).rejects.toThrow(/not a whole number/);
    await expect(post(db, { kind: 'test_refused', ref: 3 }, [])).rejects.toThrow(/no postings/);
    expect(await rowCounts()).toEqual(before);
    expect(await balanceOf(db, a)).toBe(0);
  });

  it("refuses a posting that would take a buddy's points below zero, writing nothing", async () => {
    const buddy = buddyPoints(++nextOwner);
    const earn = [
      { account: pointsIssued, amountSen: 300 },
      { account: buddy, amountSen: -300 },
    ];
    await post(db, { kind: 'test_overdraft', ref: `earn:${nextOwner}` }, earn);
    const spend = (sen: number, ref: string) =>
      post(db, { kind: 'test_overdraft', ref: `${ref}:${nextOwner}` }, [
        { account: buddy, amountSen: sen },
        { account: pointsIssued, amountSen: -sen },
      ]);
    const before = await rowCounts();
    const refused = await spend(301, 'too-much').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Overdraft);
    expect((refused as Overdraft).shortBy).toBe(1);
    expect(await rowCounts()).toEqual(before);
    expect(await balanceOf(db, buddy)).toBe(-300);
    expect(await spend(300, 'all')).toEqual({ posted: true });
    expect(await balanceOf(db, buddy)).toBe(0);
  });

  it('records a posting of only zeros once, with no entries', async () => {
    const [a, b] = freshAccounts().RM as [Account, Account];
    const zeros = [
      { account: a, amountSen: 0 },
      { account: b, amountSen: 0 },
    ];
    expect(await post(db, { kind: 'test_zero', ref: 'free' }, zeros)).toEqual({ posted: true });
    expect(await post(db, { kind: 'test_zero', ref: 'free' }, zeros)).toEqual({ posted: false });
    expect(await entriesOf('test_zero', 'free')).toEqual([]);
    expect(await balanceOf(db, a)).toBe(0);
  });

  it('leaves no trace when the transaction it was posted in rolls back', async () => {
    const [a, b] = freshAccounts().RM as [Account, Account];
    const legs = [
      { account: a, amountSen: 700 },
      { account: b, amountSen: -700 },
    ];
    await expect(
      db.transaction(async (tx) => {
        await post(tx, { kind: 'test_rollback', ref: 1 }, legs);
        throw new Error('the paying transaction failed');
      }),
    ).rejects.toThrow('the paying transaction failed');
    expect(await balanceOf(db, a)).toBe(0);
    // Not remembered as posted: the retry of the whole payment posts it.
    expect(await post(db, { kind: 'test_rollback', ref: 1 }, legs)).toEqual({ posted: true });
    expect(await balanceOf(db, a)).toBe(700);
    expect(await balanceOf(db, b)).toBe(-700);
  });

  it('commits concurrent postings over the same accounts in opposite orders, without deadlock', async () => {
    const { RM, points } = freshAccounts();
    const [a, b] = RM as [Account, Account];
    const [p, q] = points as [Account, Account];
    const n = 40;
    const results = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        db.transaction(async (tx) => {
          // Half list a before b, half b before a; each also moves points between p and q.
          const rm: Posting[] =
            i % 2
              ? [
                  { account: a, amountSen: 10 },
                  { account: b, amountSen: -10 },
                ]
              : [
                  { account: b, amountSen: 3 },
                  { account: a, amountSen: -3 },
                ];
          const pts: Posting[] = [
            { account: i % 2 ? q : p, amountSen: 1 },
            { account: i % 2 ? p : q, amountSen: -1 },
          ];
          return post(tx, { kind: 'test_concurrent', ref: i }, i % 4 < 2 ? [...rm, ...pts] : [...pts, ...rm]);
        }),
      ),
    );
    expect(results.every((r) => r.posted)).toBe(true);
    // 20 × 10 − 20 × 3 = 140 into a.
    expect(await balanceOf(db, a)).toBe(140);
    expect(await balanceOf(db, b)).toBe(-140);
    expect(await balanceOf(db, p)).toBe(0);
    expect(await balanceOf(db, q)).toBe(0);
    await expectInvariants();
  });

  it('answers 0 for an account never posted to, and keeps the points issued beside the buddy', async () => {
    const [buddy] = freshAccounts().points as [Account];
    expect(await balanceOf(db, buddy)).toBe(0);
    const before = await balanceOf(db, pointsIssued);
    await post(db, { kind: 'test_points', ref: buddy.key }, [
      { account: pointsIssued, amountSen: 250 },
      { account: buddy, amountSen: -250 },
    ]);
    expect(await balanceOf(db, buddy)).toBe(-250);
    expect((await balanceOf(db, pointsIssued)) - before).toBe(250);
  });
});
