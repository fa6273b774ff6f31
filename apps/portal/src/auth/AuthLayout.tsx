import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../i18n/LanguageSwitcher';

/** The frame of the screens before sign-in: brand, a card with the form, and the language. */
export function AuthLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Flex
      vertical
      style={{ minHeight: '100vh', background: 'linear-gradient(160deg, #fff7e6 0%, #fff2e8 100%)' }}
    >
      <Flex justify="space-between" align="center" style={{ padding: '16px 24px' }}>
        <Flex align="center" gap={8}>
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <Typography.Text strong style={{ fontSize: 20 }}>
            Meja
          </Typography.Text>
        </Flex>
        <LanguageSwitcher />
      </Flex>
      <Flex flex={1} align="center" justify="center" style={{ padding: 16 }}>
        <main style={{ width: '100%', maxWidth: 420 }}>
          <Card>
            <Typography.Title level={3} style={{ marginTop: 0 }}>
              {title}
            </Typography.Title>
            {intro && <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>}
            {children}
          </Card>
          <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginTop: 16 }}>
            {t('app.tagline')}
          </Typography.Paragraph>
        </main>
      </Flex>
    </Flex>
  );
}
