import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { companies, paymentEvents, payments } from '../../db/schema';
import { billplzSignature } from './billplz';
import { claimDue } from './repository';
import {
  eventsOf,
  installedSandboxSecret,
  merchantIdOf,
  orderOf,
  paidEventsOf,
  paymentOf,
  placeOrder,
  setStore,
  sandboxNotice as signedNotice,
} from './test-support';

let t: TestApp;
let merchantId = 0;
let secret = '';
beforeAll(async () => {
  t = await createTestApp();
  merchantId = await merchantIdOf(t.database.db);
  secret = await installedSandboxSecret(t);
});
const sandboxNotice = (ref: string, status: 'paid' | 'failed', amountSen: number, key = secret) =>
  signedNotice(ref, status, amountSen, key);
afterAll(() => t.close());

const db = () => t.database.db;
const pay = (token: string, payload: object) =>
  t.call(null, { method: 'POST', url: `/api/public/orders/${token}/pay`, payload });
const callback = (gateway: string, notice: { body: object | string; headers: Record<string, string> }) =>
  t.call(null, {
    method: 'POST',
    url: `/api/public/payments/${gateway}/callback`,
    ...notice,
    payload: notice.body,
  });

/** A placed order with a started sandbox payment: its ids and the sandbox reference. */
async function started(totalSen = 35_50, body: object = { channel: 'fpx', method: 'MB2U0227' }) {
  const order = await placeOrder(db(), merchantId, totalSen);
  const res = await pay(order.token, body);
  expect(res.statusCode, res.body).toBe(200);
  const { payment_id, redirect_url } = res.json().data as { payment_id: number; redirect_url: string };
  const ref = redirect_url.split('/').pop() as string;
  return { order, paymentId: payment_id, ref, redirectUrl: redirect_url };
}

describe('POST /api/public/orders/:orderToken/pay', () => {
  it('starts a pending payment at the sandbox and answers its page', async () => {
    const { order, paymentId, ref, redirectUrl } = await started();
    expect(redirectUrl).toBe(`http://meja.test/api/public/sandbox/pay/${ref}`);
    expect(ref).toMatch(new RegExp(`^sbx_${paymentId}_[0-9a-f]{24}$`));
    const p = await paymentOf(db(), paymentId);
    expect(p).toMatchObject({
      orderId: order.id,
      gateway: 'sandbox',
      channel: 'fpx',
      method: 'MB2U0227',
      amountSen: 35_50,
      status: 'pending',
      gatewayRef: ref,
    });
    expect(p?.nextCheckAt?.getTime()).toBeGreaterThan(Date.now());

    const page = await t.call(null, { method: 'GET', url: `/api/public/sandbox/pay/${ref}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('RM 35.50');
    expect(page.body).toContain('Restoran Sedap, Bangsar');
    expect(page.body).toContain('<option value="MB2U0227" selected>Maybank2U</option>');
    expect((await orderOf(db(), order.id))?.paymentStatus).toBe('unpaid');
  });

  it('shows a wallet choice for e-wallets and a card form for cards', async () => {
    const wallet = await started(20_00, { channel: 'ewallet', method: 'grabpay' });
    const walletPage = await t.call(null, { method: 'GET', url: `/api/public/sandbox/pay/${wallet.ref}` });
    expect(walletPage.body).toContain('<option value="grabpay" selected>GrabPay</option>');
    const card = await started(20_00, { channel: 'card' });
    const cardPage = await t.call(null, { method: 'GET', url: `/api/public/sandbox/pay/${card.ref}` });
    expect(cardPage.body).toContain('name="card_number"');
  });

  it('refuses what cannot be paid', async () => {
    const order = await placeOrder(db(), merchantId, 35_50);
    expect((await pay('no-such-order', { channel: 'card' })).statusCode).toBe(404);
    const noBank = await pay(order.token, { channel: 'fpx' });
    expect(noBank.statusCode).toBe(400);
    expect(noBank.json().errors.method).toBeTruthy();
    const badBank = await pay(order.token, { channel: 'fpx', method: 'NOPE0001' });
    expect(badBank.json().errors.method).toBe('Choose one of the listed banks.');
    expect((await pay(order.token, { channel: 'ewallet', method: 'paypal' })).statusCode).toBe(400);
    expect((await pay(order.token, { channel: 'cash' })).statusCode).toBe(400);

    const paid = await placeOrder(db(), merchantId, 35_50, 'paid');
    const again = await pay(paid.token, { channel: 'card' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order is already paid.');
    expect(again.json()).toMatchObject({ code: 'conflict', reason: 'order_already_paid' });
    const voided = await placeOrder(db(), merchantId, 35_50, 'void');
    expect((await pay(voided.token, { channel: 'card' })).statusCode).toBe(409);
  });

  it('hides FPX under RM30 when the store asks, and when FPX is off', async () => {
    const small = await placeOrder(db(), merchantId, 29_99);
    const fpx = { channel: 'fpx', method: 'PBB0233' };
    expect((await pay(small.token, fpx)).statusCode).toBe(200);
    await setStore(db(), merchantId, { hideFpxUnderMinimum: true });
    try {
      const hidden = await pay(small.token, fpx);
      expect(hidden.statusCode).toBe(400);
      expect(hidden.json().errors.channel).toBeTruthy();
      expect((await pay(small.token, { channel: 'card' })).statusCode).toBe(200);
      const big = await placeOrder(db(), merchantId, 30_00);
      expect((await pay(big.token, fpx)).statusCode).toBe(200);
      await setStore(db(), merchantId, { fpxStatus: false });
      expect((await pay(big.token, fpx)).statusCode).toBe(400);
    } finally {
      await setStore(db(), merchantId, { hideFpxUnderMinimum: false, fpxStatus: true });
    }
  });
});

describe('POST /api/public/payments/:gateway/callback', () => {
  it('marks the order paid, with its receipt number, once', async () => {
    const { order, paymentId, ref } = await started();
    const res = await callback('sandbox', sandboxNotice(ref, 'paid', 35_50));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });
    const o = await orderOf(db(), order.id);
    expect(o?.paymentStatus).toBe('paid');
    expect(o?.receiptNo).toMatch(/^RS-\d{6}$/);
    expect((await paymentOf(db(), paymentId))?.status).toBe('paid');
    expect(await eventsOf(db(), paymentId)).toEqual([
      { source: 'callback', outcome: 'applied', gateway: 'sandbox' },
    ]);
  });

  it('applies the same callback delivered five times concurrently once', async () => {
    const { order, paymentId, ref } = await started();
    const notice = sandboxNotice(ref, 'paid', 35_50);
    const answers = await Promise.all(Array.from({ length: 5 }, () => callback('sandbox', notice)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const outcomes = (await eventsOf(db(), paymentId)).map((e) => e.outcome).sort();
    expect(outcomes).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    expect(await paidEventsOf(db(), order.id)).toBe(1);
    const o = await orderOf(db(), order.id);
    expect(o?.paymentStatus).toBe('paid');
    expect(o?.receiptNo).toBeTruthy();
  });

  it('changes nothing for a bad signature, a wrong amount or an unknown payment, and writes each down', async () => {
    const { order, paymentId, ref } = await started();
    const forged = sandboxNotice(ref, 'paid', 35_50, 'not-the-sandbox-secret');
    const bad = await callback('sandbox', forged);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('bad_request');
    const unsigned = await callback('sandbox', { body: sandboxNotice(ref, 'paid', 35_50).body, headers: {} });
    expect(unsigned.statusCode).toBe(400);
    // Signed, but the amount was changed before signing (a gateway bug or a mix-up): refused.
    const cheap = await callback('sandbox', sandboxNotice(ref, 'paid', 1_00));
    expect(cheap.statusCode).toBe(200);
    const unknown = await callback(
      'sandbox',
      sandboxNotice(`sbx_${paymentId}_${'0'.repeat(24)}`, 'paid', 35_50),
    );
    expect(unknown.json()).toEqual({ received: false });

    expect((await orderOf(db(), order.id))?.paymentStatus).toBe('unpaid');
    expect((await paymentOf(db(), paymentId))?.status).toBe('pending');
    expect((await eventsOf(db(), paymentId)).map((e) => e.outcome)).toEqual([
      'bad_signature',
      'bad_signature',
      'wrong_amount',
    ]);
    const [orphan] = await db()
      .select({ outcome: paymentEvents.outcome })
      .from(paymentEvents)
      .where(sql`${paymentEvents.payload}->>'ref' = ${`sbx_${paymentId}_${'0'.repeat(24)}`}`);
    expect(orphan?.outcome).toBe('unknown_payment');
  });

  it('marks a failed payment failed and leaves the order open for another try', async () => {
    const first = await started();
    await callback('sandbox', sandboxNotice(first.ref, 'failed', 35_50));
    expect((await paymentOf(db(), first.paymentId))?.status).toBe('failed');
    expect((await orderOf(db(), first.order.id))?.paymentStatus).toBe('unpaid');
    // The order page shows the failed attempt (and whether FPX may be offered again).
    const page = await t.call(null, { method: 'GET', url: `/api/public/orders/${first.order.token}` });
    expect(page.json().data).toMatchObject({
      payment_status: 'unpaid',
      payment: { status: 'failed', channel: 'fpx' },
      fpx_available: true,
    });

    const retry = await pay(first.order.token, { channel: 'card' });
    expect(retry.statusCode).toBe(200);
    const { payment_id, redirect_url } = retry.json().data;
    await callback('sandbox', sandboxNotice(redirect_url.split('/').pop(), 'paid', 35_50));
    expect((await paymentOf(db(), payment_id))?.status).toBe('paid');
    expect((await orderOf(db(), first.order.id))?.paymentStatus).toBe('paid');
    const paid = await t.call(null, { method: 'GET', url: `/api/public/orders/${first.order.token}` });
    expect(paid.json().data.payment).toEqual({ status: 'paid', channel: 'card' });
  });

  it('takes a second payment of a paid order in, without paying the order twice', async () => {
    const a = await started();
    const b = await pay(a.order.token, { channel: 'card' });
    const bRef = b.json().data.redirect_url.split('/').pop();
    await callback('sandbox', sandboxNotice(a.ref, 'paid', 35_50));
    await callback('sandbox', sandboxNotice(bRef, 'paid', 35_50));
    expect(await paidEventsOf(db(), a.order.id)).toBe(1);
    expect((await paymentOf(db(), b.json().data.payment_id))?.status).toBe('paid');
  });

  it('verifies Billplz notices with the merchant’s X Signature Key', async () => {
    const key = 'S-merchant-x-signature-key';
    await db()
      .update(companies)
      .set({
        paymentGateway: 'billplz',
        pgSecretKey: t.secrets.seal('api-secret'),
        pgTenantId: 'inbmmepb',
        pgPassword: t.secrets.seal(key),
      })
      .where(eq(companies.merchantId, merchantId));
    try {
      const order = await placeOrder(db(), merchantId, 48_20);
      const [p] = await db()
        .insert(payments)
        .values({
          orderId: order.id,
          gateway: 'billplz',
          channel: 'fpx',
          amountSen: 48_20,
          gatewayRef: 'bq7x2kfa',
        })
        .returning({ id: payments.id });
      const fields = {
        id: 'bq7x2kfa',
        collection_id: 'inbmmepb',
        paid: 'true',
        state: 'paid',
        amount: '4820',
        paid_amount: '4820',
        due_at: '2026-1-31',
        email: 'accounts@sedap.my',
        mobile: '',
        name: 'DINER',
        url: 'https://www.billplz-sandbox.com/bills/bq7x2kfa',
        paid_at: '2026-01-31 12:00:00 +0800',
      };
      const form = (f: Record<string, string>) => ({
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(f).toString(),
      });
      const forged = await callback(
        'billplz',
        form({ ...fields, x_signature: billplzSignature(fields, 'other') }),
      );
      expect(forged.statusCode).toBe(400);
      expect((await orderOf(db(), order.id))?.paymentStatus).toBe('unpaid');
      const ok = await callback('billplz', form({ ...fields, x_signature: billplzSignature(fields, key) }));
      expect(ok.statusCode, ok.body).toBe(200);
      expect((await orderOf(db(), order.id))?.paymentStatus).toBe('paid');
      expect((await paymentOf(db(), p?.id as number))?.status).toBe('paid');

      const back = await t.call(null, {
        method: 'GET',
        url: '/api/public/payments/billplz/return',
        query: { 'billplz[id]': 'bq7x2kfa', 'billplz[paid]': 'true', 'billplz[x_signature]': 'whatever' },
      });
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toBe(`/order/o/${order.token}`);
    } finally {
      await db()
        .update(companies)
        .set({ paymentGateway: 'sandbox', pgSecretKey: null, pgTenantId: null, pgPassword: null })
        .where(eq(companies.merchantId, merchantId));
    }
  });
});

describe('GET /api/public/payments/:gateway/return', () => {
  it('redirects to the order page and decides nothing', async () => {
    const { order, paymentId, ref } = await started();
    await db()
      .update(payments)
      .set({ nextCheckAt: new Date(Date.now() + 3600_000) })
      .where(eq(payments.id, paymentId));
    const res = await t.call(null, { method: 'GET', url: `/api/public/payments/sandbox/return?ref=${ref}` });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/order/o/${order.token}`);
    expect((await orderOf(db(), order.id))?.paymentStatus).toBe('unpaid');
    const p = await paymentOf(db(), paymentId);
    expect(p?.status).toBe('pending');
    // …but the payment is asked about sooner.
    expect(p?.nextCheckAt?.getTime()).toBeLessThanOrEqual(Date.now());
    expect(
      (await t.call(null, { method: 'GET', url: '/api/public/payments/sandbox/return?ref=nope' })).statusCode,
    ).toBe(404);
  });
});

describe('claiming due payments', () => {
  it('gives each due payment to one claimer and pushes its next check back', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await started()).paymentId);
    await db()
      .update(payments)
      .set({ nextCheckAt: sql`now() - interval '1 second'` })
      .where(sql`${payments.id} in (${sql.join(ids, sql`, `)})`);
    const [a, b] = await Promise.all([claimDue(db(), 2), claimDue(db(), 2)]);
    const claimed = [...(a ?? []), ...(b ?? [])].map((r) => r.id).filter((id) => ids.includes(id));
    expect(claimed.sort()).toEqual([...ids].sort());
    for (const id of ids) {
      const p = await paymentOf(db(), id);
      expect(p?.checks).toBe(1);
      expect(p?.nextCheckAt?.getTime()).toBeGreaterThan(Date.now());
    }
    expect((await claimDue(db(), 20)).filter((r) => ids.includes(r.id))).toEqual([]);
  });
});
