import { type TDinerMenuReply, ZDinerMenuReply, ZErrorReply, ZTableTokenParams } from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createDinerMenu, type DinerMenuOptions } from './service';

const errors = { '4xx': ZErrorReply };

export default async function dinerMenuRoutes(app: FastifyInstance, opts: DinerMenuOptions = {}) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const menu = createDinerMenu(opts);

  r.get(
    '/api/public/table/:token/menu',
    {
      config: { allow: 'public' },
      schema: {
        tags: ['menu'],
        summary: "The menu a table's diners can order from now",
        description:
          'Active categories and foods offered at this moment in Kuala Lumpur time (daily window, ' +
          'weekday), sold-out foods marked, active option groups and options. While the store is ' +
          'closed no foods are offered and `next_open_at` says when it opens. An unknown or ' +
          'regenerated token is 404.',
        params: ZTableTokenParams,
        response: { 200: ZDinerMenuReply, ...errors },
      },
    },
    async (req, reply) => {
      const json = await menu.replyJson(req.ctx, req.params.token);
      // Already serialized (ZDinerMenuReply, checked by the tests): a JSON string is sent as it is.
      return reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(json as unknown as TDinerMenuReply);
    },
  );
}
