import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Posting } from '../ledger';
import { type RewardRow, refundShare, reversalOf } from './reversal';
import { type Beneficiaries, type PayoutRates, ratesValid, rewardPostings, splitFee } from './split';

const defaults: PayoutRates = {
  cashbackBp: 2000,
  agentCommissionBp: 2000,
  mentorCommissionBp: 500,
  referralBp: [1000, 500, 300, 100, 100],
};
const everyone: Beneficiaries = { buddyId: 10, uplines: [11, 12, 13, 14, 15], agentId: 20, mentorId: 21 };

/** Per unit, what the legs add up to: every posting must be 0 and 0. */
const sums = (postings: Posting[]) => {
  const by = { RM: 0, points: 0 };
  for (const p of postings) by[p.account.unit] += p.amountSen;
  return by;
};

describe('splitFee', () => {
  it('shares a fee out to the buddy, five uplines, the agent and the mentor, rounding each part down', () => {
    const { parts, remainderSen } = splitFee(125, defaults, everyone);
    expect(parts.map((p) => [p.kind, p.level, p.beneficiaryId, p.amountSen])).toEqual([
      ['cashback', 0, 10, 25],
      ['referral', 1, 11, 12],
      ['referral', 2, 12, 6],
      ['referral', 3, 13, 3],
      ['referral', 4, 14, 1],
      ['referral', 5, 15, 1],
      ['agent_commission', 0, 20, 25],
      ['mentor_commission', 0, 21, 6],
    ]);
    expect(remainderSen).toBe(46);
  });

  it('pays nobody who is not there: a guest, missing uplines, no agent', () => {
    const guest = splitFee(1000, defaults, { buddyId: null, uplines: [], agentId: null, mentorId: null });
    expect(guest).toEqual({ parts: [], remainderSen: 1000 });
    const two = splitFee(1000, defaults, { buddyId: 1, uplines: [2, 3], agentId: 4, mentorId: null });
    expect(two.parts.map((p) => p.kind)).toEqual(['cashback', 'referral', 'referral', 'agent_commission']);
    expect(two.remainderSen).toBe(1000 - 200 - 100 - 50 - 200);
  });

  it('refuses rates over 100% of the fee', () => {
    const greedy = { ...defaults, cashbackBp: 6000 };
    expect(ratesValid(greedy)).toBe(false);
    expect(() => splitFee(100, greedy, everyone)).toThrow(/more than 100%/);
    expect(ratesValid({ ...defaults, referralBp: [1, 1, 1, 1, 1, 1] })).toBe(false);
    expect(ratesValid({ ...defaults, mentorCommissionBp: -1 })).toBe(false);
  });

  const rates = fc
    .array(fc.nat(10_000), { minLength: 8, maxLength: 8 })
    .filter((bps) => bps.reduce((s, b) => s + b, 0) <= 10_000)
    .map(
      ([c = 0, a = 0, m = 0, ...referral]): PayoutRates => ({
        cashbackBp: c,
        agentCommissionBp: a,
        mentorCommissionBp: m,
        referralBp: referral,
      }),
    );
  const who = fc.record({
    buddyId: fc.option(fc.constant(1)),
    uplines: fc.constantFrom([], [2], [2, 3, 4], [2, 3, 4, 5, 6]),
    agentId: fc.option(fc.constant(7)),
    mentorId: fc.option(fc.constant(8)),
  });

  it('always adds parts and remainder up to the fee exactly, in balanced postings, for any rates', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000_000 }), rates, who, (fee, r, w) => {
        const { parts, remainderSen } = splitFee(fee, r, w);
        expect(remainderSen).toBeGreaterThanOrEqual(0);
        expect(parts.reduce((s, p) => s + p.amountSen, 0) + remainderSen).toBe(fee);
        for (const p of parts) expect(p.amountSen).toBe(Math.floor((fee * p.bp) / 10_000));
        expect(sums(rewardPostings(parts))).toEqual({ RM: 0, points: 0 });
      }),
      { numRuns: 2000 },
    );
  });
});

describe('reversalOf', () => {
  const rowsOf = (fee: number): RewardRow[] =>
    splitFee(fee, defaults, everyone).parts.map((p, i) => ({
      id: i + 1,
      kind: p.kind,
      beneficiaryId: p.beneficiaryId,
      amountSen: p.amountSen,
      reversedSen: 0,
      writtenOffSen: 0,
    }));

  it('reverses exactly the whole, however the refunded subtotal is cut into refunds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000_000 }),
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 6 }),
        (fee, cuts) => {
          // The lines' subtotals; the refunds give them back one by one.
          const subtotalSen = cuts.reduce((s, c) => s + c, 0);
          let rows = rowsOf(fee);
          let before = 0;
          let reversed = 0;
          let pointsBack = 0;
          cuts.forEach((cut, i) => {
            const point = {
              subtotalSen,
              beforeSen: before,
              afterSen: before + cut,
              complete: i === cuts.length - 1,
            };
            const plenty = new Map(rows.map((r) => [r.beneficiaryId, 1e9]));
            const r = reversalOf(rows, point, plenty);
            expect(sums(r.postings)).toEqual({ RM: 0, points: 0 });
            expect(r.shortPoints).toBe(0);
            reversed += r.rows.reduce((s, x) => s + x.deltaSen, 0);
            pointsBack += refundShare(100, point);
            rows = rows.map((row, j) => ({ ...row, reversedSen: r.rows[j]?.reversedSen ?? 0 }));
            before += cut;
          });
          expect(rows.every((r) => r.reversedSen === r.amountSen)).toBe(true);
          expect(reversed).toBe(rowsOf(fee).reduce((s, r) => s + r.amountSen, 0));
          expect(pointsBack).toBe(100);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('takes a buddy down to 0 and no further, writing the rest off', () => {
    const rows = rowsOf(1000); // cashback 200 to buddy 10, level 1 100 to buddy 11, ...
    const held = new Map([
      [10, 30],
      [11, 500],
    ]);
    const r = reversalOf(rows, { subtotalSen: 1, beforeSen: 0, afterSen: 1, complete: true }, held);
    const cashback = r.rows[0];
    expect(cashback).toMatchObject({ reversedSen: 200, writtenOffSen: 170, deltaSen: 200, shortSen: 170 });
    // Uplines 12–15 hold nothing: all of theirs is written off too.
    expect(r.shortPoints).toBe(170 + 50 + 30 + 10 + 10);
    expect(r.takenPoints).toBe(30 + 100);
    const legs = Object.fromEntries(r.postings.map((p) => [p.account.key, p.amountSen]));
    expect(legs).toMatchObject({
      'buddy_points:10': 30,
      'buddy_points:11': 100,
      'buddy_points:12': 0,
      points_issued: -130,
      points_outstanding: 130,
      points_written_off: 270,
      platform_revenue: -(200 + 100 + 50 + 30 + 10 + 10 + 200 + 50),
      'agent_commission:20': 200,
      'agent_commission:21': 50,
    });
    expect(sums(r.postings)).toEqual({ RM: 0, points: 0 });
  });
});
