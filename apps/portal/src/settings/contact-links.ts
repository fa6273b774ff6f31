import type { TContactInfo } from '@meja/contracts';

/** Links that open the right app: mail, the phone dialler, WhatsApp's chat with the number. */
export const mailto = (email: string) => `mailto:${email}`;
export const tel = (phone: string) => `tel:+${phone.replace(/\D/g, '')}`;
export const waMe = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`;

/** The opening hours in the interface's language, or the other language's when that one is empty. */
export function hoursIn(language: string | undefined, c: TContactInfo): string {
  return language?.startsWith('zh') ? c.hours_zh || c.hours_en : c.hours_en || c.hours_zh;
}
