import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import {
  type CreatePaymentInput,
  GatewayError,
  type GatewayKind,
  type GatewayRequest,
  type PaymentGateway,
  sameSignature,
  stringFields,
} from './gateway';
import { insertSandboxBill, sandboxBill } from './repository';

/**
 * The built-in sandbox gateway: its own hosted page (sandbox-page.ts), signed server-to-server
 * callbacks and a status query, with its books in our database. Demo data and tests use it.
 *
 * Callback: POST JSON { ref, status: 'paid' | 'failed', amount_sen, method? } with header
 * `x-sandbox-signature` = hex HMAC-SHA256, keyed with the sandbox secret, over the body's fields
 * sorted by name as `name=value` joined by '&' (e.g. `amount_sen=3500&ref=sbx_…&status=paid`).
 *
 * The secret is SANDBOX_GATEWAY_SECRET; unset, it is derived from SECRETS_KEY (so instances
 * sharing that key agree), and without SECRETS_KEY it is a fixed development value.
 */
export const sandboxSignatureHeader = 'x-sandbox-signature';

export function sandboxSecret(config: { SANDBOX_GATEWAY_SECRET?: string; SECRETS_KEY?: string }): string {
  if (config.SANDBOX_GATEWAY_SECRET) return config.SANDBOX_GATEWAY_SECRET;
  if (config.SECRETS_KEY) {
    return createHmac('sha256', config.SECRETS_KEY).update('meja sandbox gateway').digest('hex');
  }
  return 'meja-sandbox-gateway-development-secret';
}

export function sandboxSignature(fields: Record<string, string>, secret: string): string {
  const source = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
  return createHmac('sha256', secret).update(source).digest('hex');
}

/** `sbx_<payment id>_<96 random bits>`: unguessable, and names the payment its books belong to. */
const refPattern = /^sbx_(\d{1,10})_[0-9a-f]{24}$/;
export const paymentIdOfRef = (ref: string) => {
  const m = refPattern.exec(ref);
  return m ? Number(m[1]) : undefined;
};

export const sandboxKind: GatewayKind = {
  name: 'sandbox',
  refOfCallback: (req) => stringFields(req.body).ref,
  refOfReturn: (query) => stringFields(query).ref,
};

export interface SandboxOptions {
  secret: string;
  publicUrl: string;
}

export function sandboxGateway(db: Db, opts: SandboxOptions): PaymentGateway {
  return {
    name: 'sandbox',

    async createPayment(input: CreatePaymentInput) {
      const paymentId = Number(input.reference);
      const ref = `sbx_${paymentId}_${randomBytes(12).toString('hex')}`;
      await insertSandboxBill(db, paymentId, {
        ref,
        amountSen: input.amountSen,
        description: input.description,
        channel: input.channel,
        method: input.method,
        returnUrl: input.returnUrl,
        callbackUrl: input.callbackUrl,
      });
      return { gatewayRef: ref, redirectUrl: `${opts.publicUrl}/api/public/sandbox/pay/${ref}` };
    },

    verifyCallback(request: GatewayRequest) {
      const fields = stringFields(request.body);
      const signature = request.headers[sandboxSignatureHeader];
      if (!fields.ref || !sameSignature(signature, sandboxSignature(fields, opts.secret))) return undefined;
      const amount = fields.amount_sen;
      return {
        gatewayRef: fields.ref,
        paid: fields.status === 'paid',
        amountSen: amount && /^\d{1,10}$/.test(amount) ? Number(amount) : Number.NaN,
      };
    },

    async queryStatus(gatewayRef: string) {
      const paymentId = paymentIdOfRef(gatewayRef);
      const books = paymentId ? await sandboxBill(db, paymentId, gatewayRef) : undefined;
      if (!books) throw new GatewayError(`sandbox: no bill ${gatewayRef}`);
      return { status: books.decision ?? 'pending', amountSen: books.bill.amountSen };
    },
  };
}
