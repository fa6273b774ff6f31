import {
  cashOutMinimumPoints,
  malaysianBanks,
  type PayoutStatus,
  senToRM,
  type TCashOut,
  type TCashOutSummary,
  type ZCashOutBody,
} from '@meja/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { enforce, type Limit } from '../../lib/rate-limit';
import type { ActorCtx } from '../../plugins/context';
import {
  balanceOf,
  buddyPoints,
  Overdraft,
  pointsIssued,
  pointsOutstanding,
  post,
  referralCash,
} from '../ledger';
import { insertItem } from '../payouts/item-repository';
import * as repo from './cash-out-repository';

/**
 * A buddy's referral rewards paid in cash (PRODUCT.md "Payouts"): points earned as referral
 * rewards (not cashback) and still in the wallet leave it for a referral_cash payout item, owed
 * in RM (1 point = 1 sen) until payouts pays it to the buddy's bank.
 */

/** A few requests per buddy per day: each one is a bank transfer for an admin to check. */
const cashOutLimit: Limit = { limit: 5, windowS: 86_400 };

async function figures(db: Db, buddyId: number) {
  const [wallet, earned, cashed] = await Promise.all([
    balanceOf(db, buddyPoints(buddyId)).then((b) => Math.max(0, -b)),
    repo.referralEarned(db, buddyId),
    repo.cashedOut(db, buddyId),
  ]);
  return { wallet, earned, cashed, cashable: Math.max(0, Math.min(wallet, earned - cashed)) };
}

const bankName = (code: string | null) => malaysianBanks.find((b) => b.code === code)?.name ?? null;
const masked = (no: string | null) => (no ? `****${no.slice(-4)}` : null);

function toCashOut(r: repo.CashOutRow): TCashOut {
  return {
    id: r.id,
    status: r.status as PayoutStatus,
    points: r.amountSen,
    amount: senToRM(r.amountSen),
    amount_sen: r.amountSen,
    bank: r.bank,
    bank_name: bankName(r.bank),
    account_no: masked(r.accountNo),
    account_name: r.accountName,
    created_at: r.createdAt.toISOString(),
  };
}

/** GET /api/public/me/cash_out: what the buddy may cash out now, the minimum, and their cash-outs. */
export async function cashOutSummary(ctx: ActorCtx): Promise<TCashOutSummary> {
  const buddyId = ctx.actor.id;
  const f = await figures(ctx.db, buddyId);
  return {
    points: f.wallet,
    referral_points: f.earned,
    cashed_out_points: f.cashed,
    cashable_points: f.cashable,
    cashable: senToRM(f.cashable),
    minimum_points: cashOutMinimumPoints,
    minimum: senToRM(cashOutMinimumPoints),
    cash_outs: (await repo.cashOutsOf(ctx.db, buddyId)).map(toCashOut),
  };
}

/** A 400 on `points` naming how many may be cashed out. */
const overCashable = (cashable: number) =>
  new AppError(
    'validation',
    'error.validation',
    { points: 'validation.cash_out_over' },
    {
      cashable,
      cashable_rm: senToRM(cashable),
    },
  );

/**
 * POST /api/public/me/cash_out: the item and its posting ('referral_cash_out', ref the item) in one
 * transaction: the points leave the wallet and the points issued, their value moves from what the
 * platform owes buddies in points to what it owes this buddy in cash. The posting locks the
 * buddy's points account, so two cash-outs at once take turns; the second then checks again what
 * the first left, and the ledger refuses a wallet below zero.
 */
export async function cashOut(ctx: ActorCtx, body: z.output<typeof ZCashOutBody>): Promise<TCashOut> {
  const buddyId = ctx.actor.id;
  await enforce(ctx.db, [[`cash-out:${buddyId}`, cashOutLimit]]);
  const points = body.points;
  if (points < cashOutMinimumPoints)
    throw new AppError(
      'validation',
      'error.validation',
      { points: 'validation.cash_out_minimum' },
      {
        min: cashOutMinimumPoints,
        min_rm: senToRM(cashOutMinimumPoints),
      },
    );
  const before = await figures(ctx.db, buddyId);
  if (points > before.cashable) throw overCashable(before.cashable);
  const itemId = await ctx.db.transaction(async (tx) => {
    const id = await insertItem(
      tx,
      {
        kind: 'referral_cash',
        beneficiaryId: buddyId,
        amountSen: points,
        bank: body.bank,
        accountNo: body.account_no,
        accountName: body.account_name,
      },
      buddyId,
    );
    try {
      await post(tx, { kind: 'referral_cash_out', ref: id }, [
        { account: buddyPoints(buddyId), amountSen: points },
        { account: pointsIssued, amountSen: -points },
        { account: pointsOutstanding, amountSen: points },
        { account: referralCash(buddyId), amountSen: -points },
      ]);
    } catch (err) {
      if (err instanceof Overdraft) throw overCashable(Math.min(before.cashable, points - err.shortBy));
      throw err;
    }
    // Read again under the account's lock: a cash-out that committed meanwhile counts now.
    const earned = await repo.referralEarned(tx, buddyId);
    const cashed = await repo.cashedOut(tx, buddyId);
    if (cashed > earned) throw overCashable(Math.max(0, earned - (cashed - points)));
    return id;
  });
  const [row] = (await repo.cashOutsOf(ctx.db, buddyId, 50)).filter((r) => r.id === itemId);
  if (!row) throw new Error(`cash-out ${itemId} vanished`);
  return toCashOut(row);
}
