import { createHmac } from 'node:crypto';
import {
  type CreatePaymentInput,
  GatewayError,
  type GatewayKind,
  type GatewayRequest,
  type GatewayStatus,
  type PaymentGateway,
  sameSignature,
  stringFields,
} from './gateway';

/**
 * Billplz (https://www.billplz.com/api, API v3 bills; sandbox https://www.billplz-sandbox.com/api).
 *
 * A merchant's company holds (SPEC §3 Company, sealed at rest):
 * - pg_secret_key: the API Secret Key (HTTP Basic username, empty password);
 * - pg_tenant_id:  the Collection ID bills are created in;
 * - pg_password:   the X Signature Key that signs callbacks and redirects;
 * - pg_username:   not used by Billplz.
 * The collection must have "X Signature" switched on in the Billplz dashboard.
 */
export interface BillplzCredentials {
  apiKey: string;
  collectionId: string;
  xSignatureKey: string;
}

export interface BillplzOptions {
  /** e.g. https://www.billplz-sandbox.com/api (no trailing slash needed). */
  baseUrl: string;
  /** Billplz requires an e-mail or a mobile number per bill; used when the diner gave neither. */
  fallbackEmail: string;
  timeoutMs?: number;
}

/** Billplz's "Bypass Billplz Bill Page": a card payment straight to its card gateway. */
const cardGatewayCode = 'BP-BILLPLZ1';

/**
 * The X Signature (billplz.com/api "X Signature"): every field but x_signature as key+value,
 * sorted ascending (case-insensitive), joined with '|', HMAC-SHA256 with the X Signature Key, hex.
 */
export function billplzSignature(fields: Record<string, string>, key: string): string {
  const source = Object.entries(fields)
    .filter(([k]) => k !== 'x_signature')
    .map(([k, v]) => `${k}${v}`)
    .sort((a, b) => {
      const x = a.toLowerCase();
      const y = b.toLowerCase();
      return x < y ? -1 : x > y ? 1 : 0;
    })
    .join('|');
  return createHmac('sha256', key).update(source).digest('hex');
}

const sen = (value: string | undefined) => (value && /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN);

export const billplzKind: GatewayKind = {
  name: 'billplz',
  refOfCallback: (req) => stringFields(req.body).id,
  // The redirect arrives as ?billplz[id]=…&billplz[paid]=…&billplz[paid_at]=…&billplz[x_signature]=…
  refOfReturn: (query) => stringFields(query)['billplz[id]'],
};

export function billplzGateway(creds: BillplzCredentials, opts: BillplzOptions): PaymentGateway {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const auth = `Basic ${Buffer.from(`${creds.apiKey}:`).toString('base64')}`;
  const timeout = opts.timeoutMs ?? 15_000;

  async function call(method: 'GET' | 'POST', path: string, form?: URLSearchParams) {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: auth,
          accept: 'application/json',
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: form?.toString(),
        signal: AbortSignal.timeout(timeout),
      });
    } catch (err) {
      throw new GatewayError(`billplz ${method} ${path}: ${(err as Error).message}`);
    }
    const text = await res.text();
    if (!res.ok) throw new GatewayError(`billplz ${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
    try {
      return JSON.parse(text) as Record<string, unknown>;
    } catch {
      throw new GatewayError(`billplz ${method} ${path}: not JSON`);
    }
  }

  return {
    name: 'billplz',

    async createPayment(input: CreatePaymentInput) {
      const form = new URLSearchParams({
        collection_id: creds.collectionId,
        description: input.description.slice(0, 200),
        name: (input.buyer?.name || 'Diner').slice(0, 255),
        amount: String(input.amountSen),
        callback_url: input.callbackUrl,
        redirect_url: input.returnUrl,
        deliver: 'false',
        reference_2_label: 'Payment',
        reference_2: input.reference,
      });
      if (input.buyer?.mobile) form.set('mobile', input.buyer.mobile);
      if (input.buyer?.email || !input.buyer?.mobile)
        form.set('email', input.buyer?.email || opts.fallbackEmail);
      // "Bypass Billplz Bill Page": reference_1_label 'Bank Code', reference_1 the code, then
      // ?auto_submit=true on the bill URL. An unknown or disabled code falls back to the bill page.
      const bankCode =
        input.channel === 'fpx' ? input.method : input.channel === 'card' ? cardGatewayCode : '';
      if (bankCode) {
        form.set('reference_1_label', 'Bank Code');
        form.set('reference_1', bankCode);
      }
      const bill = await call('POST', '/v3/bills', form);
      if (typeof bill.id !== 'string' || typeof bill.url !== 'string') {
        throw new GatewayError('billplz create bill: no id or url in the reply');
      }
      return { gatewayRef: bill.id, redirectUrl: bankCode ? `${bill.url}?auto_submit=true` : bill.url };
    },

    verifyCallback(request: GatewayRequest) {
      const fields = stringFields(request.body);
      if (!fields.id || !fields.x_signature) return undefined;
      if (!sameSignature(fields.x_signature, billplzSignature(fields, creds.xSignatureKey))) return undefined;
      const paid = fields.paid === 'true';
      // paid_amount is what came in; amount is the bill's.
      return { gatewayRef: fields.id, paid, amountSen: sen(paid ? fields.paid_amount : fields.amount) };
    },

    async queryStatus(gatewayRef: string): Promise<GatewayStatus> {
      const bill = await call('GET', `/v3/bills/${encodeURIComponent(gatewayRef)}`);
      const fields = stringFields(bill);
      const status = fields.paid === 'true' ? 'paid' : fields.state === 'deleted' ? 'failed' : 'pending';
      return { status, amountSen: sen(status === 'paid' ? fields.paid_amount : fields.amount) };
    },
  };
}
