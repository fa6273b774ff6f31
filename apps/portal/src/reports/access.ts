import type { AccessOption, ReportAudience, ReportName, Role } from '@meja/contracts';
import { agentRoles } from '@meja/contracts/constants';
import { reportCatalogue, reportNames } from '@meja/contracts/report-catalogue';

/** The reports with a screen here; issue 13's payout lists keep their own (payouts/). */
export type ReportScreenName = {
  [N in ReportName]: (typeof reportCatalogue)[N]['audience'] extends 'payouts' ? never : N;
}[ReportName];

type ScreenAudience = Exclude<ReportAudience, 'payouts'>;
type Reader = { role: Role; access_option: AccessOption | null };

const agents = agentRoles as readonly Role[];

/**
 * Who reads each audience, as the server's policy has `reports.merchant`, `reports.network` and
 * `reports.admin`: showing a report is not what protects it, but the menu must not offer a screen
 * that only answers "no access".
 */
const readers: Record<ScreenAudience, { roles: readonly Role[]; staff?: AccessOption }> = {
  merchant: { roles: ['admin', ...agents, 'sub_agent', 'merchant'], staff: 'All Access - Setting' },
  network: { roles: ['admin', ...agents] },
  admin: { roles: ['admin'] },
};

export const reportScreens = reportNames.filter(
  (n): n is ReportScreenName => reportCatalogue[n].audience !== 'payouts',
);

export const isReportScreen = (name: string | undefined): name is ReportScreenName =>
  reportScreens.includes(name as ReportScreenName);

export const audienceOf = (name: ReportScreenName): ScreenAudience =>
  reportCatalogue[name].audience as ScreenAudience;

export function readsAudience(me: Reader, audience: ScreenAudience): boolean {
  const { roles, staff } = readers[audience];
  if (roles.includes(me.role)) return true;
  return me.role === 'staff' && staff !== undefined && me.access_option === staff;
}

export const mayRead = (me: Reader, name: ReportScreenName) => readsAudience(me, audienceOf(name));

/** The reports of a reader's menu: a merchant's first, then the network's, then the platform's. */
export function reportsOf(me: Reader): ReportScreenName[] {
  const order: ScreenAudience[] = ['merchant', 'network', 'admin'];
  return order.flatMap((a) => (readsAudience(me, a) ? reportScreens.filter((n) => audienceOf(n) === a) : []));
}

/**
 * Admins, agents and sub-agents name the merchant of a merchant report (the server needs
 * merchant_id from them); merchants and their staff read their own.
 */
export const picksMerchant = (me: Reader) => me.role !== 'merchant' && me.role !== 'staff';
