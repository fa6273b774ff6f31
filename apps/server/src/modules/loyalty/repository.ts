import { agentRoles } from '@meja/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderRewards, orders, users } from '../../db/schema';
import type { RewardRow } from './reversal';
import type { RewardPart } from './split';

type Rows<T> = { rows: T[] };

/**
 * The merchant's agent (its upline, when that is an agent of any rank) and the agent's mentor:
 * the nearest account with role 'mentor' above the agent along users.upline_id, never the agent
 * itself. The walk is bounded, so a loop in the data cannot run away.
 */
export async function agentAndMentorOf(db: Db, merchantId: number) {
  const result = (await db.execute(sql`
    with recursive up(id, role, upline_id, depth) as (
      select u.id, u.role, u.upline_id, 0 from ${users} u
      where u.id = (select m.upline_id from ${users} m where m.id = ${merchantId})
      union all
      select u.id, u.role, u.upline_id, up.depth + 1 from ${users} u join up on u.id = up.upline_id
      where up.depth < 50
    ) select id, role, depth from up order by depth`)) as unknown as Rows<{
    id: number | string;
    role: string;
    depth: number | string;
  }>;
  const [first, ...above] = result.rows;
  if (!first || !(agentRoles as readonly string[]).includes(first.role))
    return { agentId: null, mentorId: null };
  const agentId = Number(first.id);
  const mentor = above.find((r) => r.role === 'mentor' && Number(r.id) !== agentId);
  return { agentId, mentorId: mentor ? Number(mentor.id) : null };
}

/** One row per part paid, with the posting that paid them. */
export async function insertRewards(tx: Db, order: { id: number; merchantId: number }, parts: RewardPart[]) {
  if (!parts.length) return;
  await tx.insert(orderRewards).values(
    parts.map((p) => ({
      orderId: order.id,
      merchantId: order.merchantId,
      kind: p.kind,
      level: p.level,
      beneficiaryId: p.beneficiaryId,
      bp: p.bp,
      amountSen: p.amountSen,
    })),
  );
}

/** The parts an order paid, in the order they were written (the refund reverses them). */
export function rewardsOf(db: Db, orderId: number): Promise<(RewardRow & { level: number })[]> {
  return db
    .select({
      id: orderRewards.id,
      kind: orderRewards.kind,
      level: orderRewards.level,
      beneficiaryId: orderRewards.beneficiaryId,
      amountSen: orderRewards.amountSen,
      reversedSen: orderRewards.reversedSen,
      writtenOffSen: orderRewards.writtenOffSen,
    })
    .from(orderRewards)
    .where(eq(orderRewards.orderId, orderId))
    .orderBy(asc(orderRewards.id));
}

/** How far each part is reversed now, and how much of that the platform wrote off. */
export async function saveReversals(
  tx: Db,
  rows: readonly { id: number; reversedSen: number; writtenOffSen: number }[],
) {
  for (const r of rows)
    await tx
      .update(orderRewards)
      .set({ reversedSen: r.reversedSen, writtenOffSen: r.writtenOffSen })
      .where(eq(orderRewards.id, r.id));
}

/** The points an order is paid with, and how many a late payment could not take again. */
export async function orderPoints(db: Db, orderId: number) {
  const [row] = await db
    .select({ pointsSen: orders.pointsSen, pointsShortSen: orders.pointsShortSen })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}

/** Loyalty's own columns of an order (migration 0010): what the order is paid with in points. */
export async function setOrderPoints(
  tx: Db,
  orderId: number,
  values: { pointsSen: number; pointsShortSen?: number },
) {
  await tx
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
}
