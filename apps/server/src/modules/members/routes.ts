import type { FastifyInstance } from 'fastify';

/** Issue 12: members (being built). */
export default async function membersRoutes(_app: FastifyInstance) {}
