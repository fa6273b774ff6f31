import { ZHealthReply } from '@meja/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export default async function healthRoutes(app: FastifyInstance, opts: { kind: 'pglite' | 'postgres' }) {
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
    async (req) => {
      await req.ctx.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: opts.kind, uptime_s: Math.round(process.uptime()) };
    },
  );
}
