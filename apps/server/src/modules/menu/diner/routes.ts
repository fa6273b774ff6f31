import { calls, type TDinerMenuReply } from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import { routesOf } from '../../../lib/route';
import { encodingFor } from './render';
import { dinerMenuReply } from './service';

export default async function dinerMenuRoutes(app: FastifyInstance) {
  const route = routesOf(app, ['menu']);

  route(
    calls.dinerMenu.get,
    {
      allow: 'public',
      summary: "The menu a table's diners can order from now",
      description:
        'Active categories and foods offered at this moment in Kuala Lumpur time (daily window, ' +
        'weekday), sold-out foods marked, active option groups and options. While the store is ' +
        'closed (`open` false) the menu is there to browse as it will be offered when the store ' +
        'opens next (`next_open_at`, or now when it has no next opening); orders are refused ' +
        'until it opens. An unknown or ' +
        'regenerated token is 404. `generated_at` is when this reply was made: the same reply ' +
        'serves until the menu, the store or the clock (opening hours, daily windows, midnight) ' +
        'changes it. Revalidate with `If-None-Match` (304 when unchanged).',
      // The reply's compressed bytes are made once per render (render.ts), not per request.
      compress: false,
    },
    async (req, reply) => {
      const render = await dinerMenuReply(req.ctx, req.params.token);
      const encoding = encodingFor(req.headers['accept-encoding']);
      reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .header('etag', render.etag(encoding));
      const ifNoneMatch = req.headers['if-none-match'];
      if (ifNoneMatch && render.matches(ifNoneMatch))
        return reply.code(304).send(undefined as unknown as TDinerMenuReply);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      const bytes = await render.bytes(encoding);
      // Already serialized (ZDinerMenuReply, checked by the tests): bytes are sent as they are.
      return reply.type('application/json; charset=utf-8').send(bytes as unknown as TDinerMenuReply);
    },
  );
}
