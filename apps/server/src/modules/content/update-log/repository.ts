import { and, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { updateLogReads, updateLogs, users } from '../../../db/schema';
import { likeTerm, orderBy, type PageFilter, pageOf, withinDays } from '../../../lib/paging';

const columns = {
  id: updateLogs.id,
  version: updateLogs.version,
  title: updateLogs.title,
  log: updateLogs.log,
  publishedAt: updateLogs.publishedAt,
  createdAt: updateLogs.createdAt,
  updatedAt: updateLogs.updatedAt,
};
export type UpdateLogRow = NonNullable<Awaited<ReturnType<typeof getUpdateLog>>>;

export interface UpdateLogFilter extends PageFilter {
  status?: 'draft' | 'published';
}

const sortable = {
  id: updateLogs.id,
  version: updateLogs.version,
  title: updateLogs.title,
  published_at: updateLogs.publishedAt,
  created_at: updateLogs.createdAt,
  updated_at: updateLogs.updatedAt,
};

/**
 * One page of versions. `drafts` false keeps the published ones, newest published first; with
 * drafts, the newest made first (a draft being written is at the top). `search` looks at the title
 * and the version; `status` keeps drafts or published ones; the date range, when it was made.
 */
export async function listUpdateLogs(db: Db, f: UpdateLogFilter, drafts: boolean) {
  const scope = drafts ? undefined : isNotNull(updateLogs.publishedAt);
  const status =
    f.status === undefined
      ? undefined
      : f.status === 'draft'
        ? isNull(updateLogs.publishedAt)
        : isNotNull(updateLogs.publishedAt);
  // With drafts, newest made first; published ones alone, newest published first, as readers see them.
  const newestMade = drafts && f.status !== 'published';
  const term = likeTerm(f.search);
  const searched: SQL | undefined = term
    ? or(ilike(updateLogs.title, term), ilike(updateLogs.version, term))
    : undefined;
  const order = orderBy(
    f.order,
    sortable,
    newestMade
      ? [[updateLogs.id, 'desc']]
      : [
          [updateLogs.publishedAt, 'desc'],
          [updateLogs.id, 'desc'],
        ],
  );
  return pageOf(db, updateLogs, scope, [searched, status, withinDays(updateLogs.createdAt, f)], (where) =>
    db
      .select(columns)
      .from(updateLogs)
      .where(where)
      .orderBy(...order)
      .limit(f.length)
      .offset(f.start),
  );
}

export async function getUpdateLog(db: Db, id: number) {
  const [row] = await db.select(columns).from(updateLogs).where(eq(updateLogs.id, id)).limit(1);
  return row;
}

export async function insertUpdateLog(
  db: Db,
  values: { version: string; title: string; log: string; createdBy: number },
) {
  const [row] = await db
    .insert(updateLogs)
    .values({ ...values, updatedBy: values.createdBy })
    .returning({ id: updateLogs.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** False when no row has the id. */
export async function updateUpdateLog(
  db: Db,
  id: number,
  values: { version?: string; title?: string; log?: string; updatedBy: number },
) {
  const rows = await db
    .update(updateLogs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(updateLogs.id, id))
    .returning({ id: updateLogs.id });
  return rows.length > 0;
}

/**
 * Publishes a draft; a published version keeps its time. The time is cut to milliseconds, as
 * replies carry it: a reader's "seen through" then matches it exactly.
 */
export async function publishUpdateLog(db: Db, id: number, by: number) {
  await db
    .update(updateLogs)
    .set({ publishedAt: sql`date_trunc('milliseconds', now())`, updatedBy: by, updatedAt: new Date() })
    .where(and(eq(updateLogs.id, id), sql`${updateLogs.publishedAt} is null`));
}

/**
 * The versions published after the user last looked or, before they ever did, after their account
 * was made (a new account is not shown the history), newest first.
 */
export async function unseenUpdateLogs(db: Db, userId: number, limit: number) {
  const since = sql`coalesce(
    (select ${updateLogReads.seenThrough} from ${updateLogReads} where ${updateLogReads.userId} = ${userId}),
    (select ${users.createdAt} from ${users} where ${users.id} = ${userId})
  )`;
  return db
    .select(columns)
    .from(updateLogs)
    .where(and(isNotNull(updateLogs.publishedAt), sql`${updateLogs.publishedAt} > ${since}`))
    .orderBy(desc(updateLogs.publishedAt), desc(updateLogs.id))
    .limit(limit);
}

/** Moves the user's mark forward to `through` (never back, never past now). */
export async function markSeen(db: Db, userId: number, through: Date) {
  const at = sql`least(${through.toISOString()}::timestamptz, now())`;
  const [row] = await db
    .insert(updateLogReads)
    .values({ userId, seenThrough: at })
    .onConflictDoUpdate({
      target: updateLogReads.userId,
      set: { seenThrough: sql`greatest(${updateLogReads.seenThrough}, excluded.seen_through)` },
    })
    .returning({ seenThrough: updateLogReads.seenThrough });
  if (!row) throw new Error('upsert returned no row');
  return row.seenThrough;
}
