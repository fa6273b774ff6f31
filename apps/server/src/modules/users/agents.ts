import type { AgentRank, MessageKey, Role, TCreateUserBody, TUpdateUserBody, TUser } from '@meja/contracts';
import { agentRoles } from '@meja/contracts';
import { AppError, fieldError } from '../../lib/errors';
import { type Actor, holds } from '../../policy';
import { malaysianPhone } from '../merchants/phone';

/**
 * The rules of the agent form (SPEC §3 Agent, §4, §5): what is required of an agent of any rank,
 * how its phone is kept, and which rank changes are allowed. Other account types never meet them.
 */

export const isAgentRank = (role: string): role is AgentRank =>
  (agentRoles as readonly string[]).includes(role);

/**
 * The type a POST creates: `agent_rank` (the old client's field) names the rank of an agent, so it
 * wins over a `type` of agent; a non-agent type keeps its own.
 */
export function createdType(body: Pick<TCreateUserBody, 'type' | 'agent_rank'>): Exclude<Role, 'staff'> {
  if (body.type && !isAgentRank(body.type)) return body.type;
  const type = body.agent_rank ?? body.type;
  if (!type) throw fieldError('type', 'validation.type_required');
  return type;
}

/** An agent's phone in E.164: undefined when not given, null when emptied (SPEC §5 "Phone number must be valid"). */
export function agentPhone(given: string | undefined): string | null | undefined {
  if (given === undefined) return undefined;
  if (given.trim() === '') return null;
  const phone = malaysianPhone(given);
  if (phone === undefined) throw fieldError('phone_number', 'validation.agent_phone');
  return phone;
}

type BankDetails = Pick<TCreateUserBody, 'bank' | 'account_no' | 'account_name'>;

/**
 * The bank, account number and account name go together: once any of them is sent, all three are
 * required (with what the agent already has). The old client sends none of them for a merchant or a
 * sub-agent, and an agent without bank details is allowed until they are first given.
 */
export function checkBankDetails(
  sent: BankDetails,
  current?: Pick<TUser, 'bank' | 'account_no' | 'account_name'>,
) {
  if (sent.bank === undefined && sent.account_no === undefined && sent.account_name === undefined) return;
  const merged = {
    bank: sent.bank !== undefined ? sent.bank : (current?.bank ?? null),
    account_no: sent.account_no !== undefined ? sent.account_no : (current?.account_no ?? null),
    account_name: sent.account_name !== undefined ? sent.account_name : (current?.account_name ?? null),
  };
  const errors: Record<string, MessageKey> = {};
  if (!merged.bank) errors.bank = 'validation.agent_bank';
  if (!merged.account_no) errors.account_no = 'validation.agent_account_no';
  if (!merged.account_name) errors.account_name = 'validation.agent_account_name';
  if (Object.keys(errors).length > 0) throw new AppError('validation', 'error.validation', errors);
}

/**
 * Who is paid where and whether an agent earns recruitment allowances is money the platform pays:
 * only an admin sets an agent's entitlement, or changes bank details once the agent exists (an
 * upline could otherwise redirect its downline's payouts to its own account).
 */
export function checkPayoutDetails(
  actor: Actor,
  sent: BankDetails & { entitled?: boolean },
  current?: Pick<TUser, 'bank' | 'account_no' | 'account_name' | 'is_entitled'>,
) {
  if (holds(actor, 'users.payout_details')) return;
  if (!current) {
    if (sent.entitled) throw fieldError('entitled', 'error.admin_only_field');
    return;
  }
  const changed = (['bank', 'account_no', 'account_name'] as const).filter(
    (f) => sent[f] !== undefined && sent[f] !== (current[f] ?? null),
  );
  const entitledChanged = sent.entitled !== undefined && sent.entitled !== (current.is_entitled ?? false);
  const fields = [...changed, ...(entitledChanged ? ['entitled'] : [])];
  if (fields.length > 0)
    throw new AppError(
      'forbidden',
      'error.admin_only_payout_details',
      Object.fromEntries(fields.map((f) => [f, 'error.admin_only_payout_details'])),
    );
}

/**
 * SPEC §4 "An agent can only be upgraded to mentor": the rank a PUT moves an account to, or
 * undefined when it stays. Only admins, and master agents (for agents of their downline: the caller
 * reached the row through its scope), may upgrade; any other change of type is refused.
 */
export function rankChange(
  actor: Actor,
  current: Pick<TUser, 'type'>,
  body: Pick<TUpdateUserBody, 'type' | 'agent_rank'>,
): 'mentor' | undefined {
  const field = body.agent_rank !== undefined ? 'agent_rank' : 'type';
  const wanted = body.agent_rank ?? body.type;
  if (wanted === undefined || wanted === current.type) return undefined;
  if (!isAgentRank(current.type)) throw fieldError(field, 'validation.type_unchangeable');
  if (current.type !== 'agent' || wanted !== 'mentor')
    throw fieldError(field, 'validation.agent_upgrade_only');
  if (!holds(actor, 'users.upgrade_agent')) throw fieldError(field, 'validation.agent_upgrade_by');
  return 'mentor';
}
