import { ZDashboardReply, ZErrorReply } from '@meja/contracts';
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
        response: { 200: ZDashboardReply, '4xx': ZErrorReply },
      },
    },
    async (req) => ({ data: await dashboard(signedIn(req.ctx)) }),
  );
}
