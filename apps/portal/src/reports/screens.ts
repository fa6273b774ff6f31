import type { ReportAudience, ReportName, TMe } from '@meja/contracts';
import { can, merchantAccess } from '@meja/contracts/permissions';
import { reportCatalogue, reportNames } from '@meja/contracts/report-catalogue';

/** The reports with a screen here; issue 13's payout lists keep their own (payouts/). */
export type ReportScreenName = {
  [N in ReportName]: (typeof reportCatalogue)[N]['audience'] extends 'payouts' ? never : N;
}[ReportName];

type ScreenAudience = Exclude<ReportAudience, 'payouts'>;
type Reader = Pick<TMe, 'role' | 'access_option'>;

export const reportScreens = reportNames.filter(
  (n): n is ReportScreenName => reportCatalogue[n].audience !== 'payouts',
);

export const isReportScreen = (name: string | undefined): name is ReportScreenName =>
  reportScreens.includes(name as ReportScreenName);

export const audienceOf = (name: ReportScreenName): ScreenAudience =>
  reportCatalogue[name].audience as ScreenAudience;

/** Each audience is a permission of its own (`reports.merchant`, `reports.network`, `reports.admin`). */
export const readsAudience = (me: Reader, audience: ScreenAudience) => can(me, `reports.${audience}`);

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
export const picksMerchant = (me: Reader) => merchantAccess(me.role) !== 'own';
