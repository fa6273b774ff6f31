import type { AgentRank, Gender, Role, TAllowance, TUser } from '@meja/contracts';
import { bankNameOf, flagOut, recruitmentAllowanceTargetSen, senToRM } from '@meja/contracts';
import { dobOut } from '../buddies/profile';
import { isAgentRank } from './agents';
import type { UserListRow } from './repository';

/**
 * A buddy's profile, referrer and wallet, as the "platform buddy" screens show them. Its e-mail
 * (SPEC §3 Member) is the one it gave in its profile; an account an admin made with an e-mail and
 * no profile e-mail yet shows that one.
 */
function buddyFields(r: UserListRow): Partial<TUser> {
  const points = -(r.pointsBalance ?? 0);
  return {
    email: r.contactEmail ?? r.email,
    first_name: r.firstName,
    date_of_birth: dobOut(r.dateOfBirth),
    gender: r.gender as Gender | null,
    city: r.city,
    upline_id: r.referrerId,
    upline_name: r.referrerName,
    referral_code: r.referralCode,
    wallet_balance: points,
    wallet_value: senToRM(points),
  };
}

/** SPEC §3 Agent: IC No, bank details, entitlement, and where the agent sits in the network. */
function agentFields(r: UserListRow, rank: AgentRank): Partial<TUser> {
  return {
    agent_rank: rank,
    icno: r.icNo,
    bank: r.bank,
    bank_name: bankNameOf(r.bank),
    account_no: r.accountNo,
    account_name: r.accountName,
    entitled: r.entitled ? 'yes' : 'no',
    is_entitled: r.entitled,
    mentor: r.mentor,
    master_agent: r.masterAgent,
    sub_agents: r.subAgentCount ?? 0,
    merchants: r.merchantCount ?? 0,
  };
}

/**
 * A merchant's recruitment allowance on the allowance list: its payout item's payable amount once
 * made; before that, what the current payout setting would pay (nothing if the agent is not entitled).
 */
function allowanceOf(r: UserListRow): TAllowance | undefined {
  if (r.allowanceStatus === null || r.uplineId === null) return undefined;
  const status = r.allowanceStatus as TAllowance['status'];
  const sales = r.salesSen ?? 0;
  const amount = r.allowancePayableSen ?? (status === 'not_entitled' ? 0 : (r.settingAllowanceSen ?? 0));
  return {
    agent_id: r.uplineId,
    agent_name: r.uplineName ?? '',
    entitled: r.agentEntitled ?? false,
    sales_sen: sales,
    sales: senToRM(sales),
    target_sen: recruitmentAllowanceTargetSen,
    status,
    amount_sen: amount,
    amount: senToRM(amount),
    item_id: r.allowanceItemId,
  };
}

export function toUser(r: UserListRow): TUser {
  const role = r.role as Role;
  const allowance = allowanceOf(r);
  return {
    id: r.id,
    type: role,
    username: r.username,
    name: r.name,
    email: r.email,
    phone_number: r.phoneNumber,
    status: r.status as TUser['status'],
    first_login: r.firstLogin,
    agent_id: r.uplineId,
    upline_name: r.uplineName,
    setup_status: r.setupStatus,
    assign_subagent: flagOut(r.subAgentId !== null),
    subagent_id: r.subAgentId,
    subagent_name: r.subAgentName,
    created_at: r.createdAt.toISOString(),
    ...(role === 'buddy' && buddyFields(r)),
    ...(isAgentRank(role) && agentFields(r, role)),
    ...(allowance && { allowance }),
  };
}
