import type { TContactInfo, ZContactSettingsBody } from '@meja/contracts';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { malaysianMobile } from '../buddies/phone';
import { malaysianPhone } from '../merchants/phone';
import { versioned } from './kind';

/**
 * How merchants, agents and staff reach the platform's support (type=contact): shown on the
 * sign-in page and in the header's Help, so it is also public (GET /setting/contact).
 * Numbers are kept in E.164 and shown in the international format.
 */

const ZContactValue = z.object({
  supportEmail: z.string(),
  supportPhone: z.string(),
  whatsapp: z.string().nullable(),
  hoursEn: z.string(),
  hoursZh: z.string(),
});
type ContactValue = z.infer<typeof ZContactValue>;

/** Until an admin saves one: placeholders that call nobody real (the admin sets the real ones). */
export const contactDefaults: ContactValue = {
  supportEmail: 'support@meja.my',
  supportPhone: '+60300000000',
  whatsapp: null,
  hoursEn: 'Mon–Fri 9am–6pm',
  hoursZh: '周一至周五 上午9时至下午6时',
};

/** "+60327889000" → "+60 3-2788 9000", grouped as Malaysians write their numbers. */
function shown(e164: string) {
  const phone = parsePhoneNumberFromString(e164);
  return phone ? `+${phone.countryCallingCode} ${phone.formatNational().replace(/^0/, '')}` : e164;
}

export const contactInfo = (v: ContactValue): TContactInfo => ({
  support_email: v.supportEmail,
  support_phone: shown(v.supportPhone),
  whatsapp: v.whatsapp ? shown(v.whatsapp) : null,
  hours_en: v.hoursEn,
  hours_zh: v.hoursZh,
});

function fromBody(body: z.output<typeof ZContactSettingsBody>): ContactValue {
  const supportPhone = malaysianPhone(body.support_phone);
  // WhatsApp runs on mobile numbers: a landline there would be a dead link.
  const whatsapp = body.whatsapp ? malaysianMobile(body.whatsapp) : null;
  const errors = {
    ...(supportPhone ? {} : { support_phone: 'validation.phone' as const }),
    ...(whatsapp === undefined ? { whatsapp: 'validation.whatsapp' as const } : {}),
  };
  if (!supportPhone || whatsapp === undefined) throw new AppError('validation', 'error.validation', errors);
  return {
    supportEmail: body.support_email.toLowerCase(),
    supportPhone,
    whatsapp,
    hoursEn: body.hours_en,
    hoursZh: body.hours_zh,
  };
}

export const contactSetting = versioned({
  type: 'contact',
  defaults: contactDefaults,
  stored: ZContactValue,
  fromBody,
  toView: contactInfo,
  saved: 'success.contact_settings_updated',
});
