import { calls, type ReportDefinition, reportCatalogue, reportNamesOwned } from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import { routesOf } from '../../lib/route';
import { signedIn } from '../../plugins/context';
import { exportRoutes } from './export/routes';
import { reportHandlers } from './handlers';
import { audiencePermission, reportRequest } from './request';

/**
 * Reports (issue 14, docs/adr/0015-reports.md): every report of the catalogue this module owns is
 * its own static GET route (beside issue 13's payout item lists under /api/admin/report), read
 * from the rollups that the paid and refund steps (order-steps.ts) keep.
 */
export default async function reportRoutes(app: FastifyInstance) {
  const route = routesOf(app, ['reports']);

  for (const name of reportNamesOwned) {
    const def: ReportDefinition = reportCatalogue[name];
    route(
      calls.reports.pages[name],
      {
        allow: audiencePermission[def.audience],
        summary: `Report: ${name}`,
        description:
          `Columns: ${def.columns.map((c) => c.key).join(', ')}. Paged (start, length), ordered by a ` +
          'sortable column, over Kuala Lumpur days startDate..endDate (both included; default the last ' +
          '30 days; at most 366). `totals` and `chart` cover every row the filters keep.',
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
