import { ZHealthReply } from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { health } from './service';

export default async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      config: { allow: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness, with a database round trip',
        response: { 200: ZHealthReply },
      },
    },
    async (req) => health(req.ctx),
  );
}
