import { readJson, session, writeJson } from './store';

/**
 * The browser is sent to the gateway's page: remember it, so the order page it comes back to says
 * the payment is being confirmed (the gateway's callback, not the return, marks the order paid).
 * A message to show there when starting the payment failed travels the same way.
 */
interface Paying {
  at: number;
  error?: string;
}
const key = (order: string) => `meja.paying.${order}`;
/** After this long without the callback, the diner is offered to pay again. */
export const confirmingForMs = 2 * 60_000;

export const markPaying = (order: string, error?: string) =>
  writeJson(session, key(order), { at: Date.now(), ...(error ? { error } : {}) } satisfies Paying);
export const payingOf = (order: string) => readJson<Paying>(session, key(order));
export const clearPaying = (order: string) => writeJson(session, key(order), null);
