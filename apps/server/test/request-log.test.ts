import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { redactUrl } from '../src/lib/log-redact';
import { customApp } from './custom-app';

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

let built: Awaited<ReturnType<typeof customApp>>;
beforeAll(async () => {
  built = await customApp({}, { logger: { level: 'info', stream } });
});
afterAll(() => built.close());

it('logs requests without the tokens in their paths and query strings', async () => {
  const secrets = {
    order: 'ordTok3nSecret1',
    table: 'tblTok3nSecret2',
    reset: 'resetTok3nSecret3',
    sandbox: 'sbx_1_0123456789abcdef01234567',
  };
  const urls = [
    `/api/public/orders/${secrets.order}`,
    `/api/public/orders/${secrets.order}/events`,
    `/api/public/table/${secrets.table}/menu`,
    `/api/change_password?token=${secrets.reset}&lang=en`,
    `/api/public/sandbox/pay/${secrets.sandbox}`,
    `/api/public/payments/sandbox/return?ref=${secrets.sandbox}`,
    `/order/t/${secrets.table}`,
  ];
  for (const url of urls)
    await built.app.inject({ method: url.includes('change_password') ? 'POST' : 'GET', url });
  const log = lines.join('');
  expect(log).toContain('"url":"/api/public/orders/[redacted]"');
  expect(log).toContain('"url":"/api/public/table/[redacted]/menu"');
  expect(log).toContain('"url":"/api/change_password?token=[redacted]&lang=en"');
  for (const secret of Object.values(secrets)) expect(log).not.toContain(secret);
});

it('keeps what is not secret, so the log still tells requests apart', () => {
  expect(redactUrl('/api/admin/user?start=0&length=10&search=ali')).toBe(
    '/api/admin/user?start=0&length=10&search=ali',
  );
  expect(redactUrl('/api/public/payments/billplz/return?billplz%5Bid%5D=abc&billplz%5Bpaid%5D=true')).toBe(
    '/api/public/payments/billplz/return?billplz%5Bid%5D=[redacted]&billplz%5Bpaid%5D=true',
  );
  expect(redactUrl('/order/o/abc?x=1')).toBe('/order/o/[redacted]?x=1');
});
