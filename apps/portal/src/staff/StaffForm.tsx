import type { AccessOption, StaffRole, TStaff, UserStatus } from '@meja/contracts';
import { accessOptions, defaultAccessOf, staffRoles } from '@meja/contracts/constants';
import { Form, type FormInstance, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { EditForm } from '../kit/form/Field';
import { FormButtons } from '../kit/form/FormButtons';
import { PasswordFields } from '../kit/form/PasswordFields';
import { useSession } from '../lib/session';
import { emailRule, maxRule } from '../lib/validation';
import { StaffResetLink } from './StaffResetLink';
import { staffSignInOffer } from './sign-in-offer';

export interface StaffFormValues {
  email: string;
  nickname?: string;
  role: StaffRole;
  access_option: AccessOption;
  status: UserStatus;
  password?: string;
  password_confirmation?: string;
}

interface Props {
  mode: 'create' | 'edit';
  staff?: TStaff;
  submitting: boolean;
  /** Gets the form too, to put the server's field errors on it. */
  onSubmit: (values: StaffFormValues, form: FormInstance<StaffFormValues>) => Promise<void>;
  onCancel: () => void;
}

/**
 * Create and edit of an operation user; SPEC §5 checks run before anything is sent. Editing one who
 * chose their own password offers no new password nor login e-mail (the server refuses both): a
 * reset link to their own e-mail instead (PRODUCT.md "Accounts").
 */
export function StaffForm({ mode, staff, submitting, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<StaffFormValues>();
  const password = Form.useWatch('password', form);
  const creating = mode === 'create';
  const me = useSession()?.user;
  const offer =
    !creating && staff && me
      ? staffSignInOffer(me, staff)
      : { password: creating, email: true, resetLink: false };
  const self = Boolean(staff && me && staff.id === me.id);
  const passwordHint = self ? 'staff.selfPasswordHint' : 'staff.ownPasswordHint';

  const initialValues: Partial<StaffFormValues> =
    !creating && staff
      ? {
          email: staff.email,
          nickname: staff.nickname ?? '',
          role: staff.role ?? undefined,
          access_option: staff.access_option ?? undefined,
          status: staff.status,
        }
      : { role: 'Cashier', access_option: defaultAccessOf.Cashier, status: 'inactive' };

  // A new role brings its default access option; the owner may still pick another.
  const onValuesChange = (changed: Partial<StaffFormValues>) => {
    if (changed.role) form.setFieldValue('access_option', defaultAccessOf[changed.role]);
  };

  return (
    <EditForm
      form={form}
      name={`staff-${mode}`}
      initialValues={initialValues}
      onValuesChange={onValuesChange}
      onFinish={(values) => onSubmit(values, form)}
    >
      <Form.Item
        name="email"
        label={t('staff.fields.email')}
        rules={[
          { required: true, whitespace: true, message: t('validation.email') },
          emailRule(t),
          maxRule(t, 254),
        ]}
        extra={offer.email ? undefined : t('staff.emailLockedHint')}
      >
        <Input type="email" autoComplete="off" disabled={!offer.email} />
      </Form.Item>
      <Form.Item name="nickname" label={t('staff.fields.nickname')} rules={[maxRule(t, 120)]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="role"
        label={t('staff.fields.role')}
        rules={[{ required: true, message: t('validation.required') }]}
      >
        <Select options={staffRoles.map((r) => ({ value: r, label: t(`staff.roles.${r}`) }))} />
      </Form.Item>
      <Form.Item
        name="access_option"
        label={t('staff.fields.accessOption')}
        extra={t('staff.accessHint')}
        rules={[{ required: true, message: t('validation.required') }]}
      >
        <Select options={accessOptions.map((a) => ({ value: a, label: t(`staff.access.${a}`) }))} />
      </Form.Item>
      <Form.Item
        name="status"
        label={t('staff.fields.status')}
        extra={creating ? t('staff.createHint') : undefined}
      >
        <Radio.Group
          options={[
            { value: 'active', label: t('status.active') },
            { value: 'inactive', label: t('status.inactive') },
          ]}
        />
      </Form.Item>
      {(creating || offer.password) && (
        <PasswordFields
          label={t(creating ? 'staff.fields.password' : 'staff.fields.newPassword')}
          hint={creating ? t('staff.passwordHint') : t('staff.newPasswordHint')}
          confirm="password_confirmation"
          confirmLabel={t('staff.fields.confirmPassword')}
          checked={creating || Boolean(password)}
        />
      )}
      {!creating && !offer.password && (
        <Form.Item label={t('staff.fields.password')} extra={t(passwordHint)}>
          {offer.resetLink && staff && <StaffResetLink staff={staff} />}
        </Form.Item>
      )}
      {!creating && offer.password && offer.resetLink && staff && (
        <Form.Item extra={t('staff.resetLinkHint')}>
          <StaffResetLink staff={staff} />
        </Form.Item>
      )}
      <FormButtons pending={submitting} onCancel={onCancel} />
    </EditForm>
  );
}
