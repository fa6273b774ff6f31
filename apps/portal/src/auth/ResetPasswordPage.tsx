import { isApiError, useResetPassword } from '@meja/client';
import { Alert, App, Form, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { showFormError } from '../lib/form-errors';
import { AuthForm, AuthLayout } from './AuthLayout';
import { NewPasswordFields } from './NewPasswordFields';

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
      <AuthForm
        form={form}
        name="reset"
        onFinish={submit}
        submit={t('auth.reset.submit')}
        pending={reset.isPending}
        footer={<Link to="/login">{t('common.backToSignIn')}</Link>}
      >
        <NewPasswordFields
          name="new_password"
          confirmName="new_password_confirmation"
          mismatch="validation.newPasswordMismatch"
          autoFocus
        />
      </AuthForm>
    </AuthLayout>
  );
}
