import { isApiError, useLogin } from '@meja/client';
import type { TLoginBody } from '@meja/contracts';
import { Alert, App, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showFormError } from '../lib/form-errors';
import { greeting } from '../lib/greeting';
import { setSession } from '../lib/session';
import { SupportLine } from '../settings/SupportLine';
import { AuthForm, AuthLayout } from './AuthLayout';

/** Sign in. The route guard then moves on: to the first-time password, the page asked for, or home. */
export default function LoginPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TLoginBody>();
  const login = useLogin();
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: TLoginBody) => {
    setError(null);
    try {
      const reply = await login.mutateAsync(values);
      // SPEC §7: a reply without a token is a failed sign-in.
      if (!reply.data?.token) {
        setError(t('auth.loginFailed'));
        return;
      }
      setSession(reply.data.token, reply.data.user);
      // The server's welcome is SPEC's merchant wording, kept for the old client; greet by role here.
      message.success(greeting(t, reply.data.user));
    } catch (err) {
      if (!isApiError(err) || err.status === 0 || err.status >= 500) return;
      if (err.errors) showFormError(form, err);
      setError(err.message);
    }
  };

  return (
    <AuthLayout title={t('auth.signInTitle')}>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <AuthForm
        form={form}
        name="login"
        onFinish={submit}
        submit={t('auth.signIn')}
        pending={login.isPending}
        footer={<Link to="/forgot-password">{t('auth.forgotLink')}</Link>}
      >
        <Form.Item
          name="username"
          label={t('auth.username')}
          rules={[{ required: true, whitespace: true, message: t('validation.usernameRequired') }]}
        >
          <Input autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('auth.password')}
          rules={[{ required: true, message: t('validation.passwordRequired') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
      </AuthForm>
      <SupportLine />
    </AuthLayout>
  );
}
