import { useContactInfo } from '@meja/client';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { mailto, tel } from './contact-links';

/** Under the sign-in form: "Need help? support@… · phone" (nothing until the contact is loaded). */
export function SupportLine() {
  const { t } = useTranslation();
  const c = useContactInfo().data;
  if (!c) return null;
  return (
    <Typography.Paragraph
      type="secondary"
      style={{ marginTop: 12, textAlign: 'center' }}
      data-testid="support-line"
    >
      {t('help.signIn')} <a href={mailto(c.support_email)}>{c.support_email}</a> ·{' '}
      <a href={tel(c.support_phone)}>{c.support_phone}</a>
    </Typography.Paragraph>
  );
}
