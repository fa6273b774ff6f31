import { agentRoles } from '@meja/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { agentProfiles, users } from '../../db/schema';

/**
 * The agent and allowance columns of a users query, as SQL over the outer `users` row. Each is a
 * correlated subquery (or a column of `agent_profiles`, joined by the caller), so a page of agents
 * or of allowances stays one query. The outer table is named in full ("users") because drizzle
 * leaves a lone table's columns unqualified, and inside these subqueries an unqualified column
 * would bind to the inner table.
 */

const agentRoleList = sql.raw(agentRoles.map((r) => `'${r}'`).join(', '));

/** Whether the outer row is an agent of any rank: agent-only subqueries run for those rows only. */
const isAgentRow = sql`"users"."role" in (${agentRoleList})`;

/** A number column read as a JS number (counts and bigint sums come back as strings), null kept. */
export const numberOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export interface Party {
  id: number;
  name: string;
}

/** The nearest account of this rank above the outer row in the upline chain (never the row itself). */
const nearestAbove = (rank: 'mentor' | 'master_agent') => sql<Party | null>`case when ${isAgentRow} then (
  with recursive up(id, upline_id, role, name, depth) as (
    select u.id, u.upline_id, u.role, coalesce(u.name, u.username), 1
      from users u where u.id = "users"."upline_id"
    union all
    select u.id, u.upline_id, u.role, coalesce(u.name, u.username), up.depth + 1
      from users u join up on u.id = up.upline_id where up.depth < 32
  ) select json_build_object('id', id, 'name', name) from up where role = ${rank} order by depth limit 1
) end`;

const directCount = (role: 'sub_agent' | 'merchant') =>
  sql<number | null>`case when ${isAgentRow} then (
    select count(*)::int from users d where d.upline_id = "users"."id" and d.role = ${role}
  ) end`.mapWith(numberOrNull);

/** An agent's own details and its place in the network (a listing that can hold agents joins `agent_profiles`). */
export const agentColumns = {
  icNo: sql<string | null>`${agentProfiles.icNo}`,
  bank: sql<string | null>`${agentProfiles.bank}`,
  accountNo: sql<string | null>`${agentProfiles.accountNo}`,
  accountName: sql<string | null>`${agentProfiles.accountName}`,
  entitled: sql<boolean>`${users.entitled}`,
  mentor: nearestAbove('mentor'),
  masterAgent: nearestAbove('master_agent'),
  subAgentCount: directCount('sub_agent'),
  merchantCount: directCount('merchant'),
};

/** The same columns for a listing that holds no agent: no joins or subqueries for them. */
export const noAgentColumns: typeof agentColumns = {
  icNo: sql`null`,
  bank: sql`null`,
  accountNo: sql`null`,
  accountName: sql`null`,
  entitled: sql<boolean>`${users.entitled}`,
  mentor: sql`null`,
  masterAgent: sql`null`,
  subAgentCount: sql`null`,
  merchantCount: sql`null`,
};

/** A merchant recruited by an agent: its upline is an agent of some rank. */
export const recruitedByAgent = sql`exists (
  select 1 from users a where a.id = "users"."upline_id" and a.role in (${agentRoleList}))`;

const allowanceItem = (column: SQL) => sql`(
  select ${column} from payout_items pi
   where pi.kind = 'recruitment_allowance' and pi.merchant_id = "users"."id")`;

/**
 * Where the merchant's recruitment allowance stands: its payout item's status once made, before
 * that 'accumulating' or, when its agent is not entitled, 'not_entitled'.
 */
export const allowanceStatus = sql<string>`coalesce(${allowanceItem(sql`pi.status`)},
  case when (select a.entitled from users a where a.id = "users"."upline_id")
    then 'accumulating' else 'not_entitled' end)`;

/** The allowance list's figures (SPEC §9), from `merchant_sales` and the allowance payout item. */
export const allowanceColumns = {
  allowanceStatus: sql<string | null>`${allowanceStatus}`,
  agentEntitled: sql<boolean | null>`(select a.entitled from users a where a.id = "users"."upline_id")`,
  salesSen: sql<number | null>`coalesce((
    select ms.paid_sen from merchant_sales ms where ms.merchant_id = "users"."id"), 0)`.mapWith(numberOrNull),
  allowanceItemId: sql<number | null>`${allowanceItem(sql`pi.id`)}`.mapWith(numberOrNull),
  allowancePayableSen: sql<number | null>`${allowanceItem(sql`pi.amount_sen + pi.adjustment_sen`)}`.mapWith(
    numberOrNull,
  ),
  /** The allowance the current payout setting pays (settings are append-only: the latest row). */
  settingAllowanceSen: sql<number | null>`(
    select ps.recruitment_allowance_sen from payout_settings ps order by ps.id desc limit 1)`.mapWith(
    numberOrNull,
  ),
};

export const noAllowanceColumns: typeof allowanceColumns = {
  allowanceStatus: sql`null`,
  agentEntitled: sql`null`,
  salesSen: sql`null`,
  allowanceItemId: sql`null`,
  allowancePayableSen: sql`null`,
  settingAllowanceSen: sql`null`,
};
