import type { FastifyInstance } from 'fastify';
import { registerPlacingStep, registerReleaseStep } from '../orders/lifecycle';
import { registerPaidStep } from '../orders/paid/steps';
import { birthdayPaidStep, birthdayPlacingStep, birthdayReleaseStep } from './steps';

/**
 * Birthday gifts (service.ts says the rules): no routes of their own. The claim is taken as the
 * order is placed, given back when it is voided or expires unpaid, taken again by a late payment;
 * staff mark it served with PATCH /api/admin/toggle_claim_status (orders/admin).
 */
export default async function birthdayRoutes(_app: FastifyInstance) {
  registerPlacingStep(birthdayPlacingStep);
  registerReleaseStep(birthdayReleaseStep);
  registerPaidStep(birthdayPaidStep);
}
