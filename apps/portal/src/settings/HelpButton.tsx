import { QuestionCircleOutlined } from '@ant-design/icons';
import { useContactInfo } from '@meja/client';
import { Button, Descriptions, Popover, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { hoursIn, mailto, tel, waMe } from './contact-links';

/**
 * The header's Help: how to reach the platform's support (admin setting type=contact, read from the
 * public route), with links that open mail, the dialler and WhatsApp. Hours in the UI's language.
 */
export function HelpButton() {
  const { t, i18n } = useTranslation();
  const contact = useContactInfo();
  const c = contact.data;
  const hours = c && hoursIn(i18n.resolvedLanguage ?? i18n.language, c);
  const content = c ? (
    <Descriptions
      column={1}
      size="small"
      style={{ maxWidth: 320 }}
      items={[
        {
          key: 'email',
          label: t('help.email'),
          children: <a href={mailto(c.support_email)}>{c.support_email}</a>,
        },
        {
          key: 'phone',
          label: t('help.phone'),
          children: <a href={tel(c.support_phone)}>{c.support_phone}</a>,
        },
        ...(c.whatsapp
          ? [
              {
                key: 'whatsapp',
                label: t('help.whatsapp'),
                children: (
                  <a href={waMe(c.whatsapp)} target="_blank" rel="noopener noreferrer">
                    {c.whatsapp}
                  </a>
                ),
              },
            ]
          : []),
        ...(hours ? [{ key: 'hours', label: t('help.hours'), children: hours }] : []),
      ]}
    />
  ) : contact.isError ? null : (
    <Spin size="small" />
  );
  return (
    <Popover title={t('help.title')} content={content} trigger="click" placement="bottomRight">
      <Button icon={<QuestionCircleOutlined />}>{t('help.button')}</Button>
    </Popover>
  );
}
