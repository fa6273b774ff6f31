import type { FastifyInstance } from 'fastify';

/**
 * Birthday gifts (order-steps.ts says the rules): no routes of their own. The claim is taken as the
 * order is placed, given back when it is voided or expires unpaid, taken again by a late payment;
 * staff mark it served with PATCH /api/admin/toggle_claim_status (orders/admin).
 */
export default async function birthdayRoutes(_app: FastifyInstance) {}
