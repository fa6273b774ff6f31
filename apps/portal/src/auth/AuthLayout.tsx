import { Button, Card, Flex, Form, type FormInstance, Typography } from 'antd';
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
        <Brand />
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

/** The logo and the name, at the top left. */
export function Brand() {
  return (
    <Flex align="center" gap={8}>
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <Typography.Text strong style={{ fontSize: 20 }}>
        Meja
      </Typography.Text>
    </Flex>
  );
}

export interface AuthFormProps<Values> {
  form: FormInstance<Values>;
  /** The form's name: its inputs' ids. */
  name: string;
  onFinish: (values: Values) => void;
  /** The submit button's text, and whether it is waiting for the server. */
  submit: string;
  pending: boolean;
  /** Under the card's form: the way to another screen. */
  footer: ReactNode;
  children: ReactNode;
}

/** The form of a screen before sign-in: its fields, one wide submit button, a way elsewhere. */
export function AuthForm<Values>(p: AuthFormProps<Values>) {
  return (
    <>
      <Form<Values> form={p.form} name={p.name} layout="vertical" requiredMark={false} onFinish={p.onFinish}>
        {p.children}
        <Button type="primary" htmlType="submit" block loading={p.pending}>
          {p.submit}
        </Button>
      </Form>
      <div style={{ marginTop: 16, textAlign: 'center' }}>{p.footer}</div>
    </>
  );
}
