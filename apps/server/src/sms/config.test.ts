import { expect, it } from 'vitest';
import { loadConfig } from '../config';
import { smsConfigOf } from './sms';

const twilio = { TWILIO_ACCOUNT_SID: 'AC123', TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+15005550006' };

it('sends codes to the log unless Twilio is configured', () => {
  expect(smsConfigOf(loadConfig({}))).toEqual({ provider: 'log' });
  // Empty variables are unset.
  expect(smsConfigOf(loadConfig({ TWILIO_ACCOUNT_SID: '', TWILIO_AUTH_TOKEN: '', TWILIO_FROM: '' }))).toEqual(
    {
      provider: 'log',
    },
  );
  expect(smsConfigOf(loadConfig(twilio))).toEqual({
    provider: 'twilio',
    accountSid: 'AC123',
    authToken: 'token',
    from: '+15005550006',
    baseUrl: 'https://api.twilio.com',
  });
  expect(smsConfigOf(loadConfig({ ...twilio, SMS_PROVIDER: 'log' }))).toEqual({ provider: 'log' });
});

it('stops when SMS_PROVIDER=twilio lacks its credentials', () => {
  expect(() => loadConfig({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC123' })).toThrow(
    /TWILIO_AUTH_TOKEN.*SMS_PROVIDER is twilio/,
  );
  expect(() => loadConfig({ SMS_PROVIDER: 'sms77' })).toThrow(/SMS_PROVIDER/);
});
