import { calls } from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import { say } from '../../lib/reply';
import { routesOf } from '../../lib/route';
import { signedIn } from '../../plugins/context';
import * as tickets from './service';

/**
 * Alcohol tickets (PRODUCT.md "Tickets"; SPEC §4, §7): issued by the paid-order step and voided
 * by the refund step (order-steps.ts); staff list and redeem them, the buddy lists their own.
 */
export default async function ticketsRoutes(app: FastifyInstance) {
  const route = routesOf(app, ['tickets']);

  route(
    calls.tickets.list,
    {
      allow: 'tickets.manage',
      summary: 'Alcohol tickets, paged, newest first',
      description:
        '`search` matches the item name, order number, receipt number or the buddy’s phone; ' +
        '`status` filters (an active ticket past its expiry counts as expired); the date range ' +
        'is on when the ticket was issued. `status_text` says "not yet used", "N unused tickets ' +
        'left" or "all completed" (or expired, void) in the caller’s language. Staff see buddies’ ' +
        'phones masked. Admins see every merchant’s tickets or a merchant_id’s; others their own.',
    },
    async (req) => tickets.ticketListing(signedIn(req.ctx), req.query),
  );

  route(
    calls.tickets.claim,
    {
      allow: 'tickets.manage',
      summary: 'Redeem one glass of a ticket',
      description:
        'Answers the ticket after it, with "1 ticket redeemed: N left" or "All tickets completed". ' +
        'A used-up, expired or void ticket is refused (409) with the reason; two redeems of the ' +
        'last glass at once redeem it once. Another merchant’s ticket is 404.',
    },
    async (req) => {
      const data = await tickets.redeem(signedIn(req.ctx), req.params.id);
      const message =
        data.status === 'completed'
          ? say(req, 'success.ticket_all_completed')
          : say(req, 'success.ticket_redeemed', { count: data.left });
      return { data, message };
    },
  );

  route(
    calls.tickets.mine,
    {
      allow: 'buddy.self',
      summary: 'The signed-in buddy’s alcohol tickets, newest first, with each store',
      description: 'What is left of each (`left`, `status_text`) in the buddy’s language.',
    },
    async (req) => tickets.buddyTickets(signedIn(req.ctx), req.query),
  );
}
