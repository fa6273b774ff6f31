import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { termsAcceptances, termsVersions, users } from '../../../db/schema';
import { likeTerm, orderBy, type PageFilter, pageOf, withinDays } from '../../../lib/paging';

/**
 * Whether the user (a `users` row of the outer query) is a merchant who has not accepted the newest
 * terms version. A correlated subquery, so the auth check stays one round trip per request; without
 * any version (a fresh API test database) nobody is pending.
 */
// Written with qualified names: in a query on `users` alone, Drizzle leaves its columns
// unqualified, and an unqualified "id" inside the subquery would be the acceptance's own.
export const termsPendingSql = sql<boolean>`case when "users"."role" = 'merchant' then coalesce((
  select not exists (
    select 1 from terms_acceptances a where a.merchant_id = "users"."id" and a.version_id = v.id
  ) from terms_versions v order by v.version desc limit 1
), false) else false end`;

/** The same answer for one user, at sign-in. */
export async function termsPendingOf(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ pending: termsPendingSql })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.pending === true;
}

const publisher = alias(users, 'publisher');

const rowColumns = {
  id: termsVersions.id,
  version: termsVersions.version,
  summaryEn: termsVersions.summaryEn,
  summaryZh: termsVersions.summaryZh,
  publishedAt: termsVersions.publishedAt,
  publishedBy: sql<string | null>`coalesce(${publisher.name}, ${publisher.username})`,
};
const fullColumns = { ...rowColumns, bodyEn: termsVersions.bodyEn, bodyZh: termsVersions.bodyZh };

export type VersionRow = NonNullable<Awaited<ReturnType<typeof getVersion>>>;

/** One version with its text. */
export async function getVersion(db: Db, id: number) {
  const [row] = await db
    .select(fullColumns)
    .from(termsVersions)
    .leftJoin(publisher, eq(publisher.id, termsVersions.publishedBy))
    .where(eq(termsVersions.id, id))
    .limit(1);
  return row;
}

/** The version in force: the highest number. */
export async function currentVersion(db: Db) {
  const [row] = await db
    .select(fullColumns)
    .from(termsVersions)
    .leftJoin(publisher, eq(publisher.id, termsVersions.publishedBy))
    .orderBy(desc(termsVersions.version))
    .limit(1);
  return row;
}

/** Every version, newest first, with how many merchants accepted each. */
export async function listVersions(db: Db, f: PageFilter, onlyId?: number) {
  const scope = onlyId === undefined ? undefined : eq(termsVersions.id, onlyId);
  const term = likeTerm(f.search);
  const searched = term
    ? or(ilike(termsVersions.summaryEn, term), ilike(termsVersions.summaryZh, term))
    : undefined;
  const order = orderBy(
    f.order,
    { version: termsVersions.version, published_at: termsVersions.publishedAt },
    [[termsVersions.version, 'desc']],
  );
  const accepted = sql<number>`(select count(*)::int from ${termsAcceptances} where ${termsAcceptances.versionId} = ${termsVersions.id})`;
  return pageOf(db, termsVersions, scope, [searched, withinDays(termsVersions.publishedAt, f)], (where) =>
    db
      .select({ ...rowColumns, acceptances: accepted })
      .from(termsVersions)
      .leftJoin(publisher, eq(publisher.id, termsVersions.publishedBy))
      .where(where)
      .orderBy(...order)
      .limit(f.length)
      .offset(f.start),
  );
}

export interface NewVersion {
  bodyEn: string;
  bodyZh: string;
  summaryEn: string;
  summaryZh: string;
  publishedBy: number | null;
}

/**
 * Publishes the next number in the same statement that reads the highest, so two publishers never
 * get one number (the unique index refuses the slower of a true race).
 */
export async function insertVersion(db: Db, v: NewVersion) {
  const [row] = await db
    .insert(termsVersions)
    .values({
      ...v,
      version: sql`(select coalesce(max(${termsVersions.version}), 0) + 1 from ${termsVersions})`,
    })
    .returning({ id: termsVersions.id, version: termsVersions.version });
  if (!row) throw new Error('terms version insert returned nothing');
  return row;
}

export async function countVersions(db: Db) {
  const [row] = await db.select({ n: count() }).from(termsVersions);
  return row?.n ?? 0;
}

export interface NewAcceptance {
  merchantId: number;
  versionId: number;
  acceptedBy: number;
  ip: string | null;
  userAgent: string | null;
}

/** Records an acceptance once; accepting again keeps the first time. */
export async function insertAcceptance(db: Db, a: NewAcceptance) {
  await db.insert(termsAcceptances).values(a).onConflictDoNothing();
  const [row] = await db
    .select({ acceptedAt: termsAcceptances.acceptedAt })
    .from(termsAcceptances)
    .where(and(eq(termsAcceptances.merchantId, a.merchantId), eq(termsAcceptances.versionId, a.versionId)))
    .limit(1);
  return row;
}

/** The demo seed's merchant has accepted the version in force, so demo sign-ins go straight in. */
export async function acceptCurrentVersion(db: Db, merchantId: number) {
  const now = await currentVersion(db);
  if (now)
    await insertAcceptance(db, {
      merchantId,
      versionId: now.id,
      acceptedBy: merchantId,
      ip: null,
      userAgent: null,
    });
}

export async function acceptedAt(db: Db, merchantId: number, versionId: number) {
  const [row] = await db
    .select({ acceptedAt: termsAcceptances.acceptedAt })
    .from(termsAcceptances)
    .where(and(eq(termsAcceptances.merchantId, merchantId), eq(termsAcceptances.versionId, versionId)))
    .limit(1);
  return row?.acceptedAt ?? null;
}

/** The newest version the merchant accepted, with when. */
export async function latestAccepted(db: Db, merchantId: number) {
  const [row] = await db
    .select({ ...fullColumns, acceptedAt: termsAcceptances.acceptedAt })
    .from(termsAcceptances)
    .innerJoin(termsVersions, eq(termsVersions.id, termsAcceptances.versionId))
    .leftJoin(publisher, eq(publisher.id, termsVersions.publishedBy))
    .where(eq(termsAcceptances.merchantId, merchantId))
    .orderBy(desc(termsVersions.version))
    .limit(1);
  return row;
}

const merchant = alias(users, 'merchant');
const acceptor = alias(users, 'acceptor');

export interface AcceptanceFilter extends PageFilter {
  version_id?: number;
}

/** Who accepted which version, newest first; `search` looks at the merchant's name and username. */
export async function listAcceptances(db: Db, f: AcceptanceFilter) {
  const term = likeTerm(f.search);
  const searched: SQL | undefined = term
    ? or(ilike(merchant.name, term), ilike(merchant.username, term))
    : undefined;
  const ofVersion = f.version_id === undefined ? undefined : eq(termsAcceptances.versionId, f.version_id);
  const order = orderBy(
    f.order,
    { accepted_at: termsAcceptances.acceptedAt, version: termsVersions.version },
    [[termsAcceptances.id, 'desc']],
  );
  const page = (where: SQL | undefined) =>
    db
      .select({
        id: termsAcceptances.id,
        merchantId: termsAcceptances.merchantId,
        merchantName: sql<string>`coalesce(${merchant.name}, ${merchant.username})`,
        versionId: termsAcceptances.versionId,
        version: termsVersions.version,
        acceptedAt: termsAcceptances.acceptedAt,
        acceptedBy: acceptor.username,
        ip: termsAcceptances.ip,
      })
      .from(termsAcceptances)
      .innerJoin(termsVersions, eq(termsVersions.id, termsAcceptances.versionId))
      .innerJoin(merchant, eq(merchant.id, termsAcceptances.merchantId))
      .innerJoin(acceptor, eq(acceptor.id, termsAcceptances.acceptedBy))
      .where(where)
      .orderBy(...order)
      .limit(f.length)
      .offset(f.start);
  // The search needs the merchant's row: count through the same joins when it is given.
  if (searched) {
    const where = and(ofVersion, searched, withinDays(termsAcceptances.acceptedAt, f));
    const [rows, total, filtered] = await Promise.all([
      page(where),
      countAcceptances(db, undefined),
      countAcceptances(db, where),
    ]);
    return { rows, recordsTotal: total, recordsFiltered: filtered };
  }
  return pageOf(
    db,
    termsAcceptances,
    undefined,
    [ofVersion, withinDays(termsAcceptances.acceptedAt, f)],
    page,
  );
}

async function countAcceptances(db: Db, where: SQL | undefined) {
  const [row] = await db
    .select({ n: count() })
    .from(termsAcceptances)
    .innerJoin(merchant, eq(merchant.id, termsAcceptances.merchantId))
    .where(where);
  return row?.n ?? 0;
}
