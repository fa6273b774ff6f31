import { calls } from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import { say } from '../../../lib/reply';
import { routesOf } from '../../../lib/route';
import { signedIn } from '../../../plugins/context';
import * as terms from './service';

/**
 * The merchant terms and conditions (SPEC §2; issue 15). While a merchant has the version in force
 * still to accept, every other route answers 403 `terms_required` (plugins/auth.ts); these stay open.
 */
export default async function termsRoutes(app: FastifyInstance) {
  const route = routesOf(app, ['terms and conditions']);

  route(
    calls.terms.list,
    {
      allow: 'terms.read',
      summary: 'Terms versions, newest first: admins every version with its acceptances, others the current',
    },
    async (req) => terms.list(signedIn(req.ctx), req.query),
  );

  route(
    calls.terms.current,
    {
      allow: 'terms.read',
      summary: 'The version in force, in the caller’s language and both; a merchant also gets accepted_at',
    },
    async (req) => ({ data: await terms.current(signedIn(req.ctx)) }),
  );

  route(
    calls.terms.mine,
    {
      allow: 'terms.accept',
      summary: 'The merchant’s accepted version (text, version, accepted_at) and whether a newer one waits',
    },
    async (req) => ({ data: await terms.mine(signedIn(req.ctx)) }),
  );

  route(
    calls.terms.acceptances,
    {
      allow: 'content.manage',
      summary: 'Who accepted which version, when and from which address; filter by version_id',
    },
    async (req) => terms.acceptances(signedIn(req.ctx), req.query),
  );

  route(
    calls.terms.get,
    {
      allow: 'terms.read',
      summary: 'One version: admins any; a merchant those it accepted and the current; others the current',
    },
    async (req) => ({ data: await terms.get(signedIn(req.ctx), req.params.id) }),
  );

  route(
    calls.terms.publish,
    {
      allow: 'content.manage',
      summary: 'Publish a new version (never edited); merchants must accept it before going on',
      description:
        'body_en and body_zh are rich text (sanitised on the server, words required, at most 300,000 characters each); summary_en and summary_zh say what changed (at most 2,000 characters).',
    },
    async (req) => {
      const data = await terms.publish(signedIn(req.ctx), req.body);
      return { data, message: say(req, 'success.terms_published', { version: data.version }) };
    },
  );

  route(
    calls.terms.accept,
    {
      allow: 'terms.accept',
      summary: 'The merchant accepts the version in force (409 terms_outdated for an older one); idempotent',
    },
    async (req) => {
      const data = await terms.accept(signedIn(req.ctx), req.body.version_id, {
        userAgent: req.headers['user-agent'],
      });
      return { data, message: say(req, 'success.terms_accepted', { version: data.version }) };
    },
  );
}
