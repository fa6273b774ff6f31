import type { en } from './en';

/**
 * The diner's app's own translator: i18next's catalogue format (`a.b` keys, `{{name}}`
 * placeholders, `_one`/`_other` plural keys chosen by `count`) in well under 1 KB, where i18next
 * with react-i18next and its language detector took 21 KB gzip of the 90 KB first screen (issue 16).
 */

export type Catalogue = typeof en;

type Paths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Paths<T[K], `${P}${K}.`>;
}[keyof T & string];
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<K> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** Every text's key, plural ones also without their suffix (the form `count` picks). */
export type TKey = Paths<Catalogue> | WithoutPlural<Paths<Catalogue>>;
export type TValues = { count?: number } & Record<string, string | number | null | undefined>;
export type TFunction = (key: TKey, values?: TValues) => string;

function lookup(catalogue: Catalogue | undefined, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralOf(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/**
 * The text of `key` in the first catalogue that has it (the language's, then the fallback), its
 * plural form chosen by `values.count`, placeholders filled in. An unknown key comes back as is.
 */
export function translate(
  language: string,
  catalogues: (Catalogue | undefined)[],
  key: string,
  values?: TValues,
): string {
  const count = values?.count;
  const candidates =
    typeof count === 'number'
      ? [...(count === 0 ? [`${key}_zero`] : []), `${key}_${pluralOf(language, count)}`, `${key}_other`, key]
      : [key];
  let text: string | undefined;
  for (const catalogue of catalogues) {
    for (const candidate of candidates) {
      text = lookup(catalogue, candidate);
      if (text !== undefined) break;
    }
    if (text !== undefined) break;
  }
  if (text === undefined) return key;
  if (!values) return text;
  // A placeholder without a value stays as it is, as i18next leaves it.
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? placeholder : String(value);
  });
}

/**
 * The first of the phone's languages (the one it chose here before, then the browser's, in its
 * order of preference) that the app speaks: "zh-CN" counts as "zh".
 */
export function pickLanguage<L extends string>(
  supported: readonly L[],
  preferred: (string | null | undefined)[],
  fallback: L,
): L {
  for (const tag of preferred) {
    const base = tag?.split(/[-_]/)[0]?.toLowerCase();
    const found = supported.find((l) => l === base);
    if (found) return found;
  }
  return fallback;
}
