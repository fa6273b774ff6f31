import type { Role, TUser } from '@meja/contracts';
import { malaysianBanks, normalizeIcNo } from '@meja/contracts/malaysia';
import { can, creatableBy } from '@meja/contracts/permissions';
import { Form, type FormRule, Input, Radio, Select } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isAgentType } from './listings';

/** The ranks an agent form offers, in order. */
const ranks = ['master_agent', 'mentor', 'agent'] as const;
export type AgentRank = (typeof ranks)[number];

/** The same checks as the server's (SPEC §5), with its messages; the server has the last word. */
const check =
  (test: (v: string) => boolean, message: string): FormRule =>
  () => ({
    validator: async (_, value: unknown) => {
      if (typeof value === 'string' && value.trim() !== '' && !test(value)) throw new Error(message);
    },
  });
const required = (message: string): FormRule => ({ required: true, whitespace: true, message });

export const accountNoOk = (v: string) => /^\d{5,20}$/.test(v.trim().replace(/[\s-]/g, ''));
// The server checks the number itself (libphonenumber); this only catches what cannot be one.
export const phoneOk = (v: string) => /^\+?[\d\s().-]{7,20}$/.test(v.trim());

interface Props {
  mode: 'create' | 'edit';
  /** The caller's role. */
  role: Role;
  /** Edit: the agent. */
  user?: TUser;
  /** Create: whether the rank is chosen here (the agent list) rather than as the type (all users). */
  chooseRank: boolean;
}

/**
 * The rank offered: on create, the ranks the caller may create; on edit, the agent's own rank and,
 * for an agent and a caller who may upgrade it, "mentor" (SPEC §4: an agent can only be upgraded
 * to mentor).
 */
const upgrades = (role: Role, user?: TUser) => user?.type === 'agent' && can({ role }, 'users.upgrade_agent');

function rankOptions(t: TFunction, mode: Props['mode'], role: Role, user?: TUser) {
  const own = user?.type;
  const allowed: readonly AgentRank[] =
    mode === 'create'
      ? ranks.filter((r) => creatableBy(role).includes(r))
      : upgrades(role, user)
        ? ['agent', 'mentor']
        : isAgentType(own)
          ? [own as AgentRank]
          : [];
  return allowed.map((r) => ({ value: r, label: t(`roles.${r}`) }));
}

/** SPEC §3 Agent: rank, IC No, phone, bank, account number and name, entitled. */
export function AgentFields({ mode, role, user, chooseRank }: Props) {
  const { t } = useTranslation();
  // Bank details and entitlement are money the platform pays: after creation, an admin's to change.
  const payoutDetails = can({ role }, 'users.payout_details');
  const payoutLocked = mode === 'edit' && !payoutDetails;
  const signInLocked = mode === 'edit' && !can({ role }, 'users.sign_in_details');
  return (
    <>
      {(mode === 'edit' || chooseRank) && (
        <Form.Item
          name="agent_rank"
          label={t('users.agent.rank')}
          extra={mode === 'edit' && upgrades(role, user) ? t('users.agent.upgradeHint') : undefined}
          rules={[required(t('users.agent.rankRequired'))]}
        >
          <Select options={rankOptions(t, mode, role, user)} />
        </Form.Item>
      )}
      <Form.Item
        name="icno"
        label={t('users.agent.icno')}
        extra={t('users.agent.icnoHint')}
        rules={[check((v) => normalizeIcNo(v) !== undefined, t('users.agent.invalidIcno'))]}
      >
        <Input maxLength={14} inputMode="numeric" autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="phone_number"
        label={t('users.fields.phone')}
        rules={[check(phoneOk, t('users.agent.invalidPhone'))]}
      >
        <Input type="tel" maxLength={20} autoComplete="off" disabled={signInLocked} />
      </Form.Item>
      <Form.Item name="bank" label={t('users.agent.bank')} rules={[required(t('users.agent.bankRequired'))]}>
        <Select
          disabled={payoutLocked}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('users.agent.bankPlaceholder')}
          options={malaysianBanks.map((b) => ({ value: b.code, label: b.name }))}
        />
      </Form.Item>
      <Form.Item
        name="account_no"
        label={t('users.agent.accountNo')}
        rules={[
          required(t('users.agent.invalidAccountNo')),
          check(accountNoOk, t('users.agent.invalidAccountNo')),
        ]}
      >
        <Input inputMode="numeric" maxLength={40} autoComplete="off" disabled={payoutLocked} />
      </Form.Item>
      <Form.Item
        name="account_name"
        label={t('users.agent.accountName')}
        rules={[required(t('users.agent.accountNameRequired')), { max: 200 }]}
      >
        <Input maxLength={200} autoComplete="off" disabled={payoutLocked} />
      </Form.Item>
      <Form.Item
        name="entitled"
        label={t('users.agent.entitled')}
        extra={payoutDetails ? t('users.agent.entitledHint') : t('users.agent.entitledAdminOnly')}
      >
        <Radio.Group
          disabled={!payoutDetails}
          options={[
            { value: 'yes', label: t('users.agent.yes') },
            { value: 'no', label: t('users.agent.no') },
          ]}
        />
      </Form.Item>
    </>
  );
}
