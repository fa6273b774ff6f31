import {
  type ReportDefinition,
  reportCatalogue,
  reportNamesOwned,
  ZErrorReply,
  ZReportPage,
  ZReportQuery,
} from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedIn } from '../../plugins/context';
import { exportRoutes } from './export/routes';
import { reportHandlers } from './handlers';
import { audiencePermission, reportRequest } from './request';

const errors = { '4xx': ZErrorReply };
const tags = ['reports'];

/**
 * Reports (issue 14, docs/adr/0015-reports.md): every report of the catalogue this module owns is
 * its own static GET route (beside issue 13's payout item lists under /api/admin/report), read
 * from the rollups that the paid and refund steps (order-steps.ts) keep.
 */
export default async function reportRoutes(app: FastifyInstance) {
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
