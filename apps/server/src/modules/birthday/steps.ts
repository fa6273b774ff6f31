import type { PlacingStep, ReleaseStep } from '../orders/lifecycle';
import type { PaidStep } from '../orders/paid/steps';
import { claimOnPlacing, releaseOnGiveUp, retakeOnLatePayment } from './service';

/** Module-level, so every app of a process registers the very same steps (lib/steps.ts). */
export const birthdayPlacingStep: PlacingStep = { name: 'birthday', order: 20, run: claimOnPlacing };

export const birthdayReleaseStep: ReleaseStep = { name: 'birthday', order: 20, run: releaseOnGiveUp };

/** Late payments only; after the stock step's own retaking (10), before the receipt number (20). */
export const birthdayPaidStep: PaidStep = { name: 'birthday', order: 15, run: retakeOnLatePayment };
