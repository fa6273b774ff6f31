import {
  bpToPercent,
  senToRM,
  type TPayoutSettings,
  type TPayoutSettingsHistory,
  type ZPayoutSettingsBody,
} from '@meja/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { PageFilter } from '../../lib/paging';
import type { ActorCtx, Ctx } from '../../plugins/context';
import * as repo from './repository';

/**
 * The platform payout settings (SPEC §3, PRODUCT.md "Money"): percentages of the platform fee and
 * the recruitment allowance. Append-only, so each change is kept with who and when, and the
 * rewards of an order keep the rates it was paid under (order_rewards.bp).
 */

/** 100% of the fee, in hundredths of a percent. */
const wholeFee = 100_00;

const totalBp = (r: {
  cashbackBp: number;
  agentCommissionBp: number;
  mentorCommissionBp: number;
  referralBp: number[];
}) => r.cashbackBp + r.agentCommissionBp + r.mentorCommissionBp + r.referralBp.reduce((a, b) => a + b, 0);

function toView(r: repo.SettingsRow): TPayoutSettings {
  const level = (i: number) => bpToPercent(r.referralBp[i] ?? 0);
  return {
    id: r.id,
    buddy_cashback: bpToPercent(r.cashbackBp),
    agent_commission: bpToPercent(r.agentCommissionBp),
    mentor_commission: bpToPercent(r.mentorCommissionBp),
    referral_level_1: level(0),
    referral_level_2: level(1),
    referral_level_3: level(2),
    referral_level_4: level(3),
    referral_level_5: level(4),
    recruitment_allowance: senToRM(r.recruitmentAllowanceSen),
    recruitment_allowance_sen: r.recruitmentAllowanceSen,
    total_percent: bpToPercent(totalBp(r)),
    changed_by: r.changedBy,
    changed_at: r.createdAt.toISOString(),
  };
}

/** GET /admin/setting?type=payout: the settings in force (migration 0010 wrote the first row). */
export async function currentSettings(ctx: Ctx): Promise<TPayoutSettings> {
  const row = await repo.newest(ctx.db);
  if (!row) throw new Error('no payout settings: migration 0010 writes the first row');
  return toView(row);
}

/** GET /admin/setting?type=payout_history: every version, newest first, with who and when. */
export async function settingsHistory(ctx: Ctx, q: PageFilter): Promise<TPayoutSettingsHistory> {
  const page = await repo.history(ctx.db, q);
  return {
    data: page.rows.map(toView),
    recordsTotal: page.recordsTotal,
    recordsFiltered: page.recordsFiltered,
  };
}

/**
 * POST /admin/setting (type payout): a new version, in force for orders paid from now on.
 * Refused when the percentages together exceed 100% of the fee: the platform could otherwise pay
 * out more than it earned (the field error names the total, on `total_percent`).
 */
export async function saveSettings(
  ctx: ActorCtx,
  body: z.output<typeof ZPayoutSettingsBody>,
): Promise<TPayoutSettings> {
  const values = {
    cashbackBp: body.buddy_cashback,
    agentCommissionBp: body.agent_commission,
    mentorCommissionBp: body.mentor_commission,
    referralBp: [
      body.referral_level_1,
      body.referral_level_2,
      body.referral_level_3,
      body.referral_level_4,
      body.referral_level_5,
    ],
    recruitmentAllowanceSen: body.recruitment_allowance,
  };
  const total = totalBp(values);
  if (total > wholeFee)
    throw new AppError(
      'validation',
      'error.validation',
      { total_percent: 'validation.payout_percent_total' },
      { total: bpToPercent(total) },
    );
  await repo.insert(ctx.db, { ...values, createdBy: ctx.actor.id });
  return currentSettings(ctx);
}
