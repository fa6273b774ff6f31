import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirmRules, passwordRules } from '../../lib/validation';

export interface PasswordFieldsProps {
  label: string;
  hint: string;
  /** The field that takes the password again, and its label. */
  confirm: string;
  confirmLabel: string;
  /** Checked only while a password is being set (an edit may leave it empty). */
  checked?: boolean;
}

/** A new password of a person's account (drawers), and the same typed again. */
export function PasswordFields({ label, hint, confirm, confirmLabel, checked = true }: PasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="password" label={label} rules={checked ? passwordRules(t) : []} extra={hint}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name={confirm}
        label={confirmLabel}
        dependencies={['password']}
        rules={checked ? confirmRules(t, 'password', 'validation.passwordMismatch') : []}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
