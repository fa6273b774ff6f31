import { calls } from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import { routesOf } from '../../lib/route';
import { health } from './service';

export default async function healthRoutes(app: FastifyInstance) {
  const route = routesOf(app, ['health']);
  route(
    calls.health.get,
    { allow: 'public', summary: 'Liveness, with a database round trip', errorReplies: false },
    async (req) => health(req.ctx),
  );
}
