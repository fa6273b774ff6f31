import type { Locale } from 'antd/es/locale';
import deDE from 'antd/locale/de_DE';
import enUS from 'antd/locale/en_US';
import frFR from 'antd/locale/fr_FR';
import ptPT from 'antd/locale/pt_PT';
import zhCN from 'antd/locale/zh_CN';
import type { LanguageCode } from '.';

/** antd's own texts (pagination, date pickers, confirm buttons) follow the portal's language. */
export const antdLocales: Record<LanguageCode, Locale> = {
  en: enUS,
  zh: zhCN,
  fr: frFR,
  de: deDE,
  pt: ptPT,
};
