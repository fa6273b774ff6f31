import { maxSen, type PayoutKind, parseHundredths, senToRM } from '@meja/contracts';
import type { Db } from '../../db/client';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { transition } from '../../lib/state-machine';
import type { ActorCtx } from '../../plugins/context';
import {
  type Account,
  agentCommission,
  buddyPoints,
  merchantRedemption,
  type Posting,
  payoutAdjustments,
  payoutClearing,
  pointsIssued,
  pointsOutstanding,
  post,
  recruitmentAllowance,
  referralCash,
} from '../ledger';
import * as repo from './repository';
import { payoutStatus } from './statuses';

/**
 * The admin's actions on payout items (docs/adr/0014-payouts.md): approve, decline, adjust, and
 * flag as paid out. Each runs in one transaction over its items, locked in id order; a refusal of
 * any item refuses the whole call. A repeated move changes nothing and posts nothing.
 */

/** The liability account that holds what the item's kind owes. */
function liabilityOf(item: repo.ItemRow): Account {
  const kind = item.kind as PayoutKind;
  if (kind === 'recruitment_allowance') return recruitmentAllowance(item.beneficiaryId);
  if (kind === 'referral_cash') return referralCash(item.beneficiaryId);
  if (kind === 'merchant_redemption') return merchantRedemption(item.merchantId ?? item.beneficiaryId);
  return agentCommission(item.beneficiaryId);
}

/** Each item of `ids` once, in id order (so two calls lock rows in the same order), under its lock. */
async function eachItem(ctx: ActorCtx, ids: number[], fn: (tx: Db, item: repo.ItemRow) => Promise<boolean>) {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  return ctx.db.transaction(async (tx) => {
    let changed = 0;
    for (const id of sorted) {
      const item = await repo.lockItem(tx, id);
      if (!item) throw notFound();
      if (await fn(tx, item)) changed++;
    }
    return { ids: sorted, changed };
  });
}

/** Approve: payable must be above zero, and the beneficiary's bank details are copied onto the item. */
export function approve(ctx: ActorCtx, ids: number[]) {
  return eachItem(ctx, ids, async (tx, item) => {
    let values: Partial<repo.BankDetails> | undefined;
    if (item.status === 'pending') {
      const payable = item.amountSen + item.adjustmentSen;
      if (payable <= 0)
        throw new AppError('conflict', 'error.payout_nothing_to_pay', undefined, {
          id: item.id,
          payable: senToRM(payable),
        });
      const bank = await repo.bankDetailsOf(tx, item);
      if (!bank.bank || !bank.accountNo || !bank.accountName)
        throw new AppError('conflict', 'error.payout_no_bank_details', undefined, {
          id: item.id,
          name: bank.name,
        });
      values = { bank: bank.bank, accountNo: bank.accountNo, accountName: bank.accountName };
    }
    const moved = await transition(
      tx,
      payoutStatus,
      item,
      'done',
      { kind: 'approved', actorId: ctx.actor.id },
      values,
    );
    return moved.changed;
  });
}

/**
 * What a decline does to the money: a commission or allowance is owed no more (the platform's
 * adjustments account takes it back); a referral cash-out gives the points back to the buddy
 * (the opposite of the settlements module's 'referral_cash_out' posting); a merchant's redemption
 * stays owed, for the next Clear Balance.
 */
function declinePostings(item: repo.ItemRow): Posting[] {
  const x = item.amountSen;
  if (x === 0 || item.kind === 'merchant_redemption') return [];
  if (item.kind === 'referral_cash')
    return [
      { account: buddyPoints(item.beneficiaryId), amountSen: -x },
      { account: pointsIssued, amountSen: x },
      { account: pointsOutstanding, amountSen: -x },
      { account: referralCash(item.beneficiaryId), amountSen: x },
    ];
  return [
    { account: liabilityOf(item), amountSen: x },
    { account: payoutAdjustments, amountSen: -x },
  ];
}

export function decline(ctx: ActorCtx, ids: number[], reason: string | undefined) {
  const why = reason?.trim();
  if (!why) throw fieldError('reason', 'validation.required');
  return eachItem(ctx, ids, async (tx, item) => {
    const moved = await transition(tx, payoutStatus, item, 'declined', {
      kind: 'declined',
      actorId: ctx.actor.id,
      reason: why,
    });
    const legs = moved.changed ? declinePostings(item) : [];
    if (legs.length) await post(tx, { kind: 'payout_declined', ref: item.id }, legs);
    return moved.changed;
  });
}

/**
 * Paid out by the bank: the liability is settled by what accrued, the money left through payout
 * clearing (the payable), and the adjustment is the platform's (debit: paid more; credit: less).
 */
export function complete(ctx: ActorCtx, ids: number[], reason?: string) {
  return eachItem(ctx, ids, async (tx, item) => {
    const moved = await transition(tx, payoutStatus, item, 'completed', {
      kind: 'completed',
      actorId: ctx.actor.id,
      reason: reason?.trim() || null,
    });
    if (!moved.changed) return false;
    const payable = item.amountSen + item.adjustmentSen;
    await post(tx, { kind: 'payout_completed', ref: item.id }, [
      { account: liabilityOf(item), amountSen: item.amountSen },
      { account: payoutClearing, amountSen: -payable },
      { account: payoutAdjustments, amountSen: item.adjustmentSen },
    ]);
    return true;
  });
}

/** A signed RM amount ("-5.00", 12.5) → sen; at most two decimals. */
export function signedSen(input: string | number): number {
  const text = (typeof input === 'number' ? String(input) : input).trim();
  const negative = text.startsWith('-');
  const parsed = parseHundredths(negative ? text.slice(1) : text);
  if (!parsed.ok)
    throw fieldError(
      'amount',
      parsed.reason === 'decimals' ? 'validation.money_decimals' : 'validation.money',
    );
  if (parsed.hundredths > maxSen) throw fieldError('amount', 'validation.money_too_big');
  return negative ? -parsed.hundredths : parsed.hundredths;
}

/**
 * Replaces the adjustment of pending or approved items (with a reason, kept in an 'adjusted'
 * event): the payable amount may not fall below RM0.01. The same adjustment again changes nothing.
 */
export function adjust(
  ctx: ActorCtx,
  ids: number[],
  amount: string | number | undefined,
  reason: string | undefined,
) {
  if (amount === undefined || (typeof amount === 'string' && !amount.trim()))
    throw fieldError('amount', 'validation.required');
  const sen = signedSen(amount);
  const why = reason?.trim();
  if (!why) throw fieldError('reason', 'validation.required');
  const kinds = new Set<string>();
  const done = eachItem(ctx, ids, async (tx, item) => {
    kinds.add(item.kind);
    if (item.status !== 'pending' && item.status !== 'done')
      throw new AppError('conflict', 'error.payout_adjustment_refused', undefined, {
        id: item.id,
        status: item.status,
      });
    if (item.amountSen + sen < 1) throw fieldError('amount', 'validation.payout_payable_minimum');
    if (item.adjustmentSen === sen && item.adjustmentReason === why) return false;
    await repo.setAdjustment(tx, item.id, sen, why);
    await repo.insertEvent(tx, {
      itemId: item.id,
      kind: 'adjusted',
      fromStatus: item.status,
      toStatus: item.status,
      adjustmentSen: sen,
      reason: why,
      actorId: ctx.actor.id,
    });
    return true;
  });
  return done.then((r) => ({ ...r, allowance: kinds.size === 1 && kinds.has('recruitment_allowance') }));
}
