import {
  ZBuddyTicketPage,
  ZBuddyTicketsQuery,
  ZTicketListQuery,
  ZTicketPage,
  ZTicketParams,
  ZTicketReply,
} from '../loyalty';
import { defineCall } from './call';

export const list = defineCall({
  method: 'GET',
  path: '/api/admin/ticket_listing',
  query: ZTicketListQuery,
  reply: ZTicketPage,
});

export const claim = defineCall({
  method: 'POST',
  path: '/api/admin/ticket_detail/:id',
  params: ZTicketParams,
  reply: ZTicketReply,
});

export const mine = defineCall({
  method: 'GET',
  path: '/api/public/me/tickets',
  query: ZBuddyTicketsQuery,
  reply: ZBuddyTicketPage,
});
