import {
  ZBuddyTicketPage,
  ZBuddyTicketsQuery,
  ZErrorReply,
  ZTicketListQuery,
  ZTicketPage,
  ZTicketParams,
  ZTicketReply,
} from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { say } from '../../lib/reply';
import { signedIn } from '../../plugins/context';
import * as tickets from './service';

const errors = { '4xx': ZErrorReply };
const tags = ['tickets'];

/**
 * Alcohol tickets (PRODUCT.md "Tickets"; SPEC §4, §7): issued by the paid-order step and voided
 * by the refund step (order-steps.ts); staff list and redeem them, the buddy lists their own.
 */
export default async function ticketsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/ticket_listing',
    {
      config: { allow: 'tickets.manage' },
      schema: {
        tags,
        summary: 'Alcohol tickets, paged, newest first',
        description:
          '`search` matches the item name, order number, receipt number or the buddy’s phone; ' +
          '`status` filters (an active ticket past its expiry counts as expired); the date range ' +
          'is on when the ticket was issued. `status_text` says "not yet used", "N unused tickets ' +
          'left" or "all completed" (or expired, void) in the caller’s language. Staff see buddies’ ' +
          'phones masked. Admins see every merchant’s tickets or a merchant_id’s; others their own.',
        querystring: ZTicketListQuery,
        response: { 200: ZTicketPage, ...errors },
      },
    },
    async (req) => tickets.ticketListing(signedIn(req.ctx), req.query),
  );

  r.post(
    '/api/admin/ticket_detail/:id',
    {
      config: { allow: 'tickets.manage' },
      schema: {
        tags,
        summary: 'Redeem one glass of a ticket',
        description:
          'Answers the ticket after it, with "1 ticket redeemed: N left" or "All tickets completed". ' +
          'A used-up, expired or void ticket is refused (409) with the reason; two redeems of the ' +
          'last glass at once redeem it once. Another merchant’s ticket is 404.',
        params: ZTicketParams,
        response: { 200: ZTicketReply, ...errors },
      },
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

  r.get(
    '/api/public/me/tickets',
    {
      config: { allow: 'buddy.self' },
      schema: {
        tags,
        summary: 'The signed-in buddy’s alcohol tickets, newest first, with each store',
        description: 'What is left of each (`left`, `status_text`) in the buddy’s language.',
        querystring: ZBuddyTicketsQuery,
        response: { 200: ZBuddyTicketPage, ...errors },
      },
    },
    async (req) => tickets.buddyTickets(signedIn(req.ctx), req.query),
  );
}
