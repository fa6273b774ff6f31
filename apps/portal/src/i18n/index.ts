import dayjs from 'dayjs';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/pt';
import 'dayjs/locale/zh-cn';
import { en, zh } from './catalogue';
import { de } from './de';
import { fr } from './fr';
import { pt } from './pt';

export const languages = [
  { code: 'en', label: 'English', dayjs: 'en' },
  { code: 'zh', label: '中文', dayjs: 'zh-cn' },
  { code: 'fr', label: 'Français', dayjs: 'fr' },
  { code: 'de', label: 'Deutsch', dayjs: 'de' },
  { code: 'pt', label: 'Português', dayjs: 'pt' },
] as const;
export type LanguageCode = (typeof languages)[number]['code'];

export const currentLanguage = (): LanguageCode => {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return languages.find((l) => l.code === lng)?.code ?? 'en';
};

function applyLanguage(lng: string) {
  const language = languages.find((l) => l.code === lng) ?? languages[0];
  dayjs.locale(language.dayjs);
  document.documentElement.lang = language.code === 'zh' ? 'zh-Hans' : language.code;
}

i18n.on('languageChanged', (lng) => applyLanguage(i18n.resolvedLanguage ?? lng));

// SPEC §1: the language comes from local storage first, then from the browser.
void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: {
      en: { translation: en },
      zh: { translation: zh },
      fr: { translation: fr },
      de: { translation: de },
      pt: { translation: pt },
    },
    supportedLngs: languages.map((l) => l.code),
    fallbackLng: 'en',
    detection: {
      order: ['localStorage', 'navigator'],
      caches: ['localStorage'],
      lookupLocalStorage: 'i18nextLng',
      // "zh-CN", "fr-FR": the language without its region.
      convertDetectedLanguage: (lng) => lng.split('-')[0] ?? lng,
    },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });

export default i18n;
