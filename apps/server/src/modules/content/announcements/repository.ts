import type { AnnouncementAudience, AnnouncementStatus } from '@meja/contracts';
import { and, eq, gt, ilike, inArray, isNull, lte, not, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { announcementDismissals, announcements, users } from '../../../db/schema';
import { likeTerm, orderBy, type PageFilter, pageOf, withinDays } from '../../../lib/paging';

const a = announcements;

/** Live: active and inside its window, now. */
const live = and(
  eq(a.active, true),
  lte(a.publishAt, sql`now()`),
  or(isNull(a.expireAt), gt(a.expireAt, sql`now()`)),
);

const statusSql = sql<AnnouncementStatus>`case
  when not ${a.active} then 'inactive'
  when ${a.publishAt} > now() then 'scheduled'
  when ${a.expireAt} is not null and ${a.expireAt} <= now() then 'ended'
  else 'live' end`;

const statusFilter: Record<AnnouncementStatus, SQL | undefined> = {
  live,
  scheduled: and(eq(a.active, true), gt(a.publishAt, sql`now()`)),
  ended: and(eq(a.active, true), lte(a.publishAt, sql`now()`), lte(a.expireAt, sql`now()`)),
  inactive: not(eq(a.active, true)),
};

const dismissedBy = (userId: number) =>
  sql<boolean>`exists (select 1 from ${announcementDismissals} d
    where d.announcement_id = ${a.id} and d.user_id = ${userId})`;

const dismissalCount = sql<number>`(select count(*)::int from ${announcementDismissals} d
  where d.announcement_id = ${a.id})`.mapWith(Number);

const columns = {
  id: a.id,
  title: a.title,
  body: a.body,
  audience: a.audience,
  publishAt: a.publishAt,
  expireAt: a.expireAt,
  active: a.active,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  status: statusSql,
};

/** What the admin sees of a row: who last changed it and how many dismissed it. */
const managedColumns = {
  ...columns,
  updatedBy: sql<string | null>`coalesce(${users.name}, ${users.username})`,
  dismissals: dismissalCount,
};

export type ManagedRow = Awaited<ReturnType<typeof listManaged>>['rows'][number];
export type ReaderRow = Awaited<ReturnType<typeof listForReader>>['rows'][number];

const sortable = {
  id: a.id,
  title: a.title,
  audience: a.audience,
  publish_at: a.publishAt,
  expire_at: a.expireAt,
  updated_at: a.updatedAt,
};

export interface ManagedFilter extends PageFilter {
  status?: AnnouncementStatus;
}

/** Every announcement, newest window first; `search` on the title, the date range on publish_at. */
export async function listManaged(db: Db, f: ManagedFilter) {
  const term = likeTerm(f.search);
  const order = orderBy(f.order, sortable, [
    [a.publishAt, 'desc'],
    [a.id, 'desc'],
  ]);
  const filters = [
    term ? ilike(a.title, term) : undefined,
    f.status ? statusFilter[f.status] : undefined,
    withinDays(a.publishAt, f),
  ];
  return pageOf(db, a, undefined, filters, (where) =>
    db
      .select(managedColumns)
      .from(a)
      .leftJoin(users, eq(users.id, a.updatedBy))
      .where(where)
      .orderBy(...order)
      .limit(f.length)
      .offset(f.start),
  );
}

export async function getManaged(db: Db, id: number) {
  const [row] = await db
    .select(managedColumns)
    .from(a)
    .leftJoin(users, eq(users.id, a.updatedBy))
    .where(eq(a.id, id))
    .limit(1);
  return row;
}

/** Who reads: the audiences addressed to them, and (for `dismissed`) their id. */
export interface Reader {
  userId: number;
  audiences: AnnouncementAudience[];
}

const addressedTo = (r: Reader) => and(live, inArray(a.audience, r.audiences));

export interface ReaderFilter extends PageFilter {
  undismissed?: boolean;
}

/** The live announcements addressed to the reader, newest first, each with whether they dismissed it. */
export async function listForReader(db: Db, r: Reader, f: ReaderFilter) {
  const term = likeTerm(f.search);
  const order = orderBy(f.order, sortable, [
    [a.publishAt, 'desc'],
    [a.id, 'desc'],
  ]);
  const filters = [
    term ? ilike(a.title, term) : undefined,
    f.undismissed ? not(dismissedBy(r.userId)) : undefined,
    withinDays(a.publishAt, f),
  ];
  return pageOf(db, a, addressedTo(r), filters, (where) =>
    db
      .select({ ...columns, dismissed: dismissedBy(r.userId) })
      .from(a)
      .where(where)
      .orderBy(...order)
      .limit(f.length)
      .offset(f.start),
  );
}

/** One live announcement addressed to the reader; undefined otherwise. */
export async function getForReader(db: Db, r: Reader, id: number) {
  const [row] = await db
    .select({ ...columns, dismissed: dismissedBy(r.userId) })
    .from(a)
    .where(and(eq(a.id, id), addressedTo(r)))
    .limit(1);
  return row;
}

export interface AnnouncementValues {
  title: string;
  body: string;
  audience: AnnouncementAudience;
  publishAt: Date;
  expireAt: Date | null;
}

export async function insertAnnouncement(db: Db, values: AnnouncementValues & { createdBy: number }) {
  const [row] = await db
    .insert(a)
    .values({ ...values, updatedBy: values.createdBy })
    .returning({ id: a.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** False when no row has the id. */
export async function updateAnnouncement(
  db: Db,
  id: number,
  values: AnnouncementValues & { updatedBy: number },
) {
  const rows = await db
    .update(a)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(a.id, id))
    .returning({ id: a.id });
  return rows.length > 0;
}

/** Flips `active`; the new value, or undefined when no row has the id. */
export async function toggleActive(db: Db, id: number, updatedBy: number) {
  const [row] = await db
    .update(a)
    .set({ active: sql`not ${a.active}`, updatedBy, updatedAt: new Date() })
    .where(eq(a.id, id))
    .returning({ active: a.active });
  return row?.active;
}

/** False when no row has the id; its dismissals go with it (ON DELETE CASCADE). */
export async function deleteAnnouncement(db: Db, id: number) {
  const rows = await db.delete(a).where(eq(a.id, id)).returning({ id: a.id });
  return rows.length > 0;
}

/** Idempotent: a second dismissal keeps the first time. */
export async function dismiss(db: Db, id: number, userId: number) {
  await db.insert(announcementDismissals).values({ announcementId: id, userId }).onConflictDoNothing();
}
