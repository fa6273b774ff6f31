import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billplzGateway, billplzSignature } from './billplz';
import { GatewayError } from './gateway';

/**
 * The real adapter against a local HTTP server that plays Billplz's API v3 (127.0.0.1 only), and
 * signatures computed as https://www.billplz.com/api "X Signature" documents them.
 */

// The worked example of Billplz's API reference ("X Signature Callback Url"), key and digest as printed.
const docsKey = 'S-s7b4yWpp9h7rrkNM1i3Z_g';
const docsCallback = {
  id: 'zq0tm2wc',
  collection_id: 'yhx5t1pp',
  paid: 'true',
  state: 'paid',
  amount: '100',
  paid_amount: '100',
  due_at: '2018-9-27',
  email: 'tester@test.com',
  mobile: '',
  name: 'TESTER',
  url: 'http://www.billplz-sandbox.com/bills/zq0tm2wc',
  paid_at: '2018-09-27 15:15:09 +0800',
};
const docsCallbackSignature = '0fe0a20b8d557eeae570377783d062a3816a9ea80f368860bacfa7ec3ca4d00e';
// "X Signature Redirect Url": the billplz[...] keys without their brackets.
const docsRedirect = {
  billplzid: 'zq0tm2wc',
  billplzpaid: 'true',
  billplzpaid_at: '2018-09-27 15:15:09 +0800',
};
const docsRedirectSignature = '4aab095fe5a39b1d534500988f9a0cb085cd1b6d5bbb55dd4e02ea6fa102b47b';

const apiKey = '73eb57f0-7d4e-42b9-a544-aeac6e4b0f81';
const creds = { apiKey, collectionId: 'inbmmepb', xSignatureKey: docsKey };

interface Bill {
  id: string;
  collection_id: string;
  paid: boolean;
  state: 'due' | 'paid' | 'deleted';
  amount: number;
  paid_amount: number;
  url: string;
  reference_1_label: string | null;
  reference_1: string | null;
  form: Record<string, string>;
}

let server: Server;
let base = '';
const bills = new Map<string, Bill>();
const seen: { method: string; path: string; auth?: string; contentType?: string }[] = [];

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => resolve(body));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const path = req.url ?? '';
    seen.push({
      method: req.method ?? '',
      path,
      auth: req.headers.authorization,
      contentType: req.headers['content-type'],
    });
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    // Basic auth: the API Secret Key as user name, no password.
    if (req.headers.authorization !== `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`) {
      return json(401, { error: { type: 'Unauthorized', message: 'Invalid access token' } });
    }
    if (req.method === 'POST' && path === '/api/v3/bills') {
      const form = Object.fromEntries(new URLSearchParams(await read(req)));
      if (!form.collection_id || !form.amount || !form.callback_url || !(form.email || form.mobile)) {
        return json(422, { error: { type: 'RecordInvalid', message: ['missing fields'] } });
      }
      const id = `b${bills.size + 1}x9k2q`;
      const bill: Bill = {
        id,
        collection_id: form.collection_id,
        paid: false,
        state: 'due',
        amount: Number(form.amount),
        paid_amount: 0,
        url: `${base}/bills/${id}`,
        reference_1_label: form.reference_1_label ?? null,
        reference_1: form.reference_1 ?? null,
        form,
      };
      bills.set(id, bill);
      const { form: _, ...reply } = bill;
      return json(200, reply);
    }
    const m = /^\/api\/v3\/bills\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && m?.[1]) {
      const bill = bills.get(decodeURIComponent(m[1]));
      if (!bill) return json(404, { error: { type: 'RecordNotFound', message: 'Not found' } });
      const { form: _, ...reply } = bill;
      return json(200, reply);
    }
    json(404, { error: { type: 'RecordNotFound' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const gateway = () => billplzGateway(creds, { baseUrl: `${base}/api`, fallbackEmail: 'orders@shop.test' });
const input = {
  amountSen: 3550,
  reference: '42',
  description: 'Kedai Kopi order',
  returnUrl: 'http://meja.test/api/public/payments/billplz/return',
  callbackUrl: 'http://meja.test/api/public/payments/billplz/callback',
};

describe('Billplz X Signature', () => {
  it('reproduces the documented callback and redirect examples', () => {
    expect(billplzSignature(docsCallback, docsKey)).toBe(docsCallbackSignature);
    expect(billplzSignature(docsRedirect, docsKey)).toBe(docsRedirectSignature);
  });

  it('accepts the documented callback and reads it', () => {
    const verified = gateway().verifyCallback({
      headers: {},
      query: {},
      body: { ...docsCallback, x_signature: docsCallbackSignature },
    });
    expect(verified).toEqual({ gatewayRef: 'zq0tm2wc', paid: true, amountSen: 100 });
  });

  it('refuses a tampered, unsigned or truncated callback', () => {
    const g = gateway();
    const body = { ...docsCallback, x_signature: docsCallbackSignature };
    expect(g.verifyCallback({ headers: {}, query: {}, body: { ...body, paid_amount: '1' } })).toBeUndefined();
    expect(
      g.verifyCallback({ headers: {}, query: {}, body: { ...body, x_signature: undefined } }),
    ).toBeUndefined();
    expect(
      g.verifyCallback({
        headers: {},
        query: {},
        body: { ...body, x_signature: docsCallbackSignature.slice(0, 10) },
      }),
    ).toBeUndefined();
    // Another merchant's key does not verify this merchant's notices.
    const other = billplzGateway(
      { ...creds, xSignatureKey: 'S-another-key' },
      { baseUrl: base, fallbackEmail: 'x@y.z' },
    );
    expect(other.verifyCallback({ headers: {}, query: {}, body })).toBeUndefined();
  });

  it('reads a failed payment as not paid, with the bill amount', () => {
    const failed = { ...docsCallback, paid: 'false', state: 'due', paid_amount: '0', paid_at: '' };
    const verified = gateway().verifyCallback({
      headers: {},
      query: {},
      body: { ...failed, x_signature: billplzSignature(failed, docsKey) },
    });
    expect(verified).toEqual({ gatewayRef: 'zq0tm2wc', paid: false, amountSen: 100 });
  });
});

describe('Billplz bills against a local Billplz', () => {
  it('creates an FPX bill straight to the chosen bank (Bypass Billplz Bill Page)', async () => {
    const started = await gateway().createPayment({ ...input, channel: 'fpx', method: 'MB2U0227' });
    const bill = bills.get(started.gatewayRef);
    expect(bill?.form).toMatchObject({
      collection_id: 'inbmmepb',
      amount: '3550',
      description: 'Kedai Kopi order',
      email: 'orders@shop.test',
      callback_url: input.callbackUrl,
      redirect_url: input.returnUrl,
      reference_1_label: 'Bank Code',
      reference_1: 'MB2U0227',
      reference_2: '42',
      deliver: 'false',
    });
    expect(started.redirectUrl).toBe(`${bill?.url}?auto_submit=true`);
    const call = seen.find((s) => s.method === 'POST');
    expect(call?.contentType).toBe('application/x-www-form-urlencoded');
  });

  it('lets the diner choose on the bill page for e-wallets', async () => {
    const started = await gateway().createPayment({
      ...input,
      channel: 'ewallet',
      method: 'tng',
      buyer: { name: 'Aminah', mobile: '+60123456789' },
    });
    const bill = bills.get(started.gatewayRef);
    expect(bill?.reference_1_label).toBeNull();
    expect(bill?.form).toMatchObject({ name: 'Aminah', mobile: '+60123456789' });
    expect(bill?.form.email).toBeUndefined();
    expect(started.redirectUrl).toBe(bill?.url);
  });

  it('queries a bill: due is pending, paid is paid with the paid amount, deleted is failed', async () => {
    const g = gateway();
    const { gatewayRef } = await g.createPayment({ ...input, channel: 'card' });
    expect(await g.queryStatus(gatewayRef)).toEqual({ status: 'pending', amountSen: 3550 });
    const bill = bills.get(gatewayRef) as Bill;
    Object.assign(bill, { paid: true, state: 'paid', paid_amount: 3550 });
    expect(await g.queryStatus(gatewayRef)).toEqual({ status: 'paid', amountSen: 3550 });
    Object.assign(bill, { paid: false, state: 'deleted', paid_amount: 0 });
    expect((await g.queryStatus(gatewayRef)).status).toBe('failed');
  });

  it('reports refusals and unreachable servers as gateway errors', async () => {
    const wrongKey = billplzGateway(
      { ...creds, apiKey: 'wrong' },
      { baseUrl: `${base}/api`, fallbackEmail: 'a@b.c' },
    );
    await expect(wrongKey.createPayment({ ...input, channel: 'card' })).rejects.toBeInstanceOf(GatewayError);
    await expect(gateway().queryStatus('nosuchbill')).rejects.toBeInstanceOf(GatewayError);
    const down = billplzGateway(creds, {
      baseUrl: 'http://127.0.0.1:9/api',
      fallbackEmail: 'a@b.c',
      timeoutMs: 2000,
    });
    await expect(down.queryStatus('x')).rejects.toBeInstanceOf(GatewayError);
  });
});
