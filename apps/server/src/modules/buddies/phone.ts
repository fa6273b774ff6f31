import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { malaysianPhone } from '../merchants/phone';

/**
 * A Malaysian mobile number as people write it ("012-345 6789", "+60 12 345 6789",
 * "60123456789") in E.164, or undefined: the code goes by SMS, so landlines are refused.
 */
export function malaysianMobile(input: string): string | undefined {
  const e164 = malaysianPhone(input);
  if (!e164) return undefined;
  const type = parsePhoneNumberFromString(e164)?.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' ? e164 : undefined;
}

/**
 * A buddy's number as staff and agents see it: country and network code and the last four digits
 * ("+6012***6789"), enough to tell members apart at the counter, not enough to call them (who sees
 * whole numbers: policy.ts `seesBuddyPhones`).
 */
export function maskPhone(phone: string): string {
  return phone.length > 9 ? `${phone.slice(0, 5)}***${phone.slice(-4)}` : '***';
}
