import i18n, { type BackendModule } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { en } from './i18n/en';

export const languages = ['en', 'zh'] as const;
export type Language = (typeof languages)[number];

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

/** English is in the first download; Chinese comes in its own small file when it is chosen. */
const lazyLanguages: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    if (language === 'zh') {
      import('./i18n/zh').then(
        (m) => callback(null, m.zh),
        (err: Error) => callback(err, false),
      );
    } else callback(null, en);
  },
};

// Same detection as the portal: local storage first, then the browser.
void i18n
  .use(lazyLanguages)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    supportedLngs: languages,
    fallbackLng: 'en',
    load: 'languageOnly',
    detection: {
      order: ['localStorage', 'navigator'],
      caches: ['localStorage'],
      lookupLocalStorage: 'i18nextLng',
      convertDetectedLanguage: (lng) => lng.split('-')[0] ?? lng,
    },
    interpolation: { escapeValue: false },
    initAsync: false,
  });

const htmlLang = (lng: string | undefined) => (lng === 'zh' ? 'zh-Hans' : 'en');
i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = htmlLang(lng);
});
document.documentElement.lang = htmlLang(i18n.resolvedLanguage);

export default i18n;
