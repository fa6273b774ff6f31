import { timingSafeEqual } from 'node:crypto';
import type { PaymentChannel, ServerLocale } from '@meja/contracts';

/** What a gateway's server-to-server notice or a browser return carried, as Fastify parsed it. */
export interface GatewayRequest {
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  query: unknown;
}

export interface CreatePaymentInput {
  amountSen: number;
  /** Our reference of the attempt: the payments row's id. */
  reference: string;
  description: string;
  channel: PaymentChannel;
  /** The FPX bank code or e-wallet code the diner chose, if any. */
  method?: string;
  /** Where the gateway sends the diner's browser afterwards (shows status only). */
  returnUrl: string;
  /** Where the gateway posts its signed server-to-server notice (the source of truth). */
  callbackUrl: string;
  buyer?: { name?: string; email?: string; mobile?: string };
  /** The diner's language, for a gateway whose page can show it. */
  locale?: ServerLocale;
}

export interface GatewayStatus {
  status: 'paid' | 'pending' | 'failed';
  amountSen: number;
}

/**
 * One payment gateway with one merchant's credentials. Every gateway answers the same three
 * questions; the callback's verdict is the source of truth, `queryStatus` the fallback when it
 * never comes.
 */
export interface PaymentGateway {
  readonly name: string;
  createPayment(input: CreatePaymentInput): Promise<{ gatewayRef: string; redirectUrl: string }>;
  /** A verified notice, or undefined when its signature does not match (compared in constant time). */
  verifyCallback(
    request: GatewayRequest,
  ): { gatewayRef: string; paid: boolean; amountSen: number } | undefined;
  queryStatus(gatewayRef: string): Promise<GatewayStatus>;
}

/**
 * A kind of gateway: reads the (still unverified) reference out of a notice or a return, so we can
 * find the payment and with it the merchant whose credentials verify the notice.
 */
export interface GatewayKind {
  readonly name: string;
  refOfCallback(request: GatewayRequest): string | undefined;
  refOfReturn(query: unknown): string | undefined;
}

/** Hex (or any ASCII) signatures compared without leaking where they differ. */
export function sameSignature(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A flat record of strings out of a parsed body or query; anything else is dropped. */
export function stringFields(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) return out;
  for (const [k, v] of Object.entries(value)) {
    if (typeof v === 'string') out[k] = v;
    else if (typeof v === 'number' || typeof v === 'boolean') out[k] = String(v);
  }
  return out;
}

/** A gateway that could not be reached or refused a call: the payment stays unstarted or pending. */
export class GatewayError extends Error {}
