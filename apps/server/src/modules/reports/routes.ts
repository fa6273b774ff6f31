import {
  type ReportAudience,
  type ReportDefinition,
  reportCatalogue,
  reportNamesOwned,
  ZErrorReply,
  ZReportPage,
  ZReportQuery,
} from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fieldError } from '../../lib/errors';
import { orderOf } from '../../lib/paging';
import { type ActorCtx, signedIn } from '../../plugins/context';
import type { Permission } from '../../policy';
import { registerRefundStep } from '../orders/lifecycle';
import { registerPaidStep } from '../orders/paid/steps';
import { exportRoutes } from './export/routes';
import { reportHandlers } from './handlers';
import { rangeOf } from './range';
import { salesPaidStep, salesRefundStep } from './rollups';
import { reportScope } from './scope';
import type { ReportQuery, ReportRequest } from './types';

const errors = { '4xx': ZErrorReply };
const tags = ['reports'];

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
  return {
    name,
    query,
    range: rangeOf(query),
    scope: await reportScope(ctx, audience, query.merchant_id),
    order: reportOrder(def, query.order),
  };
}

/**
 * Reports (issue 14, docs/adr/0015-reports.md): every report of the catalogue this module owns is
 * its own static GET route (beside issue 13's payout item lists under /api/admin/report), read
 * from the rollups that the paid and refund steps registered here keep.
 */
export default async function reportRoutes(app: FastifyInstance) {
  registerPaidStep(salesPaidStep);
  registerRefundStep(salesRefundStep);
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const name of reportNamesOwned) {
    const def: ReportDefinition = reportCatalogue[name];
    r.get(
      def.path,
      {
        config: { allow: audiencePermission[def.audience] },
        schema: {
          tags,
          summary: `Report: ${name}`,
          description:
            `Columns: ${def.columns.map((c) => c.key).join(', ')}. Paged (start, length), ordered by a ` +
            'sortable column, over Kuala Lumpur days startDate..endDate (both included; default the last ' +
            '30 days; at most 366). `totals` and `chart` cover every row the filters keep.',
          querystring: ZReportQuery,
          response: { 200: ZReportPage, ...errors },
        },
      },
      async (req) => {
        const ctx = signedIn(req.ctx);
        const handler = reportHandlers[name];
        return handler.page(ctx, await reportRequest(ctx, name, req.query));
      },
    );
  }
  await exportRoutes(app);
}
