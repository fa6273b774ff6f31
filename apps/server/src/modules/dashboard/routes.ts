import { calls } from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import { routesOf } from '../../lib/route';
import { signedIn } from '../../plugins/context';
import { dashboard } from './service';

export default async function dashboardRoutes(app: FastifyInstance) {
  const route = routesOf(app, ['dashboard']);
  route(
    calls.dashboard.get,
    {
      allow: 'dashboard.view',
      summary: 'Headline figures for the signed-in user, and the orders needing attention in their scope',
      description:
        'Order figures of startDate..endDate (Kuala Lumpur days, default today; at most 366 days): ' +
        'transactions are the orders paid in the range, sales what they brought in (total with ' +
        'cash rounding, less refunds), complete and processing those paid orders by their food, ' +
        'unpaid the orders placed in the range still unpaid; the chart is sales by hour for one ' +
        'day, by day otherwise, every slot present. Merchants and staff see their own store; ' +
        'admins every merchant, agents their merchants, or one of them by merchant_id.',
    },
    async (req) => ({ data: await dashboard(signedIn(req.ctx), req.query) }),
  );
}
