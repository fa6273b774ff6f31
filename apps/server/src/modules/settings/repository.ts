import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payoutSettings, users } from '../../db/schema';
import { type PageFilter, pageOf, withinDays } from '../../lib/paging';
import { type KeepsSettings, notified, payoutKey } from './notified';

/** The payout settings rows (append-only: a change is a new row) with who wrote each. */

const columns = {
  id: payoutSettings.id,
  cashbackBp: payoutSettings.cashbackBp,
  agentCommissionBp: payoutSettings.agentCommissionBp,
  mentorCommissionBp: payoutSettings.mentorCommissionBp,
  referralBp: payoutSettings.referralBp,
  recruitmentAllowanceSen: payoutSettings.recruitmentAllowanceSen,
  changedBy: sql<string | null>`coalesce(${users.name}, ${users.username})`,
  createdAt: payoutSettings.createdAt,
};

export type SettingsRow = {
  id: number;
  cashbackBp: number;
  agentCommissionBp: number;
  mentorCommissionBp: number;
  referralBp: number[];
  recruitmentAllowanceSen: number;
  changedBy: string | null;
  createdAt: Date;
};

const withAuthor = (db: Db) =>
  db.select(columns).from(payoutSettings).leftJoin(users, eq(users.id, payoutSettings.createdBy));

/**
 * The rates and allowance that apply now, without the author: the one read of the newest row the
 * paid steps make (loyalty's rewards, payouts' allowance), inside the paying transaction.
 */
export async function currentPayoutSettings(db: Db) {
  const [row] = await db
    .select({
      cashbackBp: payoutSettings.cashbackBp,
      agentCommissionBp: payoutSettings.agentCommissionBp,
      mentorCommissionBp: payoutSettings.mentorCommissionBp,
      referralBp: payoutSettings.referralBp,
      recruitmentAllowanceSen: payoutSettings.recruitmentAllowanceSen,
    })
    .from(payoutSettings)
    .orderBy(desc(payoutSettings.id))
    .limit(1);
  return row;
}

/**
 * currentPayoutSettings, kept in the app's cache until a new version is written (the rows are
 * versions: a trigger of migration 0016 says so). Every payment reads it.
 */
export const payoutRates = (from: KeepsSettings | undefined, db: Db) =>
  notified(from, payoutKey, () => currentPayoutSettings(db));

/** The settings that apply now, with who wrote them (the settings screen). */
export async function newest(db: Db): Promise<SettingsRow | undefined> {
  const [row] = await withAuthor(db).orderBy(desc(payoutSettings.id)).limit(1);
  return row;
}

/** Every version, newest first; SPEC's date range on when it was written. */
export function history(db: Db, f: PageFilter) {
  return pageOf(db, payoutSettings, undefined, [withinDays(payoutSettings.createdAt, f)], (where) =>
    withAuthor(db).where(where).orderBy(desc(payoutSettings.id)).limit(f.length).offset(f.start),
  );
}

export async function insert(db: Db, values: typeof payoutSettings.$inferInsert) {
  const [row] = await db.insert(payoutSettings).values(values).returning({ id: payoutSettings.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}
