import type { PayoutReport, Role } from '@meja/contracts';
import { can, hasOwnStore } from '@meja/contracts/permissions';

/** The admins' tabs, one per kind of payout (commission covers agent and mentor). */
const adminReports = [
  'commission_payout',
  'recruitment_allowance_payout',
  'referral_cash_payout',
  'merchant_redemption',
] as const satisfies readonly PayoutReport[];

const manages = (role: Role) => can({ role }, 'payouts.manage');

/**
 * The reports a role reads: admins every kind by tab; the others their own items, which the server
 * scopes (policy/payouts.ts): a merchant (the reader with a store of its own) its redemption
 * settlements, an agent its commissions and allowances.
 */
export function reportsOf(role: Role): readonly PayoutReport[] {
  if (!can({ role }, 'payouts.read')) return [];
  if (manages(role)) return adminReports;
  return hasOwnStore(role) ? ['merchant_redemption'] : ['agent_payout'];
}

/** Who reads only its redemption settlements (a merchant): its screen and menu entry say so. */
export const readsRedemptions = (role: Role) =>
  !manages(role) && reportsOf(role).includes('merchant_redemption');

/** The page's title and intro, in the reader's words. */
export function titleOf(role: Role) {
  if (manages(role)) return { title: 'payouts.title', intro: 'payouts.intro' } as const;
  if (readsRedemptions(role))
    return { title: 'payouts.redemptionTitle', intro: 'payouts.redemptionIntro' } as const;
  return { title: 'payouts.mineTitle', intro: 'payouts.mineIntro' } as const;
}
