import { stepRegistry } from '../../../lib/steps';
import { ledgerStep } from './ledger';
import { receiptStep } from './receipt';
import type { PaidOrder, PaidStep } from './step';
import { stockStep } from './stock';

export type { PaidOrder, PaidStep } from './step';

/**
 * What happens when an order is paid, after its status moved (DESIGN.md "The shape of the money
 * domains"): the orders module's own steps are listed here; another module's step (rewards,
 * tickets, members, report rollups) is registered where the modules are wired (app.ts).
 */
const paidSteps = stepRegistry<PaidOrder, PaidStep>('paid-order', [stockStep, receiptStep, ledgerStep]);

/** Adds a step to every later payment; registering the same step again changes nothing. */
export const registerPaidStep = paidSteps.register;

/** The steps, in order, inside the paying transaction `tx`: the first to throw rolls it all back. */
export const runPaidSteps = paidSteps.run;
