import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogSender, createSmsSender } from './sms';
import { createTwilioSender, SmsSendError } from './twilio';

const sid = `AC${'0123456789abcdef'.repeat(2)}`;
const authToken = 'secret-auth-token';

interface Seen {
  method?: string;
  path?: string;
  authorization?: string;
  contentType?: string;
  form: Record<string, string>;
}

/** A stand-in for api.twilio.com that checks requests as Twilio documents them. */
let server: Server;
let baseUrl = '';
const seen: Seen[] = [];

async function bodyOf(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const form = Object.fromEntries(new URLSearchParams(await bodyOf(req)));
    seen.push({
      method: req.method,
      path: req.url,
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      form,
    });
    const json = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const expected = `Basic ${Buffer.from(`${sid}:${authToken}`).toString('base64')}`;
    if (req.method !== 'POST' || req.url !== `/2010-04-01/Accounts/${sid}/Messages.json`)
      return json(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
    if (req.headers.authorization !== expected)
      return json(401, { code: 20003, message: 'Authenticate', status: 401 });
    if (!/^\+\d{8,15}$/.test(form.To ?? '') || form.To === '+60100000000')
      return json(400, {
        code: 21211,
        message: `The 'To' number ${form.To} is not a valid phone number.`,
        more_info: 'https://www.twilio.com/docs/errors/21211',
        status: 400,
      });
    if (!form.Body || !(form.From || form.MessagingServiceSid))
      return json(400, { code: 21603, message: "A 'From' phone number is required.", status: 400 });
    return json(201, {
      sid: 'SM0123456789abcdef0123456789abcdef',
      account_sid: sid,
      to: form.To,
      from: form.From ?? null,
      body: form.Body,
      status: 'queued',
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('Twilio sender', () => {
  it('posts To, From and Body form-encoded with Basic auth to the Messages resource', async () => {
    seen.length = 0;
    const sms = createTwilioSender({ accountSid: sid, authToken, from: '+15005550006', baseUrl });
    await sms.send('+60123456789', 'Your Meja code is 123456. 验证码 & more');
    expect(seen).toEqual([
      {
        method: 'POST',
        path: `/2010-04-01/Accounts/${sid}/Messages.json`,
        authorization: `Basic ${Buffer.from(`${sid}:${authToken}`).toString('base64')}`,
        contentType: 'application/x-www-form-urlencoded',
        form: { To: '+60123456789', From: '+15005550006', Body: 'Your Meja code is 123456. 验证码 & more' },
      },
    ]);
  });

  it('sends from a Messaging Service when TWILIO_FROM is its SID', async () => {
    seen.length = 0;
    const service = `MG${'a'.repeat(32)}`;
    await createTwilioSender({ accountSid: sid, authToken, from: service, baseUrl }).send(
      '+60123456789',
      'hi',
    );
    expect(seen[0]?.form).toEqual({ To: '+60123456789', MessagingServiceSid: service, Body: 'hi' });
  });

  it("throws Twilio's error code and message when it refuses", async () => {
    const sms = createTwilioSender({ accountSid: sid, authToken, from: '+15005550006', baseUrl });
    const err = await sms.send('+60100000000', 'hi').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SmsSendError);
    expect(err).toMatchObject({ status: 400, code: 21211 });
    expect((err as Error).message).toMatch(/not a valid phone number/);

    const badAuth = createTwilioSender({ accountSid: sid, authToken: 'wrong', from: '+1500', baseUrl });
    await expect(badAuth.send('+60123456789', 'hi')).rejects.toMatchObject({ status: 401, code: 20003 });
  });

  it('throws when Twilio cannot be reached', async () => {
    const sms = createTwilioSender({
      accountSid: sid,
      authToken,
      from: '+1500',
      baseUrl: 'http://127.0.0.1:9',
    });
    await expect(sms.send('+60123456789', 'hi')).rejects.toThrow(/unreachable/);
  });
});

describe('log sender', () => {
  it('writes the message, code included, to the log', async () => {
    const lines: unknown[][] = [];
    const log = { info: (...args: unknown[]) => void lines.push(args) };
    await createLogSender(log as never).send('+60123456789', 'Your Meja code is 123456.');
    expect(lines).toEqual([
      [
        { sms: { to: '+60123456789', text: 'Your Meja code is 123456.' } },
        'sms to +60123456789: Your Meja code is 123456.',
      ],
    ]);
  });

  it('is what createSmsSender gives without a provider in development; Twilio also logs in development', async () => {
    const lines: unknown[][] = [];
    const log = { info: (...args: unknown[]) => void lines.push(args), warn: () => {} };
    await createSmsSender({ provider: 'log' }, { logSms: true }, log as never).send('+60123456789', 'a');
    seen.length = 0;
    const twilio = { provider: 'twilio', accountSid: sid, authToken, from: '+1500', baseUrl } as const;
    await createSmsSender(twilio, { logSms: true }, log as never).send('+60123456789', 'b');
    await createSmsSender(twilio, { logSms: false }, log as never).send('+60123456789', 'c');
    expect(lines.map((l) => l[1])).toEqual(['sms to +60123456789: a', 'sms to +60123456789: b']);
    expect(seen.map((s) => s.form.Body)).toEqual(['b', 'c']);
  });

  it('never writes a code to the log outside development: it notes the message was not sent', async () => {
    const lines: unknown[][] = [];
    const log = {
      info: (...a: unknown[]) => void lines.push(a),
      warn: (...a: unknown[]) => void lines.push(a),
    };
    await createSmsSender({ provider: 'log' }, { logSms: false }, log as never).send(
      '+60123456789',
      'Your Meja code is 654321.',
    );
    expect(JSON.stringify(lines)).not.toMatch(/654321/);
    expect(lines.map((l) => l[1])).toEqual(['sms not sent: no SMS provider']);
  });
});
