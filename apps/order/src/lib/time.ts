import i18n from '../i18n';

/** Stores keep Kuala Lumpur time, whatever the phone's own zone. */
const zone = 'Asia/Kuala_Lumpur';
const locale = () => (i18n.resolvedLanguage === 'zh' ? 'zh-CN' : 'en-MY');

const dayOf = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(d);

/** "22:00" of an ISO instant, in Kuala Lumpur. */
export const clock = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

/** "today", "tomorrow" or the weekday of an instant, seen from now in Kuala Lumpur. */
export function dayWord(
  iso: string,
  now = new Date(),
): { kind: 'today' | 'tomorrow' | 'weekday'; weekday: string } {
  const d = new Date(iso);
  const weekday = new Intl.DateTimeFormat(locale(), { timeZone: zone, weekday: 'long' }).format(d);
  if (dayOf(d) === dayOf(now)) return { kind: 'today', weekday };
  if (dayOf(d) === dayOf(new Date(now.getTime() + 86_400_000))) return { kind: 'tomorrow', weekday };
  return { kind: 'weekday', weekday };
}

/** "23 Nov 2026, 14:05" for order lists and pages. */
export const dateTime = (iso: string) =>
  new Intl.DateTimeFormat(locale(), {
    timeZone: zone,
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
  }).format(new Date(iso));

/** "23 Nov 2026": the day of an instant in Kuala Lumpur (a ticket's last day). */
export const date = (iso: string) =>
  new Intl.DateTimeFormat(locale(), { timeZone: zone, dateStyle: 'medium' }).format(new Date(iso));
