import { type TChangePasswordInput, useChangePassword } from '@meja/client';
import { App, Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { showFormError } from '../lib/form-errors';
import { queryClient } from '../lib/query-client';
import { clearSession } from '../lib/session';
import { NewPasswordFields } from './NewPasswordFields';

/** A new password ends every session, this one too: afterwards the user signs in again. */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TChangePasswordInput>();
  const change = useChangePassword();

  const submit = async (values: TChangePasswordInput) => {
    try {
      const reply = await change.mutateAsync(values);
      clearSession('sign_out');
      queryClient.clear();
      message.success({ content: `${reply.message} ${t('auth.change.signInAgain')}`, duration: 5 });
    } catch (err) {
      showFormError(form, err);
    }
  };

  return (
    <Card style={{ maxWidth: 480 }}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('auth.change.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('auth.change.intro')}</Typography.Paragraph>
      <Form form={form} name="change-password" layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item
          name="current_password"
          label={t('auth.change.current')}
          rules={[{ required: true, message: t('validation.currentPasswordRequired') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields
          name="new_password"
          confirmName="new_password_confirmation"
          mismatch="validation.newPasswordMismatch"
        />
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t('auth.change.submit')}
        </Button>
      </Form>
    </Card>
  );
}
