import type { PayoutReport, Role } from '@meja/contracts';
import { isAgentRole, mayPayout } from '../lib/permissions';

/** The payout screens, as the server's `payouts.read`, `payouts.manage` and `settings.payout` have them. */
export const payoutsInMenu = (role: Role) => mayPayout(role, 'payouts.read');
export const managesPayouts = (role: Role) => mayPayout(role, 'payouts.manage');
export const clearBalanceInMenu = managesPayouts;
export const payoutSettingInMenu = (role: Role) => mayPayout(role, 'settings.payout');

/** The admins' tabs, one per kind of payout (commission covers agent and mentor). */
export const adminReports = [
  'commission_payout',
  'recruitment_allowance_payout',
  'referral_cash_payout',
  'merchant_redemption',
] as const satisfies readonly PayoutReport[];

/**
 * The reports a role reads: admins every kind by tab; agents their commissions and allowances;
 * merchants their redemption settlements. The server scopes each to the reader's own items.
 */
export function reportsOf(role: Role): readonly PayoutReport[] {
  if (managesPayouts(role)) return adminReports;
  if (isAgentRole(role)) return ['agent_payout'];
  if (role === 'merchant') return ['merchant_redemption'];
  return [];
}

/** The page's title and intro, in the reader's words. */
export function titleOf(role: Role) {
  if (managesPayouts(role)) return { title: 'payouts.title', intro: 'payouts.intro' } as const;
  if (role === 'merchant')
    return { title: 'payouts.redemptionTitle', intro: 'payouts.redemptionIntro' } as const;
  return { title: 'payouts.mineTitle', intro: 'payouts.mineIntro' } as const;
}
