import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Buddies order in the ordering app; the portal only tells them so (and lets them change password). */
export default function DinerPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="info"
      title={t('diner.title')}
      subTitle={t('diner.body')}
      extra={
        <Button type="primary" href="/order/">
          {t('diner.openOrder')}
        </Button>
      }
    />
  );
}
