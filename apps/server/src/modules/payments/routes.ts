import { calls, ZErrorReply } from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import { routesOf } from '../../lib/route';
import { deliverOverHttp, type SandboxDeliver, sandboxPageRoutes } from './sandbox-page';
import { handleCallback, handleReturn, startPayment } from './service';

export interface PaymentsOptions {
  /** How the sandbox page sends its callback; default a real HTTP request to the callback URL. */
  sandboxDeliver?: SandboxDeliver;
}

export default async function paymentRoutes(app: FastifyInstance, opts: PaymentsOptions) {
  const route = routesOf(app, ['payments']);
  const env = app.deps.payments;

  // Gateways post HTML-form fields (Billplz callbacks, the sandbox page); only these routes read them.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  route(
    calls.payments.pay,
    {
      allow: 'public',
      summary: 'Start paying an unpaid order online: answers the gateway page the browser goes to',
      description:
        'FPX needs a bank code (fpxBanks); it is refused when the store has FPX off, or hides it for bills under RM30. ' +
        'The order becomes paid only when the gateway calls back (or answers a status query).',
      responses: { '5xx': ZErrorReply },
    },
    async (req) => ({ data: await startPayment(req.ctx, req.log, req.params.orderToken, req.body) }),
  );

  route(
    calls.payments.gatewayReturn,
    {
      allow: 'public',
      summary: "The diner's browser back from the gateway: redirects to the order's page (decides nothing)",
    },
    async (req, reply) => reply.redirect(await handleReturn(req.ctx, req.params.gateway, req.query), 303),
  );

  route(
    calls.payments.callback,
    {
      allow: 'public',
      summary: "The gateway's signed server-to-server notice: the source of truth of a payment",
      description:
        "Verified with the merchant's gateway key, matched to its payment, checked for the amount, applied once. " +
        'Answers 200 to any genuine notice (also one it cannot use, so the gateway stops re-sending), 400 to a bad signature.',
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
