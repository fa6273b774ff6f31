import { ZDashboardQuery, ZDashboardReply, ZErrorReply } from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedIn } from '../../plugins/context';
import { dashboard } from './service';

export default async function dashboardRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/merchant/dashboard',
    {
      config: { allow: 'dashboard.view' },
      schema: {
        tags: ['dashboard'],
        summary: 'Headline figures for the signed-in user, and the orders needing attention in their scope',
        description:
          'Order figures of startDate..endDate (Kuala Lumpur days, default today; at most 366 days): ' +
          'transactions are the orders paid in the range, sales what they brought in (total with ' +
          'cash rounding, less refunds), complete and processing those paid orders by their food, ' +
          'unpaid the orders placed in the range still unpaid; the chart is sales by hour for one ' +
          'day, by day otherwise, every slot present. Merchants and staff see their own store; ' +
          'admins every merchant, agents their merchants, or one of them by merchant_id.',
        querystring: ZDashboardQuery,
        response: { 200: ZDashboardReply, '4xx': ZErrorReply },
      },
    },
    async (req) => ({ data: await dashboard(signedIn(req.ctx), req.query) }),
  );
}
