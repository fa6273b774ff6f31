import {
  ZErrorReply,
  ZIdParams,
  ZTermsAcceptancePage,
  ZTermsAcceptanceQuery,
  ZTermsAcceptBody,
  ZTermsCurrentReply,
  ZTermsListQuery,
  ZTermsMineReply,
  ZTermsPage,
  ZTermsPublishBody,
  ZTermsVersionReply,
} from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { say } from '../../../lib/reply';
import { signedIn } from '../../../plugins/context';
import * as terms from './service';

const errors = { '4xx': ZErrorReply };
const tags = ['terms and conditions'];

/**
 * The merchant terms and conditions (SPEC §2; issue 15). While a merchant has the version in force
 * still to accept, every other route answers 403 `terms_required` (plugins/auth.ts); these stay open.
 */
export default async function termsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/terms',
    {
      config: { allow: 'terms.read' },
      schema: {
        tags,
        summary:
          'Terms versions, newest first: admins every version with its acceptances, others the current',
        querystring: ZTermsListQuery,
        response: { 200: ZTermsPage, ...errors },
      },
    },
    async (req) => terms.list(signedIn(req.ctx), req.query),
  );

  r.get(
    '/api/admin/terms/current',
    {
      config: { allow: 'terms.read' },
      schema: {
        tags,
        summary: 'The version in force, in the caller’s language and both; a merchant also gets accepted_at',
        response: { 200: ZTermsCurrentReply, ...errors },
      },
    },
    async (req) => ({ data: await terms.current(signedIn(req.ctx)) }),
  );

  r.get(
    '/api/admin/terms/mine',
    {
      config: { allow: 'terms.accept' },
      schema: {
        tags,
        summary: 'The merchant’s accepted version (text, version, accepted_at) and whether a newer one waits',
        response: { 200: ZTermsMineReply, ...errors },
      },
    },
    async (req) => ({ data: await terms.mine(signedIn(req.ctx)) }),
  );

  r.get(
    '/api/admin/terms/acceptances',
    {
      config: { allow: 'content.manage' },
      schema: {
        tags,
        summary: 'Who accepted which version, when and from which address; filter by version_id',
        querystring: ZTermsAcceptanceQuery,
        response: { 200: ZTermsAcceptancePage, ...errors },
      },
    },
    async (req) => terms.acceptances(signedIn(req.ctx), req.query),
  );

  r.get(
    '/api/admin/terms/:id',
    {
      config: { allow: 'terms.read' },
      schema: {
        tags,
        summary: 'One version: admins any; a merchant those it accepted and the current; others the current',
        params: ZIdParams,
        response: { 200: ZTermsVersionReply, ...errors },
      },
    },
    async (req) => ({ data: await terms.get(signedIn(req.ctx), req.params.id) }),
  );

  r.post(
    '/api/admin/terms',
    {
      config: { allow: 'content.manage' },
      schema: {
        tags,
        summary: 'Publish a new version (never edited); merchants must accept it before going on',
        description:
          'body_en and body_zh are rich text (sanitised on the server, words required, at most 300,000 characters each); summary_en and summary_zh say what changed (at most 2,000 characters).',
        body: ZTermsPublishBody,
        response: { 200: ZTermsVersionReply, ...errors },
      },
    },
    async (req) => {
      const data = await terms.publish(signedIn(req.ctx), req.body);
      return { data, message: say(req, 'success.terms_published', { version: data.version }) };
    },
  );

  r.post(
    '/api/admin/terms/accept',
    {
      config: { allow: 'terms.accept' },
      schema: {
        tags,
        summary:
          'The merchant accepts the version in force (409 terms_outdated for an older one); idempotent',
        body: ZTermsAcceptBody,
        response: { 200: ZTermsCurrentReply, ...errors },
      },
    },
    async (req) => {
      const data = await terms.accept(signedIn(req.ctx), req.body.version_id, {
        userAgent: req.headers['user-agent'],
      });
      return { data, message: say(req, 'success.terms_accepted', { version: data.version }) };
    },
  );
}
