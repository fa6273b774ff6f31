import { useMemo, useSyncExternalStore } from 'react';
import { en } from './i18n/en';
import { type Catalogue, pickLanguage, type TFunction, translate } from './i18n/translate';

export type { TFunction, TKey } from './i18n/translate';

export const languages = ['en', 'zh'] as const;
export type Language = (typeof languages)[number];

/** i18next's key, so a phone keeps the language it chose before (and the portal's on this site). */
const storageKey = 'i18nextLng';

function stored(): string | null {
  try {
    return window.localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

function remember(language: Language) {
  try {
    window.localStorage.setItem(storageKey, language);
  } catch {
    // Blocked storage: the language holds for this page view.
  }
}

/** English is in the first download; Chinese comes in its own small file when it is chosen. */
const catalogues: Partial<Record<Language, Catalogue>> = { en };
const lazyCatalogues: Record<Exclude<Language, 'en'>, () => Promise<Catalogue>> = {
  zh: () => import('./i18n/zh').then((m) => m.zh),
};
const loading = new Map<Language, Promise<void>>();
function load(language: Language): Promise<void> {
  if (language === 'en' || catalogues[language]) return Promise.resolve();
  let promise = loading.get(language);
  if (!promise) {
    promise = lazyCatalogues[language]().then(
      (catalogue) => {
        catalogues[language] = catalogue;
      },
      (err: unknown) => {
        loading.delete(language);
        throw err;
      },
    );
    loading.set(language, promise);
  }
  return promise;
}

const htmlLang = (language: Language) => (language === 'zh' ? 'zh-Hans' : 'en');

let current: Language = 'en';
const listeners = new Set<() => void>();

function use(language: Language, { keep = true } = {}) {
  if (keep) remember(language);
  document.documentElement.lang = htmlLang(language);
  if (language === current) return;
  current = language;
  for (const l of listeners) l();
}

const t: TFunction = (key, values) => translate(current, [catalogues[current], en], key, values);

const i18n = {
  t,
  /** The language the texts are in now. */
  get resolvedLanguage(): Language {
    return current;
  },
  get language(): Language {
    return current;
  },
  /** Switches once the language's texts are here, so the page never blanks while they arrive. */
  changeLanguage: (language: Language): Promise<void> => load(language).then(() => use(language)),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Same detection as the portal: the language chosen here before, then the browser's.
const detected = pickLanguage(
  languages,
  [stored(), ...(navigator.languages ?? []), navigator.language],
  'en',
);

/** Settles once the phone's language can be shown (English at once; Chinese after its file, or English if it fails). */
export const i18nReady: Promise<void> = i18n.changeLanguage(detected).catch(() => use('en', { keep: false }));

/** The texts in the current language; the component draws again when the diner switches. */
export function useTranslation() {
  const language = useSyncExternalStore(i18n.subscribe, () => current);
  return useMemo(() => {
    const translated: TFunction = (key, values) =>
      translate(language, [catalogues[language], en], key, values);
    return { t: translated, i18n };
  }, [language]);
}

export default i18n;
