import { z } from 'zod';
import { ZOrderTokenParams } from '../orders';
import { ZCallbackReply, ZGatewayParams, ZStartPaymentBody, ZStartPaymentReply } from '../payments';
import { defineCall } from './call';

/** Gateway references are short and plain (Billplz bill ids, sandbox refs); nothing else is looked up. */
const ZRef = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'validation.invalid');
const ZReturnQuery = z.looseObject({
  /** The sandbox gateway's reference. */
  ref: ZRef.optional(),
  /** Billplz appends billplz[id], billplz[paid], billplz[paid_at] and billplz[x_signature]. */
  'billplz[id]': ZRef.optional(),
});
/** A gateway's notice: form fields (Billplz) or JSON (sandbox), read by the gateway's own code. */
const ZCallbackBody = z.record(
  z.string(),
  z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]),
);

export const pay = defineCall({
  method: 'POST',
  path: '/api/public/orders/:orderToken/pay',
  params: ZOrderTokenParams,
  body: ZStartPaymentBody,
  reply: ZStartPaymentReply,
});

/** The browser back from the gateway: a redirect to the order's page. */
export const gatewayReturn = defineCall({
  method: 'GET',
  path: '/api/public/payments/:gateway/return',
  params: ZGatewayParams,
  query: ZReturnQuery,
  reply: z.null().describe('Redirect to /order/o/{orderToken}'),
  statuses: [303],
});

export const callback = defineCall({
  method: 'POST',
  path: '/api/public/payments/:gateway/callback',
  params: ZGatewayParams,
  body: ZCallbackBody,
  reply: ZCallbackReply,
});

const ZRefParams = z.object({ ref: z.string().regex(/^sbx_\d{1,10}_[0-9a-f]{24}$/, 'validation.invalid') });
const ZSandboxPayBody = z.object({
  action: z.enum(['pay', 'fail']),
  method: z.string().max(20).optional(),
  card_number: z.string().max(40).optional(),
  card_expiry: z.string().max(10).optional(),
  card_cvc: z.string().max(10).optional(),
});

/**
 * The page's language: the ordering app's (`?lang=`, added to the payment's page address when it
 * started the payment in that language), else the browser's.
 */
const ZPageQuery = z.object({ lang: z.enum(['en', 'zh']).optional() });

/** The sandbox gateway's hosted payment page: the diner's browser goes there as to a real gateway. */
export const sandboxPage = defineCall({
  method: 'GET',
  path: '/api/public/sandbox/pay/:ref',
  params: ZRefParams,
  query: ZPageQuery,
  reply: z.string().describe('A mobile HTML page (text/html)'),
});

/** The sandbox page's form: answers with a redirect to the return URL. */
export const sandboxDecide = defineCall({
  method: 'POST',
  path: '/api/public/sandbox/pay/:ref',
  params: ZRefParams,
  query: ZPageQuery,
  body: ZSandboxPayBody,
});
