import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { inject } from 'vitest';
import { freePort } from './server';

/**
 * A stand-in for the SMS provider (Twilio's Messages API, a boundary we do not own): the server's
 * real Twilio adapter posts to it, and every message it accepts is written to `dir` as N.json,
 * as the SMTP server keeps mail. Browser tests read sign-in codes from there.
 */
export async function startSmsProvider(dir: string) {
  let n = 0;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString();
    });
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const message = { to: form.get('To'), text: form.get('Body') };
      writeFile(join(dir, `${String(++n).padStart(5, '0')}.json`), JSON.stringify(message)).then(() => {
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ sid: `SM${n}`, status: 'queued' }));
      });
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    env: {
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
      TWILIO_AUTH_TOKEN: 'e2e-token',
      TWILIO_FROM: '+15005550006',
      TWILIO_API_URL: `http://127.0.0.1:${port}`,
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** The newest sign-in code sent to `phone` (E.164), waiting up to 10 s for it to arrive. */
export async function smsCodeFor(phone: string): Promise<string> {
  const dir = inject('smsDir');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const files = (await readdir(dir)).sort().reverse();
    for (const f of files) {
      const m = JSON.parse(await readFile(join(dir, f), 'utf8')) as { to: string; text: string };
      const code = m.to === phone ? /\b(\d{6})\b/.exec(m.text)?.[1] : undefined;
      if (code) return code;
    }
    if (Date.now() > deadline) throw new Error(`no SMS code for ${phone}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * A new Malaysian mobile number (012, whose numbers are all mobile: 013-0 is not), as a diner
 * types it and as the server keeps it.
 */
export function newPhone(): { typed: string; e164: string } {
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  return { typed: `012-${digits.slice(0, 3)} ${digits.slice(3)}`, e164: `+6012${digits}` };
}
