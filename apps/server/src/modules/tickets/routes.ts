import type { FastifyInstance } from 'fastify';

/** Issue 12: tickets (being built). */
export default async function ticketsRoutes(_app: FastifyInstance) {}
