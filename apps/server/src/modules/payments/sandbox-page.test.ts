import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { eventsOf, merchantIdOf, orderOf, paymentOf, placeOrder } from './test-support';

/**
 * The sandbox gateway end to end over real HTTP: the app listens on 127.0.0.1 under its
 * PUBLIC_URL, and the sandbox page's submit sends its signed callback there, as a gateway would.
 */
let t: TestApp;
let base = '';
let merchantId = 0;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  t = await createTestApp({ publicUrl: base });
  await t.app.listen({ host: '127.0.0.1', port });
  merchantId = await merchantIdOf(t.database.db);
});
afterAll(() => t.close());

async function startAndOpen(channel: string, method?: string, language?: string) {
  const order = await placeOrder(t.database.db, merchantId, 88_80);
  const res = await fetch(`${base}/api/public/orders/${order.token}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(language ? { 'accept-language': language } : {}) },
    body: JSON.stringify({ channel, method }),
  });
  expect(res.status).toBe(200);
  const { payment_id, redirect_url } = (await res.json()).data as {
    payment_id: number;
    redirect_url: string;
  };
  const page = await fetch(redirect_url);
  expect(page.status).toBe(200);
  return { order, paymentId: payment_id, pageUrl: redirect_url, html: await page.text() };
}

const submit = (pageUrl: string, fields: Record<string, string>) =>
  fetch(pageUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

describe('the sandbox payment page', () => {
  it('pays: signed callback over HTTP, then the browser goes to the return URL and the order page', async () => {
    const { order, paymentId, pageUrl, html } = await startAndOpen('fpx', 'RHB0218');
    expect(html).toContain('<form method="post"');
    const ref = pageUrl.split('/').pop() as string;

    const paid = await submit(pageUrl, { action: 'pay', method: 'RHB0218' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${base}/api/public/payments/sandbox/return?ref=${ref}`);
    // The callback came in before the redirect was answered.
    expect((await orderOf(t.database.db, order.id))?.paymentStatus).toBe('paid');
    expect((await paymentOf(t.database.db, paymentId))?.status).toBe('paid');

    const back = await fetch(paid.headers.get('location') as string, { redirect: 'manual' });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/order/o/${order.token}`);

    // A second submit (a double tap, the back button) decides nothing again and sends no callback.
    const again = await submit(pageUrl, { action: 'fail' });
    expect(again.status).toBe(303);
    expect((await paymentOf(t.database.db, paymentId))?.status).toBe('paid');
    expect((await eventsOf(t.database.db, paymentId)).filter((e) => e.source === 'callback')).toHaveLength(1);
    expect(await (await fetch(pageUrl)).text()).toContain('This payment is already paid.');
  });

  it('fails: the payment fails and the order stays unpaid', async () => {
    const { order, paymentId, pageUrl } = await startAndOpen('card');
    const failed = await submit(pageUrl, { action: 'fail', card_number: '4000 0000 0000 0002' });
    expect(failed.status).toBe(303);
    expect((await paymentOf(t.database.db, paymentId))?.status).toBe('failed');
    expect((await orderOf(t.database.db, order.id))?.paymentStatus).toBe('unpaid');
  });

  it('is not found for an unknown reference', async () => {
    const res = await fetch(`${base}/api/public/sandbox/pay/sbx_1_${'a'.repeat(24)}`);
    expect(res.status).toBe(404);
    expect((await res.json()).code).toBe('not_found');
  });

  it("speaks the language the diner ordered in (the app's, not the browser's), and names the way to pay", async () => {
    // The ordering app in Chinese on a browser set to English: the page follows the app.
    const zh = await startAndOpen('ewallet', undefined, 'zh');
    expect(zh.pageUrl).toMatch(/\?lang=zh$/);
    expect(zh.html).toContain('<html lang="zh">');
    expect(zh.html).toContain('沙盒付款');
    expect(zh.html).toContain('电子钱包');
    expect(zh.html).not.toContain('EWALLET');
    const en = await startAndOpen('fpx', 'RHB0218');
    expect(en.html).toContain('Online banking (FPX)');
    expect(en.html).not.toContain('>FPX<');
    // Deciding from the Chinese page keeps working as from any other.
    const paid = await submit(zh.pageUrl, { action: 'pay', method: 'TNG-EWALLET' });
    expect(paid.status).toBe(303);
    expect((await orderOf(t.database.db, zh.order.id))?.paymentStatus).toBe('paid');
  });
});
