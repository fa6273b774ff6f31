import { createHmac, randomBytes } from 'node:crypto';
import { calls, maxRowId, pathOf } from '@meja/contracts';
import type { Db } from '../../db/client';
import type { Sealer } from '../../lib/secrets';
import {
  type CreatePaymentInput,
  GatewayError,
  type GatewayKind,
  type GatewayRequest,
  type PaymentGateway,
  sameSignature,
  stringFields,
} from './gateway';
import { hasDemoMerchant, insertSandboxBill, installationSetting, sandboxBill } from './sandbox-repository';

/**
 * The built-in sandbox gateway: its own hosted page (sandbox-page.ts), signed server-to-server
 * callbacks and a status query, with its books in our database. Demo data and tests use it.
 *
 * Callback: POST JSON { ref, status: 'paid' | 'failed', amount_sen, method? } with header
 * `x-sandbox-signature` = hex HMAC-SHA256, keyed with the sandbox secret, over the body's fields
 * sorted by name as `name=value` joined by '&' (e.g. `amount_sen=3500&ref=sbx_…&status=paid`).
 *
 * The secret is SANDBOX_GATEWAY_SECRET; unset, it is derived from SECRETS_KEY (so instances
 * sharing that key agree); without either, a random one made on the installation's first start
 * and kept, sealed, in the settings table, so every instance on the database shares it. Never a
 * constant of the code: anyone could sign "paid" with it.
 */
export const sandboxSignatureHeader = 'x-sandbox-signature';

const secretSetting = 'sandbox_gateway_secret';

export async function sandboxSecret(
  config: { SANDBOX_GATEWAY_SECRET?: string; SECRETS_KEY?: string },
  store: { db: Db; secrets: Sealer },
): Promise<string> {
  if (config.SANDBOX_GATEWAY_SECRET) return config.SANDBOX_GATEWAY_SECRET;
  if (config.SECRETS_KEY) {
    return createHmac('sha256', config.SECRETS_KEY).update('meja sandbox gateway').digest('hex');
  }
  const fresh = () => store.secrets.seal(randomBytes(32).toString('hex'));
  const sealed = await installationSetting(store.db, secretSetting, fresh);
  try {
    return store.secrets.open(sealed);
  } catch {
    // Sealed under another key (the key file was replaced): a new secret; callbacks in flight fail.
    return store.secrets.open(await installationSetting(store.db, secretSetting, fresh, true));
  }
}

/**
 * Whom the sandbox serves (PRODUCT.md "The sandbox gateway"): any merchant in development and
 * tests; in production only the demo's own merchants, and only with demo data on; otherwise there
 * is no sandbox at all (its routes answer 404).
 */
export type SandboxMode = 'any' | 'demo' | 'off';

export async function sandboxModeOf(
  config: { NODE_ENV: string; DEMO_SEED?: boolean },
  db: Db,
): Promise<SandboxMode> {
  if (config.NODE_ENV !== 'production') return 'any';
  return config.DEMO_SEED === true && (await hasDemoMerchant(db)) ? 'demo' : 'off';
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
  const id = m ? Number(m[1]) : undefined;
  return id !== undefined && id >= 1 && id <= maxRowId ? id : undefined;
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
      // The page speaks the diner's language, which the ordering app chose rather than the browser.
      const lang = input.locale === 'zh' ? '?lang=zh' : '';
      return {
        gatewayRef: ref,
        redirectUrl: `${opts.publicUrl}${pathOf(calls.payments.sandboxPage, { ref })}${lang}`,
      };
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
