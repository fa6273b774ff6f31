import { en, type MessageKey } from './en';
import { zh } from './zh';

export { en, type MessageKey, zh };
export const serverLocales = { en, zh } as const;
export type ServerLocale = keyof typeof serverLocales;

/** Looks a message up by key in the locale, falling back to English, then to the key itself. */
export function translate(locale: ServerLocale, key: string, vars?: Record<string, string | number>): string {
  const table = serverLocales[locale] as Record<string, string>;
  const text = table[key] ?? (en as Record<string, string>)[key] ?? key;
  return vars ? text.replace(/\{\{(\w+)\}\}/g, (_, v: string) => String(vars[v] ?? '')) : text;
}
