import type { PayoutKind } from '@meja/contracts';
import type { Db } from '../../db/client';
import { payoutItemEvents, payoutItems } from '../../db/schema';

/** A payout item as another module makes one (settlements: redemption, referral cash-out). */
export interface NewPayoutItem {
  kind: PayoutKind;
  beneficiaryId: number;
  merchantId?: number | null;
  amountSen: number;
  dueOn?: string | null;
  bank?: string | null;
  accountNo?: string | null;
  accountName?: string | null;
  throughEntryId?: number | null;
  runId?: number | null;
}

/**
 * Writes a Pending item and its 'created' event, in the caller's transaction. The caller has
 * posted (or will post) whatever the ledger needs for its kind; approving, declining, adjusting
 * and paying it out belong to this module (machine.ts).
 */
export async function insertItem(tx: Db, item: NewPayoutItem, actorId: number | null = null) {
  const [row] = await tx
    .insert(payoutItems)
    .values({ ...item, status: 'pending' })
    .returning({ id: payoutItems.id });
  if (!row) throw new Error('insert returned no row');
  await tx.insert(payoutItemEvents).values({ itemId: row.id, kind: 'created', toStatus: 'pending', actorId });
  return row.id;
}
