import {
  ZCheckEditReply,
  ZErrorReply,
  ZMerchantAgentReply,
  ZMerchantInfoQuery,
  ZMerchantProfileBody,
  ZMerchantProfileReply,
  ZMerchantQuery,
} from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { say } from '../../lib/reply';
import { signedIn } from '../../plugins/context';
import * as merchants from './service';

const errors = { '4xx': ZErrorReply };
const tags = ['merchants'];

/** A merchant's store details and company profile (SPEC §7 "Store and company"). */
export default async function merchantRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/merchant/info',
    {
      config: { allow: 'merchant_profile.read' },
      schema: {
        tags,
        summary: "A merchant's store details (type=edit store) or company profile (type=edit company)",
        querystring: ZMerchantInfoQuery,
        response: { 200: ZMerchantProfileReply, ...errors },
      },
    },
    async (req) => ({
      data: await merchants.info(signedIn(req.ctx), req.query.type, req.query.merchant_id ?? req.query.id),
    }),
  );

  r.put(
    '/api/admin/merchant/update',
    {
      config: { allow: 'merchant_profile.write' },
      schema: {
        tags,
        summary: 'Save the store or company form (JSON or multipart with a `picture` file)',
        description:
          'The old client sends POST ...?_method=PUT. Fields left out keep their value; payment gateway credentials sent empty or masked keep theirs.',
        body: ZMerchantProfileBody,
        response: { 200: ZMerchantProfileReply, ...errors },
      },
    },
    async (req) => {
      const { data, message } = await merchants.update(signedIn(req.ctx), req.body, 'put');
      return { data, message: say(req, message) };
    },
  );

  r.patch(
    '/api/admin/merchant/update',
    {
      config: { allow: 'merchant_profile.write' },
      schema: {
        tags,
        summary: 'Change only the fields given (e.g. one switch) of the store or company',
        body: ZMerchantProfileBody,
        response: { 200: ZMerchantProfileReply, ...errors },
      },
    },
    async (req) => {
      const { data, message } = await merchants.update(signedIn(req.ctx), req.body, 'patch');
      return { data, message: say(req, message) };
    },
  );

  r.get(
    '/api/admin/check_edit',
    {
      config: { allow: 'merchant_profile.read' },
      schema: {
        tags,
        summary: 'Whether the caller may change the store and company, and what set-up still needs',
        querystring: ZMerchantQuery,
        response: { 200: ZCheckEditReply, ...errors },
      },
    },
    async (req) => ({ data: await merchants.checkEdit(signedIn(req.ctx), req.query.merchant_id) }),
  );

  r.get(
    '/api/admin/merchant/view_agent',
    {
      config: { allow: 'merchant_profile.read' },
      schema: {
        tags,
        summary: 'Who handles a merchant: its agent and its sub-agent',
        querystring: ZMerchantQuery,
        response: { 200: ZMerchantAgentReply, ...errors },
      },
    },
    async (req) => ({ data: await merchants.viewAgent(signedIn(req.ctx), req.query.merchant_id) }),
  );
}
