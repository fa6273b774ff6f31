import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { startSmtpServer } from '../../test/smtp';
import { createMailer } from './mailer';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  const log = { info: () => {} } as never;
  t = await createTestApp({
    mailer: createMailer({ smtpUrl: smtp.url, from: 'Meja <no-reply@meja.test>', logMail: false }, log),
    publicUrl: 'https://portal.meja.test',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

it('delivers the reset link over SMTP, in the language of the request, and the link works', async () => {
  const res = await t.call(null, {
    method: 'POST',
    url: '/api/send_forget_email',
    headers: { 'accept-language': 'zh' },
    payload: { email: 'merchant@demo.meja.my' },
  });
  expect(res.statusCode).toBe(200);
  const mail = await smtp.waitFor(1);
  expect(mail?.to).toEqual(['merchant@demo.meja.my']);
  expect(mail?.from).toBe('no-reply@meja.test');
  const body = mail?.raw.replace(/=\r\n/g, '').replace(/=3D/g, '=') ?? '';
  expect(body).toMatch(/Subject: =\?UTF-8\?/);
  const token = body.match(/https:\/\/portal\.meja\.test\/reset-password\?token=([\w-]+)/)?.[1];
  expect(token).toBeTruthy();
  const reset = await t.call(null, {
    method: 'POST',
    url: `/api/change_password?token=${token}`,
    payload: { token, new_password: 'Sedap@2026', new_password_confirmation: 'Sedap@2026' },
  });
  expect(reset.statusCode).toBe(200);
  expect((await t.token('merchant', 'Sedap@2026')).length).toBeGreaterThan(20);
});

const resetMail = {
  to: 'merchant@demo.meja.my',
  subject: 'Reset your password',
  text: 'Open https://portal.meja.test/reset-password?token=secret-token-123',
};

it('keeps reset links out of the log outside development, and logs mail in development', async () => {
  const lines: unknown[][] = [];
  const log = {
    info: (...a: unknown[]) => void lines.push(a),
    warn: (...a: unknown[]) => void lines.push(a),
  };
  await createMailer({ from: 'Meja <no-reply@meja.test>', logMail: false }, log as never).send(resetMail);
  expect(JSON.stringify(lines)).not.toMatch(/secret-token-123/);
  expect(lines.map((l) => l[1])).toEqual(['mail not sent: no SMTP_URL']);

  lines.length = 0;
  await createMailer({ from: 'Meja <no-reply@meja.test>', logMail: true }, log as never).send(resetMail);
  expect(JSON.stringify(lines)).toMatch(/secret-token-123/);
});
