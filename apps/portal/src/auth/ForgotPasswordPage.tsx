import { useSendForgetEmail } from '@meja/client';
import type { TForgetEmailBody } from '@meja/contracts';
import { Alert, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showFormError } from '../lib/form-errors';
import { AuthForm, AuthLayout } from './AuthLayout';

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
      <AuthForm
        form={form}
        name="forgot"
        onFinish={submit}
        submit={t('auth.forgot.submit')}
        pending={send.isPending}
        footer={<Link to="/login">{t('common.backToSignIn')}</Link>}
      >
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
      </AuthForm>
    </AuthLayout>
  );
}
