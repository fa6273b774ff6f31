import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** The spinner shown while a lazily loaded screen (or its data) arrives. */
export function Loading({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useTranslation();
  return (
    <Flex
      role="status"
      aria-label={t('common.loading')}
      align="center"
      justify="center"
      style={{ minHeight: fullPage ? '100vh' : 320 }}
    >
      <Spin size="large" />
    </Flex>
  );
}
