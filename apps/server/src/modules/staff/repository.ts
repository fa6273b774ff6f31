import { and, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { likeTerm, orderBy, type PageFilter, pageOf, withinDays } from '../../lib/paging';

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

/** Staff rows of one merchant: the only tenant condition of this module. */
const ofMerchant = (merchantId: number) => and(eq(users.role, 'staff'), eq(users.merchantId, merchantId));

export type StaffFilter = PageFilter;

export async function listStaff(db: Db, merchantId: number, f: StaffFilter) {
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
  return pageOf(db, users, ofMerchant(merchantId), [search, withinDays(users.createdAt, f)], (where) =>
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

/** A staff member by id, whichever merchant employs them; the service checks the tenant. */
export async function getStaff(db: Db, id: number): Promise<StaffRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'staff')))
    .limit(1);
  return row;
}

export interface StaffValues {
  email?: string;
  name?: string | null;
  role?: string;
  accessOption?: string;
  status?: string;
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
});

export async function insertStaff(
  db: Db,
  merchantId: number,
  v: StaffValues & { email: string; passwordHash: string },
) {
  const [row] = await db
    .insert(users)
    .values({ ...toColumns(v), username: v.email, role: 'staff', merchantId, firstLogin: false })
    .returning({ id: users.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateStaff(db: Db, id: number, v: StaffValues) {
  await db
    .update(users)
    .set({ ...toColumns(v), updatedAt: new Date() })
    .where(and(eq(users.id, id), eq(users.role, 'staff')));
}
