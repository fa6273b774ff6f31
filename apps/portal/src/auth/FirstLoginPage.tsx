import { useFirstTimeLogin } from '@meja/client';
import { App, Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { showFormError } from '../lib/form-errors';
import { homeOf } from '../lib/home';
import { clearSession, updateUser, useSession } from '../lib/session';
import { AuthForm, AuthLayout } from './AuthLayout';
import { NewPasswordFields } from './NewPasswordFields';
import { useSignOut } from './useSignOut';

interface Values {
  password: string;
  password_confirmation: string;
}

/** SPEC §4: after a sign-in with the first-login flag, the user sets their own password first. */
export default function FirstLoginPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const session = useSession();
  const [form] = Form.useForm<Values>();
  const save = useFirstTimeLogin();
  const signOut = useSignOut();

  if (!session) return null;
  if (!session.user.first_login) return <Navigate to={homeOf(session.user)} replace />;
  const { user } = session;

  const submit = async (values: Values) => {
    try {
      const reply = await save.mutateAsync(values);
      if (user.status === 'active') {
        message.success(reply.message);
        updateUser({ ...user, first_login: false });
      } else {
        // An account not yet active may only set its password; it signs in once activated.
        message.info({ content: `${reply.message} ${t('auth.firstLogin.notActiveYet')}`, duration: 8 });
        clearSession('sign_out');
      }
    } catch (err) {
      showFormError(form, err);
    }
  };

  return (
    <AuthLayout title={t('auth.firstLogin.title')} intro={t('auth.firstLogin.intro')}>
      <AuthForm
        form={form}
        name="first-login"
        onFinish={submit}
        submit={t('auth.firstLogin.submit')}
        pending={save.isPending}
        footer={
          <Button type="link" onClick={signOut}>
            {t('common.signOut')}
          </Button>
        }
      >
        <NewPasswordFields
          name="password"
          confirmName="password_confirmation"
          mismatch="validation.passwordMismatch"
          autoFocus
        />
      </AuthForm>
    </AuthLayout>
  );
}
