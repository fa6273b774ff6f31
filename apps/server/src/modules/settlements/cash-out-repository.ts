import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderRewards, payoutItems } from '../../db/schema';

/** What a buddy earned as referral rewards and what they cashed out (read-only: items come from insertItem). */

/** Referral rewards earned, less what refunds reversed and wrote off (points). */
export async function referralEarned(db: Db, buddyId: number): Promise<number> {
  const [row] = await db
    .select({
      sum: sql<
        string | null
      >`sum(${orderRewards.amountSen} - ${orderRewards.reversedSen} - ${orderRewards.writtenOffSen})`,
    })
    .from(orderRewards)
    .where(and(eq(orderRewards.kind, 'referral'), eq(orderRewards.beneficiaryId, buddyId)));
  return Number(row?.sum ?? 0);
}

/** Points in the buddy's cash-outs that were not declined. */
export async function cashedOut(db: Db, buddyId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${payoutItems.amountSen})` })
    .from(payoutItems)
    .where(
      and(
        eq(payoutItems.kind, 'referral_cash'),
        eq(payoutItems.beneficiaryId, buddyId),
        ne(payoutItems.status, 'declined'),
      ),
    );
  return Number(row?.sum ?? 0);
}

export function cashOutsOf(db: Db, buddyId: number, limit = 50) {
  return db
    .select({
      id: payoutItems.id,
      status: payoutItems.status,
      amountSen: payoutItems.amountSen,
      bank: payoutItems.bank,
      accountNo: payoutItems.accountNo,
      accountName: payoutItems.accountName,
      createdAt: payoutItems.createdAt,
    })
    .from(payoutItems)
    .where(and(eq(payoutItems.kind, 'referral_cash'), eq(payoutItems.beneficiaryId, buddyId)))
    .orderBy(desc(payoutItems.id))
    .limit(limit);
}

export type CashOutRow = Awaited<ReturnType<typeof cashOutsOf>>[number];
