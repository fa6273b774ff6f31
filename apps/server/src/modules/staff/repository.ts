import { and, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { likeTerm, orderBy, type PageFilter, pageOf, withinDays } from '../../lib/paging';
import { ownerOf } from '../../lib/row-owner';
import type { MerchantScope } from '../../policy/scope';

/** A staff member's role: Cashier, Kitchen or Waiters. */
const roleColumn = users.staffRole;

const columns = {
  id: users.id,
  username: users.username,
  email: users.email,
  name: users.name,
  role: roleColumn,
  accessOption: users.accessOption,
  status: users.status,
  ownPassword: users.ownPassword,
  merchantId: users.merchantId,
  createdAt: users.createdAt,
};

const sortable = {
  id: users.id,
  email: users.email,
  nickname: users.name,
  role: roleColumn,
  access_option: users.accessOption,
  status: users.status,
  created_at: users.createdAt,
};

/** Staff rows of the scope's merchant: the only tenant condition of this module. */
const ofMerchant = (scope: MerchantScope) =>
  and(eq(users.role, 'staff'), eq(users.merchantId, scope.merchantId));
const oneOf = (scope: MerchantScope, id: number) => and(eq(users.id, id), ofMerchant(scope));

export type StaffFilter = PageFilter;

export async function listStaff(db: Db, scope: MerchantScope, f: StaffFilter) {
  const term = likeTerm(f.search);
  const search = term
    ? or(
        ilike(users.email, term),
        ilike(users.username, term),
        ilike(users.name, term),
        ilike(roleColumn, term),
        ilike(users.accessOption, term),
      )
    : undefined;
  const order = orderBy(f.order, sortable, [[users.id, 'desc']]);
  return pageOf(db, users, ofMerchant(scope), [search, withinDays(users.createdAt, f)], (where) =>
    db
      .select(columns)
      .from(users)
      .where(where)
      .orderBy(...order)
      .limit(f.length)
      .offset(f.start),
  );
}

export type StaffRow = Awaited<ReturnType<typeof listStaff>>['rows'][number];

/** Who employs this user, for the policy (policy/merchant-scope.ts `rowScope`). */
export const employerOf = (db: Db, id: number) => ownerOf(db, users, id);

export async function getStaff(db: Db, scope: MerchantScope, id: number): Promise<StaffRow | undefined> {
  const [row] = await db.select(columns).from(users).where(oneOf(scope, id)).limit(1);
  return row;
}

export interface StaffValues {
  email?: string;
  name?: string | null;
  role?: string;
  accessOption?: string;
  status?: string;
  /** A password the owner (or Setting staff, or an admin) sets: not the holder's own. */
  passwordHash?: string;
}

const toColumns = (v: StaffValues) => ({
  // The login e-mail is the username too, so both sign-in fields find the staff member.
  ...(v.email === undefined ? {} : { email: v.email, username: v.email }),
  name: v.name,
  staffRole: v.role,
  accessOption: v.accessOption,
  status: v.status,
  passwordHash: v.passwordHash,
  ...(v.passwordHash === undefined ? {} : { ownPassword: false }),
});

export async function insertStaff(
  db: Db,
  scope: MerchantScope,
  v: StaffValues & { email: string; passwordHash: string },
) {
  const { merchantId } = scope;
  const [row] = await db
    .insert(users)
    .values({ ...toColumns(v), username: v.email, role: 'staff', merchantId, firstLogin: false })
    .returning({ id: users.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/**
 * Writes the values given; with `notOwnPassword`, only while the staff member has not chosen their
 * own password (the check and the write are one statement: it cannot race the holder setting
 * theirs). Whether a row was written.
 */
export async function updateStaff(
  db: Db,
  scope: MerchantScope,
  id: number,
  v: StaffValues,
  notOwnPassword = false,
) {
  const rows = await db
    .update(users)
    .set({ ...toColumns(v), updatedAt: new Date() })
    .where(and(oneOf(scope, id), notOwnPassword ? eq(users.ownPassword, false) : undefined))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function deleteStaff(db: Db, scope: MerchantScope, id: number) {
  await db.delete(users).where(oneOf(scope, id));
}
