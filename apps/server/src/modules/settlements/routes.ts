import type { FastifyInstance } from 'fastify';

/** Issue 13: see the module's files. */
export default async function settlementsRoutes(_app: FastifyInstance) {}
