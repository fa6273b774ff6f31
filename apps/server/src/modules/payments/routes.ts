import {
  ZCallbackReply,
  ZErrorReply,
  ZGatewayParams,
  ZOrderTokenParams,
  ZStartPaymentBody,
  ZStartPaymentReply,
} from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { deliverOverHttp, type SandboxDeliver, sandboxPageRoutes } from './sandbox-page';
import { handleCallback, handleReturn, startPayment } from './service';

export interface PaymentsOptions {
  /** How the sandbox page sends its callback; default a real HTTP request to the callback URL. */
  sandboxDeliver?: SandboxDeliver;
}

const errors = { '4xx': ZErrorReply };
const tags = ['payments'];
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

export default async function paymentRoutes(app: FastifyInstance, opts: PaymentsOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const env = app.deps.payments;

  // Gateways post HTML-form fields (Billplz callbacks, the sandbox page); only these routes read them.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  r.post(
    '/api/public/orders/:orderToken/pay',
    {
      config: { allow: 'public' },
      schema: {
        tags,
        summary: 'Start paying an unpaid order online: answers the gateway page the browser goes to',
        description:
          'FPX needs a bank code (fpxBanks); it is refused when the store has FPX off, or hides it for bills under RM30. ' +
          'The order becomes paid only when the gateway calls back (or answers a status query).',
        params: ZOrderTokenParams,
        body: ZStartPaymentBody,
        response: { 200: ZStartPaymentReply, ...errors, '5xx': ZErrorReply },
      },
    },
    async (req) => ({ data: await startPayment(req.ctx, req.log, req.params.orderToken, req.body) }),
  );

  r.get(
    '/api/public/payments/:gateway/return',
    {
      config: { allow: 'public' },
      schema: {
        tags,
        summary: "The diner's browser back from the gateway: redirects to the order's page (decides nothing)",
        params: ZGatewayParams,
        querystring: ZReturnQuery,
        response: { 303: z.null().describe('Redirect to /order/o/{orderToken}'), ...errors },
      },
    },
    async (req, reply) => reply.redirect(await handleReturn(req.ctx, req.params.gateway, req.query), 303),
  );

  r.post(
    '/api/public/payments/:gateway/callback',
    {
      config: { allow: 'public' },
      schema: {
        tags,
        summary: "The gateway's signed server-to-server notice: the source of truth of a payment",
        description:
          "Verified with the merchant's gateway key, matched to its payment, checked for the amount, applied once. " +
          'Answers 200 to any genuine notice (also one it cannot use, so the gateway stops re-sending), 400 to a bad signature.',
        params: ZGatewayParams,
        body: ZCallbackBody,
        response: { 200: ZCallbackReply, ...errors },
      },
    },
    async (req) => {
      const answer = await handleCallback(req.ctx, req.log, req.params.gateway, {
        headers: req.headers,
        body: req.body,
        query: req.query,
      });
      if (answer.status === 400) throw new AppError('bad_request', 'error.payment_bad_signature');
      return { received: answer.received };
    },
  );

  // An installation without the sandbox has no sandbox page at all.
  if (env.sandbox.mode !== 'off') {
    sandboxPageRoutes(app, {
      secret: env.sandbox.secret,
      deliver: opts.sandboxDeliver ?? deliverOverHttp,
      log: app.log,
    });
  }
}
