import { z } from 'zod';
import { ZSharePointsBody, ZSplitBillBody } from '../bill-shares';
import {
  ZCart,
  ZIdempotencyHeaders,
  ZOrderReply,
  ZOrderTokenParams,
  ZPlaceOrderBody,
  ZPricedCartReply,
  ZTableBillReply,
} from '../orders';
import { ZTableTokenParams } from '../tables';
import { defineCall } from './call';

export const price = defineCall({
  method: 'POST',
  path: '/api/public/table/:token/price',
  params: ZTableTokenParams,
  body: ZCart,
  reply: ZPricedCartReply,
});

export const place = defineCall({
  method: 'POST',
  path: '/api/public/table/:token/orders',
  params: ZTableTokenParams,
  headers: ZIdempotencyHeaders,
  body: ZPlaceOrderBody,
  reply: ZOrderReply,
  statuses: [200, 201],
});

export const get = defineCall({
  method: 'GET',
  path: '/api/public/orders/:orderToken',
  params: ZOrderTokenParams,
  reply: ZOrderReply,
});

/**
 * An unpaid online order to be paid at the counter instead (a failed or given-up online payment):
 * idempotent, the order's own token being the key (200 with the order each time).
 */
export const payAtCounter = defineCall({
  method: 'POST',
  path: '/api/public/orders/:orderToken/pay_at_counter',
  params: ZOrderTokenParams,
  reply: ZOrderReply,
});

export const events = defineCall({
  method: 'GET',
  path: '/api/public/orders/:orderToken/events',
  params: ZOrderTokenParams,
  reply: z.string().describe('text/event-stream: `event: order`, `data:` an order as JSON (ZOrder)'),
});

/** The table's open bill, if any (a store paid at the end): the table page links to it. */
export const tableBill = defineCall({
  method: 'GET',
  path: '/api/public/table/:token/bill',
  params: ZTableTokenParams,
  reply: ZTableBillReply,
});

/** A diner at the table splits the unpaid bill into shares (issue 29): the bill as it is now. */
export const splitBill = defineCall({
  method: 'POST',
  path: '/api/public/orders/:orderToken/split',
  params: ZOrderTokenParams,
  body: ZSplitBillBody,
  reply: ZOrderReply,
});

/** A signed-in buddy pays a share of a split bill with points (all of it, or part and the rest in money). */
export const payShareWithPoints = defineCall({
  method: 'POST',
  path: '/api/public/orders/:orderToken/points',
  params: ZOrderTokenParams,
  body: ZSharePointsBody,
  reply: ZOrderReply,
});
