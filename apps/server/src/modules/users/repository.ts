import { type AgentRank, allowanceStatuses, type ListingType, type Role } from '@meja/contracts';
import { and, count, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { agentProfiles, buddyProfiles, ledgerAccounts, users } from '../../db/schema';
import { likeTerm, orderBy, pageOf, withinDays } from '../../lib/paging';
import type { UserScope } from '../../policy';
import { pointsKeyOf } from '../buddies/profile-repository';
import {
  agentColumns,
  allowanceColumns,
  allowanceStatus,
  noAgentColumns,
  noAllowanceColumns,
  numberOrNull,
  recruitedByAgent,
} from './network-columns';

const agentRoleList = ['master_agent', 'mentor', 'agent'];

/** Tenant scoping of people, in one place: every read and write of users goes through it. */
export function scopeCondition(scope: UserScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'downline':
      return sql`${users.id} in (
        with recursive downline(id) as (
          select id from users where upline_id = ${scope.rootId}
          union select u.id from users u join downline d on u.upline_id = d.id
        ) select id from downline)`;
    case 'assigned':
      return eq(users.subAgentId, scope.subAgentId);
    case 'none':
      return sql`false`;
  }
}

export function listingCondition(type: ListingType): SQL | undefined {
  switch (type) {
    case 'user':
      return undefined;
    case 'agent':
      return inArray(users.role, agentRoleList);
    case 'allowance':
      // One row per merchant an agent recruited (SPEC §2 allowance list).
      return and(eq(users.role, 'merchant'), recruitedByAgent);
    default:
      return eq(users.role, type);
  }
}

export interface ListFilter {
  type: ListingType;
  start: number;
  length: number;
  search?: string;
  order?: string;
  startDate?: string;
  endDate?: string;
  status?: string;
  setup_status?: string;
  agent_id?: number;
  /** The agent list: only this rank. */
  rank?: AgentRank;
}

const upline = alias(users, 'upline');
const subAgent = alias(users, 'sub_agent');
const referrer = alias(users, 'referrer');
const referrerProfile = alias(buddyProfiles, 'referrer_profile');

const columns = {
  id: users.id,
  role: users.role,
  username: users.username,
  name: users.name,
  email: users.email,
  phoneNumber: users.phoneNumber,
  status: users.status,
  firstLogin: users.firstLogin,
  uplineId: users.uplineId,
  uplineName: sql<string | null>`coalesce(${upline.name}, ${upline.username})`,
  setupStatus: users.setupStatus,
  subAgentId: users.subAgentId,
  subAgentName: sql<string | null>`coalesce(${subAgent.name}, ${subAgent.username})`,
  createdAt: users.createdAt,
};

/** A buddy's profile, referrer and points. */
const buddyColumns = {
  firstName: sql<string | null>`${buddyProfiles.firstName}`,
  dateOfBirth: sql<string | null>`${buddyProfiles.dateOfBirth}`,
  gender: sql<string | null>`${buddyProfiles.gender}`,
  city: sql<string | null>`${buddyProfiles.city}`,
  referralCode: sql<string | null>`${buddyProfiles.referralCode}`,
  /** The e-mail the buddy gave in its profile (a contact address: buddies sign in by phone). */
  contactEmail: sql<string | null>`${buddyProfiles.email}`,
  referrerId: sql<number | null>`${buddyProfiles.referrerId}`,
  referrerName: sql<
    string | null
  >`coalesce(${referrerProfile.firstName}, ${referrer.name}, ${referrer.username})`,
  pointsBalance: sql<number | null>`${ledgerAccounts.balance}`.mapWith(numberOrNull),
};

/** The same columns for a listing that holds no buddy: no joins for them (the merchants page stays fast). */
const noBuddyColumns: typeof buddyColumns = {
  firstName: sql<string | null>`null`,
  dateOfBirth: sql<string | null>`null`,
  gender: sql<string | null>`null`,
  city: sql<string | null>`null`,
  referralCode: sql<string | null>`null`,
  contactEmail: sql<string | null>`null`,
  referrerId: sql<number | null>`null`,
  referrerName: sql<string | null>`null`,
  pointsBalance: sql<number | null>`null`,
};

/** Which kinds of row a query can return: only those get their joins and subqueries. */
interface Shape {
  buddies: boolean;
  agents: boolean;
  allowance: boolean;
}
const everything: Shape = { buddies: true, agents: true, allowance: false };

/**
 * The columns with their joins: upline and sub-agent; where buddies may be listed, their profile,
 * referrer and points account (modules/ledger `buddyPoints`: one unique key per buddy); where
 * agents may be, their profile and network (network-columns.ts), so a page is one query.
 */
function selectUsers(db: Db, shape: Shape) {
  let query = db
    .select({
      ...columns,
      ...(shape.buddies ? buddyColumns : noBuddyColumns),
      ...(shape.agents ? agentColumns : noAgentColumns),
      ...(shape.allowance ? allowanceColumns : noAllowanceColumns),
    })
    .from(users)
    .leftJoin(upline, eq(upline.id, users.uplineId))
    .leftJoin(subAgent, eq(subAgent.id, users.subAgentId))
    .$dynamic();
  if (shape.buddies)
    query = query
      .leftJoin(buddyProfiles, and(eq(users.role, 'buddy'), eq(buddyProfiles.userId, users.id)))
      .leftJoin(referrer, eq(referrer.id, buddyProfiles.referrerId))
      .leftJoin(referrerProfile, eq(referrerProfile.userId, buddyProfiles.referrerId))
      .leftJoin(ledgerAccounts, and(eq(users.role, 'buddy'), eq(ledgerAccounts.key, pointsKeyOf(users.id))));
  if (shape.agents) query = query.leftJoin(agentProfiles, eq(agentProfiles.userId, users.id));
  return query;
}

const sortable = {
  id: users.id,
  username: users.username,
  name: users.name,
  email: users.email,
  status: users.status,
  created_at: users.createdAt,
};

/** The allowance list searches the agent's name too. */
const agentNameLike = (term: string) => sql`exists (
  select 1 from users a where a.id = "users"."upline_id" and (a.name ilike ${term} or a.username ilike ${term}))`;

/** On the allowance list `status` is the allowance's; elsewhere (and for Active/Inactive) the account's. */
function statusCondition(f: ListFilter) {
  if (!f.status) return undefined;
  if (f.type === 'allowance' && (allowanceStatuses as readonly string[]).includes(f.status))
    return sql`${allowanceStatus} = ${f.status}`;
  return eq(users.status, f.status);
}

/** A buddy's contact e-mail (its profile's) matches: where buddies are listed, search finds them by it too. */
const contactEmailLike = (term: string) => sql`exists (
  select 1 from buddy_profiles bp where bp.user_id = "users"."id" and bp.email ilike ${term})`;

export async function listUsers(db: Db, scope: UserScope, f: ListFilter) {
  const term = likeTerm(f.search);
  const order = orderBy(f.order, sortable, [[users.id, 'desc']]);
  const allowance = f.type === 'allowance';
  const buddies = f.type === 'buddy' || f.type === 'user';
  return pageOf(
    db,
    users,
    and(scopeCondition(scope), listingCondition(f.type)),
    [
      term
        ? or(
            ilike(users.username, term),
            ilike(users.name, term),
            ilike(users.email, term),
            ilike(users.phoneNumber, term),
            allowance ? agentNameLike(term) : undefined,
            buddies ? contactEmailLike(term) : undefined,
          )
        : undefined,
      statusCondition(f),
      f.setup_status ? eq(users.setupStatus, f.setup_status) : undefined,
      f.agent_id ? eq(users.uplineId, f.agent_id) : undefined,
      f.rank && f.type === 'agent' ? eq(users.role, f.rank) : undefined,
      withinDays(users.createdAt, f),
    ],
    (where) =>
      selectUsers(db, {
        buddies,
        agents: f.type === 'agent' || f.type === 'user',
        allowance,
      })
        .where(where)
        .orderBy(...order)
        .limit(f.length)
        .offset(f.start),
  );
}

export type UserListRow = Awaited<ReturnType<typeof listUsers>>['rows'][number];

export async function getUser(db: Db, scope: UserScope, id: number) {
  const [row] = await selectUsers(db, everything)
    .where(and(eq(users.id, id), scopeCondition(scope)))
    .limit(1);
  return row;
}

/** Whether the account has ever signed in. */
export async function hasSignedIn(db: Db, id: number) {
  const [row] = await db.select({ at: users.firstSignedInAt }).from(users).where(eq(users.id, id)).limit(1);
  return Boolean(row?.at);
}

export async function isVisible(db: Db, scope: UserScope, id: number, role?: Role | readonly Role[]) {
  const ofRole = role === undefined ? undefined : typeof role === 'string' ? [role] : role;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.id, id), scopeCondition(scope), ofRole ? inArray(users.role, [...ofRole]) : undefined),
    )
    .limit(1);
  return Boolean(row);
}

/** The merchants in a scope, as a subquery for other tables' `merchant_id in (...)`. */
export const merchantIdsIn = (db: Db, scope: UserScope) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'merchant'), scopeCondition(scope)));

/**
 * Holds, until the transaction ends, a lock on each sign-in name (case-insensitive), taken in one
 * order so that two transactions cannot wait on each other.
 */
export async function lockNames(db: Db, names: (string | undefined)[]) {
  const keys = [...new Set(names.filter((n): n is string => Boolean(n)).map((n) => n.toLowerCase()))].sort();
  for (const key of keys)
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`account-name:${key}`}))`);
}

async function holder(
  db: Db,
  column: typeof users.username | typeof users.email,
  value: string,
  exceptId?: number,
) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${column})`, value.toLowerCase()), exceptId ? ne(users.id, exceptId) : undefined))
    .limit(1);
  return row?.id;
}

/** Another account whose e-mail is this name, if any. */
export const emailHolder = (db: Db, name: string, exceptId?: number) =>
  holder(db, users.email, name, exceptId);
/** Another account whose username is this e-mail, if any. */
export const usernameHolder = (db: Db, email: string, exceptId?: number) =>
  holder(db, users.username, email, exceptId);

export type NewUser = typeof users.$inferInsert;

export async function insertUser(db: Db, values: NewUser) {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateUser(db: Db, scope: UserScope, id: number, values: Partial<NewUser>) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(users.id, id), scopeCondition(scope)));
}

export async function countByRole(db: Db, scope: UserScope) {
  const rows = await db
    .select({ role: users.role, n: count() })
    .from(users)
    .where(scopeCondition(scope))
    .groupBy(users.role);
  return Object.fromEntries(rows.map((r) => [r.role, r.n])) as Partial<Record<Role, number>>;
}

export type AgentProfileValues = Partial<
  Pick<typeof agentProfiles.$inferInsert, 'icNo' | 'bank' | 'accountNo' | 'accountName'>
>;

/** An agent's IC No and bank details (SPEC §3 Agent): the fields given are written, the others kept. */
export async function saveAgentProfile(db: Db, userId: number, values: AgentProfileValues) {
  await db
    .insert(agentProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: agentProfiles.userId, set: { ...values, updatedAt: new Date() } });
}
