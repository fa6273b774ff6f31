import type { PayoutReport, Role } from '@meja/contracts';
import { can, isAgentRole } from '@meja/contracts/permissions';

/** The admins' tabs, one per kind of payout (commission covers agent and mentor). */
const adminReports = [
  'commission_payout',
  'recruitment_allowance_payout',
  'referral_cash_payout',
  'merchant_redemption',
] as const satisfies readonly PayoutReport[];

const manages = (role: Role) => can({ role }, 'payouts.manage');

/**
 * The reports a role reads: admins every kind by tab; agents their commissions and allowances;
 * merchants their redemption settlements. The server scopes each to the reader's own items.
 */
export function reportsOf(role: Role): readonly PayoutReport[] {
  if (manages(role)) return adminReports;
  if (isAgentRole(role)) return ['agent_payout'];
  if (role === 'merchant') return ['merchant_redemption'];
  return [];
}

/** The page's title and intro, in the reader's words. */
export function titleOf(role: Role) {
  if (manages(role)) return { title: 'payouts.title', intro: 'payouts.intro' } as const;
  if (role === 'merchant')
    return { title: 'payouts.redemptionTitle', intro: 'payouts.redemptionIntro' } as const;
  return { title: 'payouts.mineTitle', intro: 'payouts.mineIntro' } as const;
}
