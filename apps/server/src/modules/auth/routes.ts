import {
  ZChangePasswordBody,
  ZErrorReply,
  ZForgetEmailBody,
  ZLoginBody,
  ZLoginReply,
  ZMeReply,
  ZOkReply,
  ZResetTokenQuery,
  ZSetPasswordBody,
} from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { bearerToken, say } from '../../lib/reply';
import { signedIn } from '../../plugins/context';
import * as auth from './service';

const errors = { '4xx': ZErrorReply };
const tags = ['auth'];

export default async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/login',
    {
      config: { allow: 'public' },
      schema: {
        tags,
        summary: 'Sign in with a username or e-mail',
        body: ZLoginBody,
        response: { 200: ZLoginReply, ...errors },
      },
    },
    async (req) => ({
      data: await auth.login(req.ctx, req.body, req.log),
      message: say(req, 'success.welcome'),
    }),
  );

  r.post(
    '/api/logout',
    {
      config: { allow: 'session' },
      schema: { tags, summary: 'End this session', response: { 200: ZOkReply, ...errors } },
    },
    async (req) => {
      await auth.logout(signedIn(req.ctx), bearerToken(req));
      return { message: say(req, 'success.logged_out') };
    },
  );

  r.get(
    '/api/me',
    {
      config: { allow: 'session' },
      schema: { tags, summary: 'The signed-in user', response: { 200: ZMeReply, ...errors } },
    },
    async (req) => ({ data: await auth.me(signedIn(req.ctx)) }),
  );

  r.post(
    '/api/admin/merchant/first_time_login',
    {
      config: { allow: 'first_time_login' },
      schema: {
        tags,
        summary: 'Set the first password (own, or of a merchant that has never set its own)',
        body: ZSetPasswordBody,
        response: { 200: ZOkReply, ...errors },
      },
    },
    async (req) => {
      await auth.firstTimeLogin(signedIn(req.ctx), req.body, bearerToken(req));
      return { message: say(req, 'success.password_set') };
    },
  );

  r.post(
    '/api/set_password',
    {
      config: { allow: 'session' },
      schema: {
        tags,
        summary: 'Set a password without the old one (first-time or none yet)',
        body: ZSetPasswordBody,
        response: { 200: ZOkReply, ...errors },
      },
    },
    async (req) => {
      await auth.setPassword(signedIn(req.ctx), req.body, bearerToken(req));
      return { message: say(req, 'success.password_set') };
    },
  );

  r.post(
    '/api/send_forget_email',
    {
      config: { allow: 'public' },
      schema: {
        tags,
        summary: 'E-mail a password reset link',
        body: ZForgetEmailBody,
        response: { 200: ZOkReply, ...errors },
      },
    },
    async (req) => {
      await auth.requestReset(req.ctx, req.body.email, req.log);
      return { message: say(req, 'success.reset_email_sent') };
    },
  );

  r.post(
    '/api/change_password',
    {
      config: { allow: 'public' },
      schema: {
        tags,
        summary: 'Reset a forgotten password (token in query or body) or change it when signed in',
        querystring: ZResetTokenQuery,
        body: ZChangePasswordBody,
        response: { 200: ZOkReply, ...errors },
      },
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
