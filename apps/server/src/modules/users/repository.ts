import type { ListingType, Role } from '@meja/contracts';
import { and, count, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { buddyProfiles, ledgerAccounts, users } from '../../db/schema';
import { likeTerm, orderBy, pageOf, withinDays } from '../../lib/paging';
import type { UserScope } from '../../policy';
import { pointsKeyOf } from '../buddies/profile-repository';

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
      return and(inArray(users.role, agentRoleList), eq(users.entitled, true));
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
  firstName: buddyProfiles.firstName,
  dateOfBirth: buddyProfiles.dateOfBirth,
  gender: buddyProfiles.gender,
  city: buddyProfiles.city,
  referralCode: buddyProfiles.referralCode,
  referrerId: buddyProfiles.referrerId,
  referrerName: sql<
    string | null
  >`coalesce(${referrerProfile.firstName}, ${referrer.name}, ${referrer.username})`,
  pointsBalance: ledgerAccounts.balance,
};

/** The same columns for a listing that holds no buddy: no joins for them (the merchants page stays fast). */
const noBuddyColumns = {
  firstName: sql<string | null>`null`,
  dateOfBirth: sql<string | null>`null`,
  gender: sql<string | null>`null`,
  city: sql<string | null>`null`,
  referralCode: sql<string | null>`null`,
  referrerId: sql<number | null>`null`,
  referrerName: sql<string | null>`null`,
  pointsBalance: sql<number | null>`null`,
};

/**
 * The columns with their joins: upline and sub-agent; where buddies may be listed, their profile,
 * referrer and points account (modules/ledger `buddyPoints`: one unique key per buddy), so a page
 * of buddies is one query.
 */
const selectUsers = (db: Db, buddies = true) =>
  buddies
    ? db
        .select({ ...columns, ...buddyColumns })
        .from(users)
        .leftJoin(upline, eq(upline.id, users.uplineId))
        .leftJoin(subAgent, eq(subAgent.id, users.subAgentId))
        .leftJoin(buddyProfiles, and(eq(users.role, 'buddy'), eq(buddyProfiles.userId, users.id)))
        .leftJoin(referrer, eq(referrer.id, buddyProfiles.referrerId))
        .leftJoin(referrerProfile, eq(referrerProfile.userId, buddyProfiles.referrerId))
        .leftJoin(ledgerAccounts, and(eq(users.role, 'buddy'), eq(ledgerAccounts.key, pointsKeyOf(users.id))))
        .$dynamic()
    : db
        .select({ ...columns, ...noBuddyColumns })
        .from(users)
        .leftJoin(upline, eq(upline.id, users.uplineId))
        .leftJoin(subAgent, eq(subAgent.id, users.subAgentId))
        .$dynamic();

const sortable = {
  id: users.id,
  username: users.username,
  name: users.name,
  email: users.email,
  status: users.status,
  created_at: users.createdAt,
};

export async function listUsers(db: Db, scope: UserScope, f: ListFilter) {
  const term = likeTerm(f.search);
  const order = orderBy(f.order, sortable, [[users.id, 'desc']]);
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
          )
        : undefined,
      f.status ? eq(users.status, f.status) : undefined,
      f.setup_status ? eq(users.setupStatus, f.setup_status) : undefined,
      f.agent_id ? eq(users.uplineId, f.agent_id) : undefined,
      withinDays(users.createdAt, f),
    ],
    (where) =>
      selectUsers(db, f.type === 'buddy' || f.type === 'user')
        .where(where)
        .orderBy(...order)
        .limit(f.length)
        .offset(f.start),
  );
}

export type UserListRow = Awaited<ReturnType<typeof listUsers>>['rows'][number];

export async function getUser(db: Db, scope: UserScope, id: number) {
  const [row] = await selectUsers(db)
    .where(and(eq(users.id, id), scopeCondition(scope)))
    .limit(1);
  return row;
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
