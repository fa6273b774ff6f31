import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirmRules, passwordRules } from '../lib/validation';

/** A new password and its confirmation, with SPEC §5's rules and mismatch message. */
export function NewPasswordFields(props: {
  name: string;
  confirmName: string;
  mismatch: 'validation.passwordMismatch' | 'validation.newPasswordMismatch';
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name={props.name}
        label={t('auth.reset.newPassword')}
        rules={passwordRules(t)}
        extra={t('validation.passwordHint')}
      >
        <Input.Password autoComplete="new-password" autoFocus={props.autoFocus} />
      </Form.Item>
      <Form.Item
        name={props.confirmName}
        label={t('auth.reset.confirmPassword')}
        dependencies={[props.name]}
        rules={confirmRules(t, props.name, props.mismatch)}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
