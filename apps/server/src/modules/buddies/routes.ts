import { calls } from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import { say } from '../../lib/reply';
import { routesOf } from '../../lib/route';
import { signedIn } from '../../plugins/context';
import * as profile from './profile';
import * as buddies from './service';

/** Buddy sign-in by SMS code, a signed-in buddy's profile and referral, and past orders (SPEC §3 Member). */
export default async function buddyRoutes(app: FastifyInstance) {
  const route = routesOf(app, ['buddies']);

  // A throttled caller also learns when to come back from the standard header.
  app.addHook('onError', async (_req, reply, err) => {
    if (err instanceof AppError && err.code === 'too_many_attempts' && err.vars?.seconds !== undefined)
      reply.header('retry-after', String(err.vars.seconds));
  });

  route(
    calls.buddies.sendCode,
    {
      allow: 'public',
      summary: 'Send a sign-in code by SMS to a Malaysian mobile number',
      description:
        'A 6-digit code, valid 5 minutes, single use; a new code voids the older ones. The reply is the same whether or not the number has an account. Throttled: one code a minute and five an hour per number, twenty an hour per client address (429 with the seconds to wait in the message and in Retry-After).',
    },
    async (req) => {
      const data = await buddies.sendCode(req.ctx, req.body.phone);
      return { data, message: say(req, 'success.otp_sent', { phone: data.phone }) };
    },
  );

  route(
    calls.buddies.verifyCode,
    {
      allow: 'public',
      summary: 'Sign in as a buddy with the code sent by SMS',
      description:
        'Creates the buddy on the first sign-in (`created`), with the upline named by `referral_code` when it is another active buddy’s (`referred`; an unknown code signs in anyway). Gives a session token like POST /api/login (send it as Authorization: Bearer). A wrong, used or expired code is a field error on `code`; five wrong tries kill the code. New buddies per client address are throttled (10 an hour, 30 a day, 5 referred a day): beyond that a new number is refused 429 with the wait; existing buddies still sign in.',
    },
    async (req) => ({
      data: await buddies.verifyCode(req.ctx, req.body, req.log),
      message: say(req, 'success.buddy_signed_in'),
    }),
  );

  route(
    calls.buddies.me,
    {
      allow: 'buddy.self',
      summary: 'The signed-in buddy: profile, referral code and link, upline, points, birthday month',
    },
    async (req) => ({ data: await profile.me(signedIn(req.ctx)) }),
  );

  route(
    calls.buddies.saveProfile,
    {
      allow: 'buddy.self',
      summary: 'Complete or edit the signed-in buddy’s profile (and enter a referral code once)',
      description:
        '`date_of_birth` as DD/MM/YYYY: a real day, not in the future, at most 120 years ago; once set it is sent again as it is, and a change is a field error (`validation.date_of_birth_locked`: an admin corrects it). E-mail, gender and city are left as they are when absent and cleared when empty. `referral_code` sets the upline once, while the buddy has none and no paid order; unknown, own (or same phone), loop-closing and second codes are field errors on `referral_code`, and nothing is saved.',
    },
    async (req) => ({
      data: await profile.saveProfile(signedIn(req.ctx), req.body),
      message: say(req, 'success.profile_saved'),
    }),
  );

  route(
    calls.buddies.setDateOfBirth,
    {
      allow: 'buddies.date_of_birth',
      summary: 'Correct a buddy’s date of birth (admins)',
      description:
        'A buddy sets their date of birth once (PUT /api/public/me refuses a change with a field error on `date_of_birth`), so that the birthday gift’s month cannot be moved; a buddy who mistyped asks support, and an admin corrects it here. `date_of_birth` as DD/MM/YYYY with the buddy’s own checks; an id that is no buddy is 404.',
    },
    async (req) => ({
      data: await profile.correctDateOfBirth(signedIn(req.ctx), req.params.id, req.body.date_of_birth),
      message: say(req, 'success.date_of_birth_changed'),
    }),
  );

  route(
    calls.buddies.myOrders,
    { allow: 'buddy.orders', summary: "The signed-in buddy's past orders, newest first" },
    async (req) => buddies.pastOrders(signedIn(req.ctx), req.query),
  );
}
