import type { ClaimStatus, ZToggleClaimStatusBody } from '@meja/contracts';
import type { z } from 'zod';
import { AppError, notFound } from '../../../lib/errors';
import { type Machine, transition } from '../../../lib/state-machine';
import type { ActorCtx } from '../../../plugins/context';
import { claimRefusal } from '../actions';
import * as orderRepo from '../repository';
import { type ChangedOrder, publishOrderChange, type StatusAudit } from '../statuses';
import { refusedFor, scopedOrder } from './common';
import * as repo from './repository';

type ClaimRef = ChangedOrder & { claimStatus: string | null };

/**
 * An order's birthday gift (PRODUCT.md "Birthday gift"): unclaimed ↔ claimed, toggled by staff
 * when they serve it (and back, when tapped by mistake). Each move is logged ('claim') and shown live.
 */
export const claimStatus: Machine<ClaimStatus, ClaimRef, StatusAudit> = {
  transitions: { unclaimed: ['claimed'], claimed: ['unclaimed'] },
  refused: 'error.claim_status_refused',
  statusOf: (o) => o.claimStatus ?? '',
  write: (tx, o, from, to) => repo.moveClaimStatus(tx, o.id, from, to),
  audit: (tx, o, from, to, a) =>
    orderRepo.insertEvent(tx, {
      orderId: o.id,
      kind: 'claim',
      fromStatus: from,
      toStatus: to,
      actorId: a.actorId ?? null,
      reason: a.reason ?? null,
    }),
  notify: (tx, o) => publishOrderChange(tx, o),
};

type Body = z.output<typeof ZToggleClaimStatusBody>;

/**
 * Toggles the order's gift, or sets `claim_status` (setting what it already is changes nothing).
 * An order without a birthday-gift food (claim status null) has nothing to claim: 409.
 */
export async function toggleClaim(ctx: ActorCtx, body: Body): Promise<number> {
  const order = await scopedOrder(ctx, body.id);
  await ctx.db.transaction(async (tx) => {
    const locked = await orderRepo.lockOrder(tx, order.id);
    if (!locked) throw notFound();
    const refusal = claimRefusal(locked);
    if (refusal === 'error.order_no_birthday_gift') throw new AppError('conflict', refusal);
    if (refusal) throw refusedFor(ctx, refusal, locked.paymentStatus);
    const to = body.claim_status ?? (locked.claimStatus === 'claimed' ? 'unclaimed' : 'claimed');
    await transition(tx, claimStatus, locked, to, { actorId: ctx.actor.id });
  });
  return order.id;
}
