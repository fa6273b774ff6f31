import type { Db } from '../../../db/client';
import { ledgerStep } from './ledger';
import { receiptStep } from './receipt';
import type { PaidOrder, PaidStep } from './step';
import { stockStep } from './stock';

export type { PaidOrder, PaidStep } from './step';

/**
 * What happens when an order is paid, after its status moved (DESIGN.md "The shape of the money
 * domains"): the orders module's own steps are listed here; another module's step (rewards,
 * commissions, report rollups) is registered where the modules are wired (app.ts), its `order`
 * number placing it, so neither markPaid nor the import order decides. The list holds code, no
 * app's state: every app of a process runs the same steps, on the transaction it is handed.
 */
const steps = new Map<string, PaidStep>([stockStep, receiptStep, ledgerStep].map((s) => [s.name, s]));
let inOrder: PaidStep[] = [];

function sort() {
  inOrder = [...steps.values()].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
}
sort();

/**
 * Adds a step to every later payment; registering the same step again changes nothing. Answers
 * how to take it out again (tests).
 */
export function registerPaidStep(step: PaidStep): () => void {
  const known = steps.get(step.name);
  if (known && known !== step) throw new Error(`another paid-order step is named ${step.name}`);
  steps.set(step.name, step);
  sort();
  return () => {
    if (steps.get(step.name) === step) steps.delete(step.name);
    sort();
  };
}

/** The steps, in order, inside the paying transaction `tx`: the first to throw rolls it all back. */
export async function runPaidSteps(tx: Db, paid: PaidOrder) {
  for (const step of inOrder) await step.run(tx, paid);
}
