import { paymentGateways, paymentStatuses, printKinds } from '@meja/contracts';
import { eWallets, fpxBanks } from '@meja/contracts/payment-methods';
import type { TFunction } from 'i18next';

/**
 * The coded values of an order's records (payments, their attempts, prints, history) in words: a
 * person reads labels in their language, never the codes the server stores. A code added later
 * than these lists shows as it came rather than as a missing translation.
 */

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** The payment gateway: "Sandbox", "Billplz". */
export const gatewayText = (t: TFunction, gateway: string) =>
  isOneOf(paymentGateways, gateway) ? t(`orders.gateway.${gateway}`) : gateway;

/** The bank or e-wallet the diner chose at the gateway, by its name: "Maybank2U", "GrabPay". */
export const payerMethodName = (code: string) =>
  fpxBanks.find((b) => b.code === code)?.name ?? eWallets.find((w) => w.code === code)?.name ?? code;

const gatewayPaymentStatuses = ['pending', 'paid', 'failed'] as const;
export type GatewayPaymentStatus = (typeof gatewayPaymentStatuses)[number];
export const isGatewayPaymentStatus = (status: string): status is GatewayPaymentStatus =>
  isOneOf(gatewayPaymentStatuses, status);

/** An online payment's state: pending, paid, failed. */
export const gatewayStatusText = (t: TFunction, status: string) =>
  isGatewayPaymentStatus(status) ? t(`orders.gatewayStatus.${status}`) : status;

const attemptSources = ['callback', 'query', 'return'] as const;
/** Where word of a payment came from: the gateway's notice, our status query, the diner's return. */
export const attemptSourceText = (t: TFunction, source: string) =>
  isOneOf(attemptSources, source) ? t(`orders.attempt.source.${source}`) : source;

const attemptOutcomes = [
  'applied',
  'duplicate',
  'bad_signature',
  'wrong_amount',
  'unknown_payment',
  'failed',
  'pending',
  'paid',
] as const;
/** What was made of it: applied, a duplicate, refused (bad signature, wrong amount)… */
export const attemptOutcomeText = (t: TFunction, outcome: string) =>
  isOneOf(attemptOutcomes, outcome) ? t(`orders.attempt.outcome.${outcome}`) : outcome;

/** What a print job printed: the receipt, a kitchen ticket, the bill, a test page. */
export const printKindText = (t: TFunction, kind: string) =>
  isOneOf(printKinds, kind) ? t(`orders.printKind.${kind}`) : kind;

const foodStates = ['unpaid', 'processing', 'ready', 'complete'] as const;
const claimStates = ['unclaimed', 'claimed'] as const;
const servings = ['dine_in', 'take_away'] as const;
const printStates = ['none', 'queued', 'printing', 'printed', 'failed'] as const;

/**
 * A status before or after a history entry, in the words of what the entry changed: a line's
 * food status, the birthday gift's claim, dine-in or take-away, a print's state, else the
 * order's payment status.
 */
export function historyStatusText(t: TFunction, kind: string, status: string | null): string {
  if (status === null) return '—';
  if (kind === 'food_status' && isOneOf(foodStates, status)) return t(`orders.status.${status}`);
  if (kind === 'claim' && isOneOf(claimStates, status)) return t(`orders.detail.${status}`);
  if (kind === 'take_away' && isOneOf(servings, status)) return t(`orders.serving.${status}`);
  if ((kind === 'printed' || kind === 'print_failed') && isOneOf(printStates, status))
    return t(`orders.printStatus.${status}`);
  if (isOneOf(paymentStatuses, status)) return t(`orders.payment.${status}`);
  return status;
}

/** A history entry's reason; a print's names what it printed ("receipt" → "Receipt"). */
export const historyReasonText = (t: TFunction, kind: string, reason: string) =>
  kind === 'printed' || kind === 'print_failed' ? printKindText(t, reason) : reason;
