import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

const en = {
  scanPrompt: 'Scan the QR code on your table to see the menu and order.',
};
const zh: typeof en = {
  scanPrompt: '扫描餐桌上的二维码，即可查看菜单并点餐。',
};

// Same detection as the portal: local storage first, then the browser.
void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en }, zh: { translation: zh } },
    supportedLngs: ['en', 'zh'],
    fallbackLng: 'en',
    detection: {
      order: ['localStorage', 'navigator'],
      caches: ['localStorage'],
      lookupLocalStorage: 'i18nextLng',
      convertDetectedLanguage: (lng) => lng.split('-')[0] ?? lng,
    },
    interpolation: { escapeValue: false },
    initAsync: false,
  });

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng === 'zh' ? 'zh-Hans' : 'en';
});
document.documentElement.lang = i18n.resolvedLanguage === 'zh' ? 'zh-Hans' : 'en';

export default i18n;
