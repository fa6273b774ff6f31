import { GlobalOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage, languages } from '.';

const options = languages.map((l) => ({ value: l.code, label: l.label }));

/**
 * Labelled "Language" in every language, so someone who cannot read the current one still finds
 * it; each option is written in its own language.
 */
export function LanguageSwitcher() {
  const { i18n } = useTranslation();
  return (
    <Select
      aria-label="Language"
      value={currentLanguage()}
      onChange={(lng) => i18n.changeLanguage(lng)}
      options={options}
      prefix={<GlobalOutlined aria-hidden />}
      popupMatchSelectWidth={false}
      style={{ minWidth: 140 }}
    />
  );
}
