import type { FastifyInstance } from 'fastify';

/** Issue 12: loyalty (being built). */
export default async function loyaltyRoutes(_app: FastifyInstance) {}
