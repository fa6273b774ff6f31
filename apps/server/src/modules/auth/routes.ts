import { calls } from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import { bearerToken, say } from '../../lib/reply';
import { routesOf } from '../../lib/route';
import { signedIn } from '../../plugins/context';
import * as auth from './service';

export default async function authRoutes(app: FastifyInstance) {
  const route = routesOf(app, ['auth']);

  route(calls.auth.login, { allow: 'public', summary: 'Sign in with a username or e-mail' }, async (req) => ({
    data: await auth.login(req.ctx, req.body, req.log),
    message: say(req, 'success.welcome'),
  }));

  route(calls.auth.logout, { allow: 'session', summary: 'End this session' }, async (req) => {
    await auth.logout(signedIn(req.ctx), bearerToken(req));
    return { message: say(req, 'success.logged_out') };
  });

  route(calls.auth.me, { allow: 'session', summary: 'The signed-in user' }, async (req) => ({
    data: await auth.me(signedIn(req.ctx)),
  }));

  route(
    calls.auth.firstTimeLogin,
    {
      allow: 'first_time_login',
      summary: 'Set the first password (own, or of a merchant that has never set its own)',
    },
    async (req) => {
      await auth.firstTimeLogin(signedIn(req.ctx), req.body, bearerToken(req));
      return { message: say(req, 'success.password_set') };
    },
  );

  route(
    calls.auth.setPassword,
    { allow: 'session', summary: 'Set a password without the old one (first-time or none yet)' },
    async (req) => {
      await auth.setPassword(signedIn(req.ctx), req.body, bearerToken(req));
      return { message: say(req, 'success.password_set') };
    },
  );

  route(
    calls.auth.sendForgetEmail,
    { allow: 'public', summary: 'E-mail a password reset link' },
    async (req) => {
      await auth.requestReset(req.ctx, req.body.email, req.log);
      return { message: say(req, 'success.reset_email_sent') };
    },
  );

  route(
    calls.auth.changePassword,
    {
      allow: 'public',
      summary: 'Reset a forgotten password (token in query or body) or change it when signed in',
    },
    async (req) => {
      const token = req.query.token ?? req.body.token;
      if (token) {
        await auth.resetPassword(req.ctx, token, req.body.new_password);
      } else {
        if (!req.ctx.actor) throw new AppError('unauthenticated');
        await auth.changePassword(signedIn(req.ctx), req.body);
      }
      return { message: say(req, 'success.password_changed') };
    },
  );
}
