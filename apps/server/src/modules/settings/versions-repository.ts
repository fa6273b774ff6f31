import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settingVersions, users } from '../../db/schema';
import { type PageFilter, pageOf, withinDays } from '../../lib/paging';

/**
 * The versions of the settings kept in setting_versions (every kind but payout): append-only, the
 * newest row of a kind is in force.
 */

export type VersionRow = {
  id: number;
  value: unknown;
  changedBy: string | null;
  createdAt: Date;
};

const columns = {
  id: settingVersions.id,
  value: settingVersions.value,
  changedBy: sql<string | null>`coalesce(${users.name}, ${users.username})`,
  createdAt: settingVersions.createdAt,
};

const withAuthor = (db: Db) =>
  db.select(columns).from(settingVersions).leftJoin(users, eq(users.id, settingVersions.createdBy));

/** The version in force, or undefined when the kind was never saved. */
export async function newestVersion(db: Db, type: string): Promise<VersionRow | undefined> {
  const [row] = await withAuthor(db)
    .where(eq(settingVersions.type, type))
    .orderBy(desc(settingVersions.id))
    .limit(1);
  return row;
}

/** Only the value in force, for the steps that apply it (opening a merchant) inside their transaction. */
export async function newestValue(db: Db, type: string): Promise<unknown> {
  const [row] = await db
    .select({ value: settingVersions.value })
    .from(settingVersions)
    .where(eq(settingVersions.type, type))
    .orderBy(desc(settingVersions.id))
    .limit(1);
  return row?.value;
}

/** Every version of a kind, newest first; SPEC's date range on when it was written. */
export function versionHistory(db: Db, type: string, f: PageFilter) {
  const scope = eq(settingVersions.type, type);
  return pageOf(db, settingVersions, scope, [withinDays(settingVersions.createdAt, f)], (where) =>
    withAuthor(db).where(where).orderBy(desc(settingVersions.id)).limit(f.length).offset(f.start),
  );
}

export async function insertVersion(db: Db, type: string, value: object, createdBy: number) {
  const [row] = await db
    .insert(settingVersions)
    .values({ type, value, createdBy })
    .returning({ id: settingVersions.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}
