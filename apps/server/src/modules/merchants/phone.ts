import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * A Malaysian phone number as people write it ("012-345 6789", "03-7890 1234", "+60 12 345 6789",
 * "60123456789") in E.164 ("+60123456789"), or undefined when it is not a valid Malaysian number.
 */
export function malaysianPhone(input: string): string | undefined {
  const text = input.trim();
  if (!/^\+?[\d\s().-]{6,20}$/.test(text)) return undefined;
  const candidates = [text];
  if (/^60\d/.test(text.replace(/\D/g, '')) && !text.startsWith('+')) candidates.push(`+${text}`);
  for (const candidate of candidates) {
    const phone = parsePhoneNumberFromString(candidate, 'MY');
    if (phone?.isValid() && phone.country === 'MY') return phone.number;
  }
  return undefined;
}
