import {
  type ReportAudience,
  type ReportDefinition,
  reportCatalogue,
  type reportNamesOwned,
} from '@meja/contracts';
import { fieldError } from '../../lib/errors';
import { orderOf } from '../../lib/paging';
import type { ActorCtx } from '../../plugins/context';
import type { Permission } from '../../policy';
import { reportScope } from '../../policy/reports';
import { closedThrough } from './closing';
import { everyMerchant } from './platform-rows';
import { rangeOf } from './range';
import type { ReportQuery, ReportRequest } from './types';

/** Who may call a report of each audience; the scope (scope.ts) then narrows what they see. */
export const audiencePermission: Record<ReportAudience, Permission> = {
  merchant: 'reports.merchant',
  network: 'reports.network',
  admin: 'reports.admin',
  payouts: 'payouts.read',
};

/**
 * The order a call asks for among the report's sortable columns (lib/paging's reading of SPEC's
 * `order`); a bare `asc`/`desc` turns the report's own order; none keeps it.
 */
export function reportOrder(def: ReportDefinition, asked: string | undefined): ReportRequest['order'] {
  const [ownKey = '', ownDir] = def.order.split(':');
  const own = { key: ownKey, dir: ownDir === 'asc' ? 'asc' : 'desc' } as const;
  const sortable = def.columns.filter((c) => c.sortable).map((c) => c.key);
  const read = orderOf(asked, sortable);
  if (!read) return own;
  return { key: read.name ?? own.key, dir: read.direction };
}

/** The checked request of a report call: range, scope and order decided once for the page and the export. */
export async function reportRequest(
  ctx: ActorCtx,
  name: (typeof reportNamesOwned)[number],
  query: ReportQuery,
): Promise<ReportRequest> {
  const def: ReportDefinition = reportCatalogue[name];
  if (def.types && query.type !== undefined && !def.types.includes(query.type))
    throw fieldError('type', 'validation.report_type');
  const audience = def.audience === 'payouts' ? 'admin' : def.audience;
  const scope = await reportScope(ctx, audience, query.merchant_id);
  const range = rangeOf(query);
  return {
    name,
    query,
    range: everyMerchant(scope) ? { ...range, closedThrough: await closedThrough(ctx.db) } : range,
    scope,
    order: reportOrder(def, query.order),
  };
}
