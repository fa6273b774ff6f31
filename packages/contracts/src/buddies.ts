import { z } from 'zod';
import { dataReply, paged, ZPagingQuery } from './common';

/**
 * Buddy sign-in with a Malaysian mobile number and a one-time code sent by SMS (SPEC §3 Member).
 * The server checks the number (libphonenumber-js) and keeps it in E.164 ("+60123456789"); a
 * number it does not take is a field error on `phone` ('validation.phone').
 */
const ZPhoneInput = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(30, 'validation.phone');

/** POST /api/public/otp/send: "012-345 6789", "+60 12 345 6789" or "60123456789". */
export const ZSendCodeBody = z.object({ phone: ZPhoneInput });
export type TSendCodeBody = z.input<typeof ZSendCodeBody>;

/** The same reply whether or not the number has an account. */
export const ZSendCodeReply = z.object({
  data: z.object({
    /** The number in E.164, as the code was sent to it. */
    phone: z.string(),
    /** Seconds the code stays valid (300). */
    expires_in: z.number().int(),
    /** Seconds before another code may be asked for this number (60). */
    resend_in: z.number().int(),
  }),
  message: z.string().optional(),
});
export type TSendCodeReply = z.infer<typeof ZSendCodeReply>;

/** POST /api/public/otp/verify. */
export const ZVerifyCodeBody = z.object({
  phone: ZPhoneInput,
  code: z
    .string({ error: 'validation.otp_code' })
    .trim()
    .regex(/^\d{6}$/, 'validation.otp_code'),
  /**
   * The referrer's code when the buddy came through a share link (/r/{code}). It sets the upline
   * only when this sign-in creates the buddy; an unknown code is ignored rather than refusing the
   * sign-in (the diner is mid-order), and the reply says whether it was taken (`referred`).
   */
  referral_code: z.string().trim().max(20).optional(),
});
export type TVerifyCodeBody = z.input<typeof ZVerifyCodeBody>;

export const ZBuddy = z.object({
  id: z.number().int(),
  phone_number: z.string(),
  name: z.string().nullable(),
});
export type TBuddy = z.infer<typeof ZBuddy>;

/** A session token exactly like POST /api/login's: send it as `Authorization: Bearer <token>`. */
export const ZVerifyCodeReply = dataReply(
  z.object({
    token: z.string(),
    role: z.literal('buddy'),
    user: ZBuddy,
    /** This sign-in created the buddy (first sign-in: offer the profile). */
    created: z.boolean().optional(),
    /** The referral code given was taken as the new buddy's upline. */
    referred: z.boolean().optional(),
  }),
);
export type TVerifyCodeReply = z.infer<typeof ZVerifyCodeReply>;

/** GET /api/public/me/orders: start/length paging, newest first. */
export const ZBuddyOrdersQuery = ZPagingQuery.pick({ start: true, length: true });
export type TBuddyOrdersQuery = z.input<typeof ZBuddyOrdersQuery>;

/** One of the signed-in buddy's past orders. */
export const ZBuddyOrder = z.object({
  /** The order's own unguessable token (its order page and status calls take it). */
  token: z.string(),
  store: z.object({ id: z.number().int(), display_name: z.string() }),
  table_name: z.string().nullable(),
  /** Assigned when paid; null before. */
  /** The order number of its store's day ("No. 17"). */
  order_no: z.number().int().nullable(),
  receipt_no: z.string().nullable(),
  /** RM: "12.50". */
  total: z.string(),
  total_sen: z.number().int(),
  /** 'unpaid', 'paid', 'void' or 'refunded'. */
  payment_status: z.string(),
  /** ISO 8601, UTC. */
  created_at: z.string(),
});
export type TBuddyOrder = z.infer<typeof ZBuddyOrder>;

export const ZBuddyOrderPage = paged(ZBuddyOrder);
export type TBuddyOrderPage = z.infer<typeof ZBuddyOrderPage>;
