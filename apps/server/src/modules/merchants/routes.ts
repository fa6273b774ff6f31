import { calls } from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import { say } from '../../lib/reply';
import { routesOf } from '../../lib/route';
import { signedIn } from '../../plugins/context';
import * as merchants from './service';

/** A merchant's store details and company profile (SPEC §7 "Store and company"). */
export default async function merchantRoutes(app: FastifyInstance) {
  const route = routesOf(app, ['merchants']);

  route(
    calls.merchants.info,
    {
      allow: 'merchant_profile.read',
      summary: "A merchant's store details (type=edit store) or company profile (type=edit company)",
    },
    async (req) => ({
      data: await merchants.info(signedIn(req.ctx), req.query.type, req.query.merchant_id ?? req.query.id),
    }),
  );

  route(
    calls.merchants.update,
    {
      allow: 'merchant_profile.write',
      summary: 'Save the store or company form (JSON or multipart with a `picture` file)',
      description:
        'The old client sends POST ...?_method=PUT. Fields left out keep their value; payment gateway credentials sent empty or masked keep theirs.',
    },
    async (req) => {
      const { data, message } = await merchants.update(signedIn(req.ctx), req.body, 'put');
      return { data, message: say(req, message) };
    },
  );

  route(
    calls.merchants.patch,
    {
      allow: 'merchant_profile.write',
      summary: 'Change only the fields given (e.g. one switch) of the store or company',
    },
    async (req) => {
      const { data, message } = await merchants.update(signedIn(req.ctx), req.body, 'patch');
      return { data, message: say(req, message) };
    },
  );

  route(
    calls.merchants.checkEdit,
    {
      allow: 'merchant_profile.read',
      summary: 'Whether the caller may change the store and company, and what set-up still needs',
    },
    async (req) => ({ data: await merchants.checkEdit(signedIn(req.ctx), req.query.merchant_id) }),
  );

  route(
    calls.merchants.viewAgent,
    { allow: 'merchant_profile.read', summary: 'Who handles a merchant: its agent and its sub-agent' },
    async (req) => ({ data: await merchants.viewAgent(signedIn(req.ctx), req.query.merchant_id) }),
  );
}
