import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('errors.notFoundTitle')}
      subTitle={t('errors.notFound')}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('common.backHome')}
        </Button>
      }
    />
  );
}

export function Forbidden() {
  const { t } = useTranslation();
  return <Result status="403" title={t('errors.forbiddenTitle')} subTitle={t('errors.forbidden')} />;
}

/** A failed load, with the server's message (already in the user's language). */
export function LoadError({ error, onRetry }: { error: Error | null; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('errors.loadFailed')}
      subTitle={error?.message}
      extra={onRetry && <Button onClick={onRetry}>{t('common.retry')}</Button>}
    />
  );
}
