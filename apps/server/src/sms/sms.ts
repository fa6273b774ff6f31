import type { FastifyBaseLogger } from 'fastify';
import { createTwilioSender } from './twilio';
import type { SmsSender } from './types';

export type { SmsSender } from './types';

export type SmsConfig =
  | { provider: 'log' }
  | { provider: 'twilio'; accountSid: string; authToken: string; from: string; baseUrl?: string };

/**
 * The development sender: the message, code included, goes only to the server log, so a fresh
 * clone without an SMS provider can still sign a buddy in.
 */
export function createLogSender(log: Pick<FastifyBaseLogger, 'info'>): SmsSender {
  return {
    async send(to, text) {
      log.info({ sms: { to, text } }, `sms to ${to}: ${text}`);
    },
  };
}

/** Without a provider outside development: a code must not reach the log, so only the attempt is noted. */
function createNoProviderSender(log: Pick<FastifyBaseLogger, 'warn'>): SmsSender {
  return {
    async send(to) {
      log.warn({ sms: { to } }, 'sms not sent: no SMS provider');
    },
  };
}

/**
 * Twilio when configured. In development (`logSms`) every message, code included, is also written
 * to the log (as the mailer does), so a developer can sign in without a phone at hand; anywhere
 * else a code never reaches the log.
 */
export function createSmsSender(
  config: SmsConfig,
  opts: { logSms: boolean },
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): SmsSender {
  const logSender = createLogSender(log);
  if (config.provider === 'log') return opts.logSms ? logSender : createNoProviderSender(log);
  const twilio = createTwilioSender(config);
  return {
    async send(to, text) {
      if (opts.logSms) await logSender.send(to, text);
      await twilio.send(to, text);
    },
  };
}

/** The SMS part of the configuration (config.ts) as createSmsSender takes it. */
export function smsConfigOf(c: {
  SMS_PROVIDER: 'log' | 'twilio';
  TWILIO_ACCOUNT_SID?: string;
  TWILIO_AUTH_TOKEN?: string;
  TWILIO_FROM?: string;
  TWILIO_API_URL: string;
}): SmsConfig {
  if (c.SMS_PROVIDER === 'log' || !c.TWILIO_ACCOUNT_SID || !c.TWILIO_AUTH_TOKEN || !c.TWILIO_FROM)
    return { provider: 'log' };
  return {
    provider: 'twilio',
    accountSid: c.TWILIO_ACCOUNT_SID,
    authToken: c.TWILIO_AUTH_TOKEN,
    from: c.TWILIO_FROM,
    baseUrl: c.TWILIO_API_URL,
  };
}
