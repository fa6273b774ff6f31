import type { TUser } from '@meja/contracts';
import { type CreatableType, can, canList, creatableBy } from '@meja/contracts/permissions';
import { Checkbox, Form, type FormInstance, Input, Radio, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EditForm } from '../kit/form/Field';
import { FormButtons } from '../kit/form/FormButtons';
import { PasswordFields } from '../kit/form/PasswordFields';
import { useSession } from '../lib/session';
import { emailRule, maxRule, usernameRules } from '../lib/validation';
import { AgentFields, type AgentRank, phoneOk } from './AgentFields';
import { hasUpline, isAgentType } from './listings';
import { UserPicker } from './UserPicker';

export interface UserFormValues {
  type: CreatableType;
  username: string;
  name?: string;
  email?: string;
  phone_number?: string;
  status: 'active' | 'inactive';
  agent_id?: number | null;
  assign_subagent?: boolean;
  subagent_id?: number | null;
  terms_condition?: boolean;
  deposit_status?: boolean;
  // The agent form (SPEC §3 Agent)
  agent_rank?: AgentRank;
  icno?: string;
  bank?: string;
  account_no?: string;
  account_name?: string;
  entitled?: 'yes' | 'no';
  password?: string;
  confirm_password?: string;
}

interface Props {
  mode: 'create' | 'edit';
  /** Create only: the type is fixed by the list, or chosen here ('choose'). */
  createType?: CreatableType | 'choose';
  /** Edit only: the row being edited. */
  user?: TUser;
  submitting: boolean;
  /** Gets the form too, to put the server's field errors on it. */
  onSubmit: (values: UserFormValues, form: FormInstance<UserFormValues>) => Promise<void>;
  onCancel: () => void;
}

/**
 * The create and edit form of every listing; SPEC §5 checks run before anything is sent. A
 * merchant's form adds who handles it and, at sign-up, the terms and the deposit; a sub-agent's
 * form is the short one of SPEC §3 (username, status, password).
 */
export function UserForm({ mode, createType, user, submitting, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  // A fresh form per opening: nothing carries over from the previous row.
  const [form] = Form.useForm<UserFormValues>();
  const role = useSession()?.user.role;
  const chosenType = Form.useWatch('type', form);
  const type = mode === 'edit' ? user?.type : createType === 'choose' ? chosenType : createType;
  const showAgent = role !== undefined && canList(role, 'agent') && type !== undefined && hasUpline(type);
  const merchant = type === 'merchant';
  const showSubAgent = merchant && role !== undefined && canList(role, 'sub_agent');
  const assigned = Form.useWatch('assign_subagent', form);
  const subAgentForm = type === 'sub_agent';
  const agentForm = isAgentType(type);
  // Another account's sign-in details are the matrix's `users.sign_in_details` (PRODUCT.md "Accounts").
  const signInLocked = mode === 'edit' && !(role && can({ role }, 'users.sign_in_details'));

  const initialValues: Partial<UserFormValues> =
    mode === 'edit' && user
      ? {
          type: user.type as CreatableType,
          username: user.username,
          name: user.name ?? '',
          email: user.email ?? '',
          phone_number: user.phone_number ?? '',
          status: user.status,
          agent_id: user.agent_id,
          assign_subagent: user.assign_subagent === 1,
          subagent_id: user.subagent_id,
          ...(isAgentType(user.type) && {
            agent_rank: user.type as AgentRank,
            icno: user.icno ?? '',
            bank: user.bank ?? undefined,
            account_no: user.account_no ?? '',
            account_name: user.account_name ?? '',
            entitled: user.entitled ?? 'no',
          }),
        }
      : {
          type: createType === 'choose' ? undefined : createType,
          agent_rank: createType === 'agent' ? 'agent' : undefined,
          entitled: 'no',
          status: 'inactive',
          terms_condition: false,
          deposit_status: false,
        };

  return (
    <EditForm
      form={form}
      name={`user-${mode}`}
      initialValues={initialValues}
      onFinish={(values) => onSubmit(values, form)}
    >
      {mode === 'create' && createType === 'choose' && role && (
        <Form.Item
          name="type"
          label={t('users.fields.type')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <Select options={creatableBy(role).map((r) => ({ value: r, label: t(`roles.${r}`) }))} />
        </Form.Item>
      )}
      <Form.Item name="username" label={t('users.fields.username')} rules={usernameRules(t)}>
        <Input autoComplete="off" disabled={signInLocked} />
      </Form.Item>
      <Form.Item name="name" label={t('users.fields.name')} rules={[maxRule(t, 120)]}>
        <Input autoComplete="off" />
      </Form.Item>
      {!subAgentForm && (
        <>
          <Form.Item
            name="email"
            label={t('users.fields.email')}
            rules={[
              // A new merchant's way back in when it forgets its password (issue 26).
              ...(mode === 'create' && merchant
                ? [{ required: true, whitespace: true, message: t('users.fields.emailRequired') }]
                : []),
              emailRule(t),
              maxRule(t, 254),
            ]}
          >
            <Input type="email" autoComplete="off" disabled={signInLocked} />
          </Form.Item>
          {!agentForm && (
            <Form.Item
              name="phone_number"
              label={t('users.fields.phone')}
              rules={[
                maxRule(t, 20),
                {
                  // The server checks the number itself (a Malaysian one); this catches what cannot be one.
                  validator: async (_, v: unknown) => {
                    if (typeof v === 'string' && v.trim() !== '' && !phoneOk(v)) {
                      throw new Error(t('users.agent.invalidPhone'));
                    }
                  },
                },
              ]}
            >
              <Input type="tel" autoComplete="off" disabled={signInLocked} />
            </Form.Item>
          )}
        </>
      )}
      {agentForm && role && (
        <AgentFields mode={mode} role={role} user={user} chooseRank={createType !== 'choose'} />
      )}
      <Form.Item
        name="status"
        label={t('users.fields.status')}
        extra={mode === 'create' ? t('users.createHint') : undefined}
      >
        <Radio.Group
          options={[
            { value: 'active', label: t('status.active') },
            { value: 'inactive', label: t('status.inactive') },
          ]}
        />
      </Form.Item>
      {showAgent && (
        <Form.Item name="agent_id" label={t(agentForm ? 'users.agent.upline' : 'users.fields.agent')}>
          <UserPicker
            listing="agent"
            current={
              user?.agent_id ? { id: user.agent_id, name: user.upline_name ?? String(user.agent_id) } : null
            }
          />
        </Form.Item>
      )}
      {showSubAgent && (
        <>
          <Form.Item name="assign_subagent" label={t('users.fields.assignSubAgent')} valuePropName="checked">
            <Switch />
          </Form.Item>
          {assigned && (
            <Form.Item
              name="subagent_id"
              label={t('users.fields.subAgent')}
              rules={[{ required: true, message: t('users.fields.subAgentRequired') }]}
            >
              <UserPicker
                listing="sub_agent"
                current={
                  user?.subagent_id
                    ? { id: user.subagent_id, name: user.subagent_name ?? String(user.subagent_id) }
                    : null
                }
              />
            </Form.Item>
          )}
        </>
      )}
      {mode === 'create' && merchant && (
        <>
          {role && can({ role }, 'merchant_profile.platform_fields') && (
            <Form.Item name="deposit_status" label={t('users.fields.deposit')} valuePropName="checked">
              <Switch />
            </Form.Item>
          )}
          <Form.Item
            name="terms_condition"
            valuePropName="checked"
            rules={[
              {
                validator: (_, v) =>
                  v ? Promise.resolve() : Promise.reject(new Error(t('users.fields.termsRequired'))),
              },
            ]}
          >
            <Checkbox>{t('users.fields.terms')}</Checkbox>
          </Form.Item>
        </>
      )}
      {mode === 'create' && (
        <PasswordFields
          label={t('users.fields.password')}
          hint={t('validation.passwordHint')}
          confirm="confirm_password"
          confirmLabel={t('users.fields.confirmPassword')}
        />
      )}
      <FormButtons pending={submitting} onCancel={onCancel} />
      {mode === 'edit' && user && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
          {t('users.columns.id')}: {user.id} · {t(`roles.${user.type}`)}
        </Typography.Paragraph>
      )}
    </EditForm>
  );
}
