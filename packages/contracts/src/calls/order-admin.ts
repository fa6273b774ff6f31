import { ZSplitBillBody } from '../bill-shares';
import { ZIdParams } from '../common';
import { ZFireBody } from '../courses';
import {
  ZAddLinesBody,
  ZKeyInMenuReply,
  ZKeyInPriceBody,
  ZSetGuestsBody,
  ZStaffOrderBody,
  ZTakeAwayBody,
} from '../key-in';
import { ZMerchantQuery } from '../merchant-profile';
import {
  ZBoardOrderReply,
  ZFoodStatusBody,
  ZGiveBackBody,
  ZRecallListReply,
  ZRefundQuoteBody,
  ZRefundQuoteReply,
  ZStationsReply,
  ZToggleClaimStatusBody,
  ZToggleOrderStatusBody,
} from '../order-admin';
import { ZOrderDetailReply } from '../order-detail';
import { ZIdempotencyHeaders, ZOptionalIdempotencyHeaders, ZPricedCartReply } from '../orders';
import { ZMergeBillsBody, ZMoveBillBody, ZMoveLinesBody } from '../table-moves';
import { defineCall } from './call';

export const keyInMenu = defineCall({
  method: 'GET',
  path: '/api/admin/order/menu',
  query: ZMerchantQuery,
  reply: ZKeyInMenuReply,
});

export const stations = defineCall({
  method: 'GET',
  path: '/api/admin/stations',
  query: ZMerchantQuery,
  reply: ZStationsReply,
});

export const toggleOrderStatus = defineCall({
  method: 'PATCH',
  path: '/api/admin/toggle_order_status',
  headers: ZOptionalIdempotencyHeaders,
  body: ZToggleOrderStatusBody,
  reply: ZOrderDetailReply,
});

export const refundQuote = defineCall({
  method: 'POST',
  path: '/api/admin/order/:id/refund_quote',
  params: ZIdParams,
  body: ZRefundQuoteBody,
  reply: ZRefundQuoteReply,
});

export const giveBack = defineCall({
  method: 'POST',
  path: '/api/admin/order/:id/give_back',
  params: ZIdParams,
  headers: ZIdempotencyHeaders,
  body: ZGiveBackBody,
  reply: ZOrderDetailReply,
});

export const toggleClaimStatus = defineCall({
  method: 'PATCH',
  path: '/api/admin/toggle_claim_status',
  body: ZToggleClaimStatusBody,
  reply: ZOrderDetailReply,
});

export const foodStatus = defineCall({
  method: 'PATCH',
  path: '/api/admin/food_status',
  body: ZFoodStatusBody,
  reply: ZBoardOrderReply,
});

export const keyIn = defineCall({
  method: 'POST',
  path: '/api/admin/order',
  headers: ZOptionalIdempotencyHeaders,
  body: ZStaffOrderBody,
  reply: ZOrderDetailReply,
  statuses: [200, 201],
});

export const keyInPrice = defineCall({
  method: 'POST',
  path: '/api/admin/order/price',
  body: ZKeyInPriceBody,
  reply: ZPricedCartReply,
});

export const addLines = defineCall({
  method: 'POST',
  path: '/api/admin/order/:id/lines',
  params: ZIdParams,
  body: ZAddLinesBody,
  reply: ZOrderDetailReply,
});

export const takeAway = defineCall({
  method: 'PATCH',
  path: '/api/admin/order/:id/take_away',
  params: ZIdParams,
  body: ZTakeAwayBody,
  reply: ZOrderDetailReply,
});

export const setGuests = defineCall({
  method: 'POST',
  path: '/api/admin/order/:id/guests',
  params: ZIdParams,
  body: ZSetGuestsBody,
  reply: ZOrderDetailReply,
});

export const kitchenRecalls = defineCall({
  method: 'GET',
  path: '/api/admin/kitchen_recall',
  query: ZMerchantQuery,
  reply: ZRecallListReply,
});

export const recall = defineCall({
  method: 'POST',
  path: '/api/admin/order/:id/recall',
  params: ZIdParams,
  reply: ZBoardOrderReply,
});

export const fire = defineCall({
  method: 'POST',
  path: '/api/admin/order/:id/fire',
  params: ZIdParams,
  body: ZFireBody,
  reply: ZBoardOrderReply,
});

export const moveBill = defineCall({
  method: 'POST',
  path: '/api/admin/order/:id/move',
  params: ZIdParams,
  body: ZMoveBillBody,
  reply: ZOrderDetailReply,
});

export const moveLines = defineCall({
  method: 'POST',
  path: '/api/admin/order/:id/move_lines',
  params: ZIdParams,
  body: ZMoveLinesBody,
  reply: ZOrderDetailReply,
});

export const mergeBills = defineCall({
  method: 'POST',
  path: '/api/admin/order/:id/merge',
  params: ZIdParams,
  body: ZMergeBillsBody,
  reply: ZOrderDetailReply,
});

/** Splits an unpaid bill into shares, each paid on its own (issue 29). */
export const splitBill = defineCall({
  method: 'POST',
  path: '/api/admin/order/:id/split',
  params: ZIdParams,
  body: ZSplitBillBody,
  reply: ZOrderDetailReply,
});

/** Undoes a split before any share is paid: the bill is one again. */
export const unsplitBill = defineCall({
  method: 'POST',
  path: '/api/admin/order/:id/unsplit',
  params: ZIdParams,
  reply: ZOrderDetailReply,
});
