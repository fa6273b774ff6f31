import type { SmsSender } from './types';

const TIMEOUT_MS = 10_000;

/** A Messaging Service SID ("MG" and 32 hex digits) sends from the service's own pool of senders. */
const isMessagingService = (from: string) => /^MG[0-9a-f]{32}$/i.test(from);

/** Twilio refused or could not take the message; `code` is Twilio's error code when it gave one. */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: number,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}

/**
 * Twilio's Programmable Messaging: POST {baseUrl}/2010-04-01/Accounts/{AccountSid}/Messages.json
 * with HTTP Basic auth (Account SID : Auth Token) and a form-encoded body of To, Body and either
 * From (a Twilio number or sender ID) or MessagingServiceSid. Twilio answers 201 with the
 * message resource, or 4xx/5xx with { code, message, more_info, status }.
 */
export function createTwilioSender(opts: {
  accountSid: string;
  authToken: string;
  from: string;
  /** https://api.twilio.com unless a test points it elsewhere. */
  baseUrl?: string;
}): SmsSender {
  const base = (opts.baseUrl ?? 'https://api.twilio.com').replace(/\/$/, '');
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(opts.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${opts.accountSid}:${opts.authToken}`).toString('base64')}`;
  const sender: Record<string, string> = isMessagingService(opts.from)
    ? { MessagingServiceSid: opts.from }
    : { From: opts.from };
  return {
    async send(to, text) {
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: new URLSearchParams({ To: to, ...sender, Body: text }).toString(),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (err) {
        throw new SmsSendError(`Twilio unreachable: ${(err as Error).message}`);
      }
      if (res.ok) {
        await res.body?.cancel();
        return;
      }
      const reply = (await res.json().catch(() => ({}))) as { code?: number; message?: string };
      throw new SmsSendError(
        `Twilio refused the message: ${res.status} ${reply.code ?? ''} ${reply.message ?? ''}`.trim(),
        res.status,
        reply.code,
      );
    },
  };
}
