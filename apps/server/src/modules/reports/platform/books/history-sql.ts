import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { buddyProfiles, orderRewards, orders, stores, users } from '../../../../db/schema';
import { klDayEnd, klDayStart } from '../../../../lib/time';
import type { DayRange } from '../../types';
import { where } from './sql-parts';

/**
 * Buddies' cashback and referral rewards, order by order, straight from order_rewards: one buddy's
 * on its (beneficiary_id, created_at) index, every buddy's on the partial (created_at, id) index of
 * those two kinds; a range of at most 366 days, never a scan of the table.
 */

export interface HistoryFilter {
  /** One buddy; none: every buddy. */
  readonly buddyId?: number;
  readonly range: DayRange;
  readonly dir: 'asc' | 'desc';
}

/** Where an export's last batch ended: created_at as the database wrote it (microseconds), and id. */
export interface HistoryCursor {
  readonly at: string;
  readonly id: number;
}

const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;

function mine(f: HistoryFilter): SQL {
  const whose = f.buddyId === undefined ? sql`` : sql`${orderRewards.beneficiaryId} = ${f.buddyId} and `;
  return sql`${whose}${orderRewards.kind} in ('cashback', 'referral')
    and ${orderRewards.createdAt} >= ${klDayStart(f.range.from).toISOString()}::timestamptz
    and ${orderRewards.createdAt} < ${klDayEnd(f.range.to).toISOString()}::timestamptz`;
}

export type HistoryRow = Record<string, unknown> & { cursor: string; id: number };

/** A page (offset) or an export batch (after `cursor`), in created_at then id order. */
export async function historyRows(
  db: Db,
  f: HistoryFilter,
  at: { limit: number; offset?: number; after?: HistoryCursor },
): Promise<HistoryRow[]> {
  const dir = sql.raw(f.dir);
  const after = at.after
    ? f.dir === 'desc'
      ? sql`(${orderRewards.createdAt}, ${orderRewards.id}) < (${at.after.at}::timestamptz, ${at.after.id})`
      : sql`(${orderRewards.createdAt}, ${orderRewards.id}) > (${at.after.at}::timestamptz, ${at.after.id})`
    : undefined;
  const rows = rowsOf<HistoryRow>(
    await db.execute(sql`
      select ${orderRewards.id} as id,
        to_char(${orderRewards.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
        ${orderRewards.createdAt}::text as cursor,
        coalesce(${buddyProfiles.firstName}, buddy.name, buddy.username) as beneficiary,
        coalesce(${stores.displayName}, ${users.name}, ${users.username}) as merchant,
        ${orders.receiptNo} as receipt_no, ${orderRewards.kind} as kind, ${orderRewards.level} as level,
        ${orderRewards.amountSen} as points, ${orderRewards.reversedSen} as reversed_points
      from ${orderRewards}
      join ${orders} on ${orders.id} = ${orderRewards.orderId}
      left join ${stores} on ${stores.merchantId} = ${orderRewards.merchantId}
      left join ${users} on ${users.id} = ${orderRewards.merchantId}
      join ${users} buddy on buddy.id = ${orderRewards.beneficiaryId}
      left join ${buddyProfiles} on ${buddyProfiles.userId} = ${orderRewards.beneficiaryId}
      ${where(mine(f), after)}
      order by ${orderRewards.createdAt} ${dir}, ${orderRewards.id} ${dir}
      limit ${at.limit} ${at.offset ? sql`offset ${at.offset}` : sql``}`),
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** How many rows the filter keeps, and their points and reversals. */
export async function historyTotals(db: Db, f: HistoryFilter) {
  const [row] = rowsOf<{
    records: number | string;
    points: number | string;
    reversed_points: number | string;
  }>(
    await db.execute(sql`
      select count(*)::int as records, coalesce(sum(${orderRewards.amountSen}), 0) as points,
        coalesce(sum(${orderRewards.reversedSen}), 0) as reversed_points
      from ${orderRewards} where ${mine(f)}`),
  );
  return {
    records: Number(row?.records ?? 0),
    points: Number(row?.points ?? 0),
    reversed_points: Number(row?.reversed_points ?? 0),
  };
}
