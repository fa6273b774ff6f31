import type {
  TBuddyTicketPage,
  TicketStatus,
  TTicket,
  TTicketPage,
  ZBuddyTicketsQuery,
  ZTicketListQuery,
} from '@meja/contracts';
import type { z } from 'zod';
import { AppError, notFound } from '../../lib/errors';
import { transition } from '../../lib/state-machine';
import type { ActorCtx } from '../../plugins/context';
import { seesBuddyPhones } from '../../policy';
import { merchantOrEvery, rowScope } from '../../policy/merchant-scope';
import type { MerchantScope } from '../../policy/scope';
import * as repo from './repository';
import { ticketStatus } from './statuses';
import { klDate, toBuddyTicket, toTicket } from './view';

/**
 * Alcohol tickets (PRODUCT.md "Tickets"; SPEC §4, §7): issued when an alcohol item is paid for,
 * redeemed one glass at a time by staff, voided when their line is refunded. No job expires them:
 * a ticket past its `expires_at` is shown as expired, and moved to expired when someone tries to
 * redeem it. Issuing and voiding are order-steps.ts.
 */

/** Why a glass cannot be redeemed: a 409 naming the ticket's state. */
function refusal(status: string, expiresAt: Date) {
  if (status === 'expired')
    return new AppError('conflict', 'error.ticket_expired', undefined, { date: klDate(expiresAt) });
  if (status === 'void') return new AppError('conflict', 'error.ticket_void');
  return new AppError('conflict', 'error.ticket_completed');
}

/** A ticket of the scope as the listing shows it, for the caller. */
async function shown(ctx: ActorCtx, scope: MerchantScope, id: number, now: Date): Promise<TTicket> {
  const row = await repo.listedTicket(ctx.db, scope, id);
  if (!row) throw notFound();
  return toTicket(row, { locale: ctx.locale, now, maskPhones: !seesBuddyPhones(ctx.actor) });
}

/**
 * Redeems one glass under the ticket's row lock, so two staff tapping the last glass at once
 * redeem it once: the second finds it completed. Each glass is a 'redeem' event; the last also
 * moves the ticket to completed. A ticket found past its expiry is moved to expired (kept, even
 * though the call is refused) and refused; a used-up or void one is refused as it is.
 */
export async function redeem(ctx: ActorCtx, id: number, now = new Date()) {
  const scope = await rowScope(ctx, () => repo.ownerOfTicket(ctx.db, id));
  const actorId = ctx.actor.id;
  const refused = await ctx.db.transaction(async (tx) => {
    const t = await repo.lockTicket(tx, scope, id);
    if (!t) throw notFound();
    if (t.status === 'active' && t.expiresAt <= now) {
      await transition(tx, ticketStatus, t, 'expired', { actorId, reason: 'past its expiry when redeemed' });
      return refusal('expired', t.expiresAt);
    }
    const used = t.status === 'active' ? await repo.useOne(tx, t.id) : undefined;
    if (used === undefined) return refusal(t.status, t.expiresAt);
    if (used === t.total)
      await transition(tx, ticketStatus, { ...t, used }, 'completed', { kind: 'redeem', actorId });
    else
      await repo.insertEvents(tx, [
        {
          ticketId: t.id,
          kind: 'redeem',
          fromStatus: 'active',
          toStatus: 'active',
          usedAfter: used,
          actorId,
        },
      ]);
    return undefined;
  });
  // Thrown after the commit: the move to expired stays.
  if (refused) throw refused;
  return shown(ctx, scope, id, now);
}

type ListQuery = z.output<typeof ZTicketListQuery>;

/** GET /admin/ticket_listing: newest first, with SPEC's words for each ticket's state. */
export async function ticketListing(ctx: ActorCtx, q: ListQuery, now = new Date()): Promise<TTicketPage> {
  const merchantId = await merchantOrEvery(ctx, q.merchant_id);
  const page = await repo.ticketPage(ctx.db, {
    merchantId,
    status: q.status as TicketStatus | undefined,
    search: q.search,
    startDate: q.startDate,
    endDate: q.endDate,
    order: q.order,
    start: q.start,
    length: q.length,
    now,
  });
  const view = { locale: ctx.locale, now, maskPhones: !seesBuddyPhones(ctx.actor) };
  return {
    data: page.rows.map((r) => toTicket(r, view)),
    recordsTotal: page.recordsTotal,
    recordsFiltered: page.recordsFiltered,
  };
}

type BuddyQuery = z.output<typeof ZBuddyTicketsQuery>;

/** GET /public/me/tickets: the signed-in buddy's own tickets, newest first, with each store. */
export async function buddyTickets(
  ctx: ActorCtx,
  q: BuddyQuery,
  now = new Date(),
): Promise<TBuddyTicketPage> {
  const { rows, total } = await repo.buddyTickets(ctx.db, ctx.actor.id, q.length, q.start);
  return {
    data: rows.map((r) => toBuddyTicket(r, ctx.locale, now)),
    recordsTotal: total,
    recordsFiltered: total,
  };
}
