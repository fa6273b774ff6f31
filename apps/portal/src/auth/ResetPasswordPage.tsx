import { isApiError, useResetPassword } from '@meja/client';
import { Alert, App, Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { showFormError } from '../lib/form-errors';
import { confirmRules, passwordRules } from '../lib/validation';
import { AuthLayout } from './AuthLayout';

interface Values {
  new_password: string;
  new_password_confirmation: string;
}

/** The e-mailed link: /reset-password?token=… */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [form] = Form.useForm<Values>();
  const reset = useResetPassword();
  const [linkError, setLinkError] = useState<string | null>(null);

  if (!token) {
    return (
      <AuthLayout title={t('auth.reset.title')}>
        <Result
          status="warning"
          subTitle={t('auth.reset.missingToken')}
          extra={<Link to="/forgot-password">{t('auth.reset.requestNew')}</Link>}
        />
      </AuthLayout>
    );
  }

  const submit = async (values: Values) => {
    setLinkError(null);
    try {
      const reply = await reset.mutateAsync({ token, ...values });
      message.success(reply.message);
      navigate('/login', { replace: true });
    } catch (err) {
      // A used or expired link has no field to point at: say so above the form.
      if (isApiError(err) && err.status < 500 && err.status !== 0 && !err.errors) setLinkError(err.message);
      else showFormError(form, err);
    }
  };

  return (
    <AuthLayout title={t('auth.reset.title')} intro={t('auth.reset.intro')}>
      {linkError && (
        <Alert
          type="error"
          showIcon
          title={linkError}
          description={<Link to="/forgot-password">{t('auth.reset.requestNew')}</Link>}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form form={form} name="reset" layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item
          name="new_password"
          label={t('auth.reset.newPassword')}
          rules={passwordRules(t)}
          extra={t('validation.passwordHint')}
        >
          <Input.Password autoComplete="new-password" autoFocus />
        </Form.Item>
        <Form.Item
          name="new_password_confirmation"
          label={t('auth.reset.confirmPassword')}
          dependencies={['new_password']}
          rules={confirmRules(t, 'new_password', 'validation.newPasswordMismatch')}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={reset.isPending}>
          {t('auth.reset.submit')}
        </Button>
      </Form>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/login">{t('common.backToSignIn')}</Link>
      </div>
    </AuthLayout>
  );
}
