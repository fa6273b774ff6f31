import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { orderBy } from '../../lib/paging';

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

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Staff rows of one merchant: the only tenant condition of this module. */
const ofMerchant = (merchantId: number) => and(eq(users.role, 'staff'), eq(users.merchantId, merchantId));

export interface StaffFilter {
  start: number;
  length: number;
  search?: string;
  order?: string;
}

export async function listStaff(db: Db, merchantId: number, f: StaffFilter) {
  const base = ofMerchant(merchantId);
  const term = f.search?.trim() ? `%${escapeLike(f.search.trim())}%` : undefined;
  const filtered: SQL | undefined = and(
    base,
    term
      ? or(
          ilike(users.email, term),
          ilike(users.username, term),
          ilike(users.name, term),
          ilike(roleColumn, term),
          ilike(users.accessOption, term),
        )
      : undefined,
  );
  const order = orderBy(f.order, sortable, desc(users.id));
  const [total, matching, rows] = await Promise.all([
    db.select({ n: count() }).from(users).where(base),
    db.select({ n: count() }).from(users).where(filtered),
    db
      .select(columns)
      .from(users)
      .where(filtered)
      .orderBy(...order)
      .limit(f.length)
      .offset(f.start),
  ]);
  return { rows, recordsTotal: total[0]?.n ?? 0, recordsFiltered: matching[0]?.n ?? 0 };
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
