import { z } from 'zod';
import { ZIdParams } from '../common';
import { ZBoardPage, ZDisplayOrderQuery, ZOrderListingQuery, ZOrderListPage } from '../order-admin';
import { ZOrderDetailReply } from '../order-detail';
import { defineCall } from './call';

/**
 * Only an event-stream client is answered with the stream (EventSource sends this header; the
 * portal's fetch does too): any other caller gets a 400 at once instead of a response that never ends.
 */
const ZEventStreamHeaders = z.looseObject({
  accept: z
    .string({ error: 'validation.event_stream' })
    .regex(/text\/event-stream/, 'validation.event_stream'),
});

export const displayOrders = defineCall({
  method: 'GET',
  path: '/api/admin/display_order',
  query: ZDisplayOrderQuery,
  reply: ZBoardPage,
});

export const events = defineCall({
  method: 'GET',
  path: '/api/admin/display_order/events',
  query: ZDisplayOrderQuery,
  headers: ZEventStreamHeaders,
  reply: z.string().describe('text/event-stream: `event: order`, `data:` ZBoardEvent as JSON'),
});

export const list = defineCall({
  method: 'GET',
  path: '/api/admin/order_listing',
  query: ZOrderListingQuery,
  reply: ZOrderListPage,
});

export const detail = defineCall({
  method: 'GET',
  path: '/api/admin/order_detail/:id',
  params: ZIdParams,
  reply: ZOrderDetailReply,
});
