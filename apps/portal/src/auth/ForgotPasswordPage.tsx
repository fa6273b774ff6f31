import { useSendForgetEmail } from '@meja/client';
import type { TForgetEmailBody } from '@meja/contracts';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showFormError } from '../lib/form-errors';
import { AuthLayout } from './AuthLayout';

/** Asks for a reset link and shows the server's reply, which is the same for any address. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<TForgetEmailBody>();
  const send = useSendForgetEmail();
  const [sent, setSent] = useState<string | null>(null);

  const submit = async (values: TForgetEmailBody) => {
    setSent(null);
    try {
      setSent((await send.mutateAsync({ email: values.email.trim() })).message);
    } catch (err) {
      showFormError(form, err);
    }
  };

  return (
    <AuthLayout title={t('auth.forgot.title')} intro={t('auth.forgot.intro')}>
      {sent && <Alert type="success" showIcon title={sent} style={{ marginBottom: 16 }} />}
      <Form form={form} name="forgot" layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item
          name="email"
          label={t('auth.forgot.email')}
          rules={[
            { required: true, whitespace: true, message: t('validation.emailRequired') },
            { type: 'email', message: t('validation.email') },
          ]}
        >
          <Input type="email" autoComplete="email" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={send.isPending}>
          {t('auth.forgot.submit')}
        </Button>
      </Form>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/login">{t('common.backToSignIn')}</Link>
      </div>
    </AuthLayout>
  );
}
