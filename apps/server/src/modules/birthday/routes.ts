import type { FastifyInstance } from 'fastify';

/** Issue 12: birthday (being built). */
export default async function birthdayRoutes(_app: FastifyInstance) {}
