import { ZIdParams } from '../common';
import {
  type PayoutAction,
  type PayoutReport,
  payoutActions,
  payoutReportNames,
  ZFlagPayoutBody,
  ZPayoutActionBody,
  ZPayoutActionReply,
  ZPayoutDetailReply,
  ZPayoutFileCsv,
  ZPayoutFileQuery,
  ZPayoutListQuery,
  ZPayoutPage,
} from '../payouts';
import { reportCatalogue } from '../report-catalogue';
import { defineCall } from './call';

const reportOf = (report: PayoutReport) =>
  defineCall({
    method: 'GET',
    path: reportCatalogue[report].path as `/api/${string}`,
    query: ZPayoutListQuery,
    reply: ZPayoutPage,
  });
/** Each payout report is a static path of its own (SPEC §7 /admin/report/{name}), the catalogue's. */
export const reports = Object.fromEntries(payoutReportNames.map((name) => [name, reportOf(name)])) as Record<
  PayoutReport,
  ReturnType<typeof reportOf>
>;

export const item = defineCall({
  method: 'GET',
  path: '/api/admin/report/payout_item/:id',
  params: ZIdParams,
  reply: ZPayoutDetailReply,
});

const actionOf = (action: PayoutAction) =>
  defineCall({
    method: 'PATCH',
    path: `/api/admin/report/${action}`,
    body: ZPayoutActionBody,
    reply: ZPayoutActionReply,
  });
/** Approve, decline and adjust, each at its own path (SPEC §7 /admin/report/{action}). */
export const actions = Object.fromEntries(
  payoutActions.map((action) => [action, actionOf(action)]),
) as Record<PayoutAction, ReturnType<typeof actionOf>>;

export const flagPaid = defineCall({
  method: 'PATCH',
  path: '/api/admin/report/flag_payout_status',
  body: ZFlagPayoutBody,
  reply: ZPayoutActionReply,
});

export const bankFile = defineCall({
  method: 'GET',
  path: '/api/admin/report/payout_file',
  query: ZPayoutFileQuery,
  reply: ZPayoutFileCsv,
});
