import { z } from 'zod';
import { dataReply, ZId, ZMessageReply } from './common';
import { ZPassword } from './passwords';
import { ZAccessOption, ZRole } from './roles';

export const ZLoginBody = z.object({
  username: z.string().trim().min(1, 'validation.username_required').max(254),
  password: z.string().min(1, 'validation.password_required').max(128),
});
export type TLoginBody = z.infer<typeof ZLoginBody>;

export const ZMe = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  role: ZRole,
  status: z.string(),
  first_login: z.boolean(),
  merchant_id: z.number().int().nullable(),
  access_option: ZAccessOption.nullable(),
  /** A merchant who must accept the current terms before anything else (issue 15). */
  terms_pending: z.boolean(),
});
export type TMe = z.infer<typeof ZMe>;

export const ZLoginReply = dataReply(
  z.object({
    token: z.string(),
    role: ZRole,
    first_login: z.boolean(),
    user: ZMe,
  }),
);
export type TLoginReply = z.infer<typeof ZLoginReply>;

export const ZMeReply = dataReply(ZMe);

const mismatch = 'validation.password_confirmation_mismatch';
const newMismatch = 'validation.new_password_mismatch';

/** Set a password: first-time login, set_password. An admin or agent may name the merchant. */
export const ZSetPasswordBody = z
  .object({
    password: ZPassword,
    password_confirmation: z.string(),
    merchant_id: ZId.optional(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: mismatch,
    path: ['password_confirmation'],
  });
export type TSetPasswordBody = z.infer<typeof ZSetPasswordBody>;

export const ZForgetEmailBody = z.object({
  email: z.email('validation.email').max(254),
});
export type TForgetEmailBody = z.infer<typeof ZForgetEmailBody>;

export const ZResetTokenQuery = z.object({ token: z.string().min(16).max(200).optional() });

/**
 * POST /change_password serves two flows: with a reset token (query or body) it resets a
 * forgotten password; signed in, it needs the current password.
 */
export const ZChangePasswordBody = z
  .object({
    token: z.string().min(16).max(200).optional(),
    current_password: z.string().max(128).optional(),
    new_password: ZPassword,
    new_password_confirmation: z.string(),
  })
  .refine((v) => v.new_password === v.new_password_confirmation, {
    message: newMismatch,
    path: ['new_password_confirmation'],
  });
export type TChangePasswordBody = z.infer<typeof ZChangePasswordBody>;

export const ZOkReply = ZMessageReply;

export const ZHealthReply = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptime_s: z.number(),
  /** Promises rejected with nobody to hear them since the start: logged and counted, never a reason to stop. */
  unhandled_rejections: z.number(),
});
