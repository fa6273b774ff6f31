import type { OrderChannel } from '@meja/contracts';
import { isEWallet, isFpxBank } from '@meja/contracts/payment-methods';
import { local, readJson, session, writeJson } from './store';

const orderChannels = ['fpx', 'ewallet', 'card', 'counter'] as const;

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

/**
 * The way this phone paid last (channel and FPX bank or e-wallet), chosen again for the next
 * order: a returning diner goes from "View cart" to the gateway's page in one tap.
 */
export interface PaymentChoiceSaved {
  channel: OrderChannel;
  method: string;
}
const lastPaymentKey = 'meja.last-payment';

export function rememberPayment(choice: PaymentChoiceSaved) {
  writeJson(local, lastPaymentKey, { channel: choice.channel, method: choice.method });
}

/** The remembered choice, if it still names a channel and bank (or wallet) the app offers. */
export function rememberedPayment(): PaymentChoiceSaved | null {
  const saved = readJson<Partial<PaymentChoiceSaved>>(local, lastPaymentKey);
  const channel = saved?.channel;
  const method = typeof saved?.method === 'string' ? saved.method : '';
  if (!channel || !(orderChannels as readonly string[]).includes(channel)) return null;
  if (channel === 'fpx' && !isFpxBank(method)) return null;
  if (channel === 'ewallet' && method && !isEWallet(method)) return null;
  return { channel, method: channel === 'fpx' || channel === 'ewallet' ? method : '' };
}
