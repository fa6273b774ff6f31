import type { FastifyInstance } from 'fastify';

/**
 * Rewards and points (issue 12, docs/adr/0013-rewards-and-points.md): no routes of its own, only
 * its part of an order's life (order-steps.ts). Points are taken when an order is placed with
 * them, given back when it is voided or expires, taken again by a late payment; a payment shares
 * the platform fee out as rewards; a refund gives back its share of the points and takes back its
 * share of the rewards.
 */
export default async function loyaltyRoutes(_app: FastifyInstance) {}
