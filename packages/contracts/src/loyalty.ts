import { z } from 'zod';
import { dataReply, maxRowId, paged, ZPagingQuery } from './common';

/**
 * Loyalty (issue 12; PRODUCT.md "Money", "Buddies and referrals", "Tickets", "Birthday gift"):
 * the buddy's profile and referral, wallet (points), members, tickets and birthday gifts.
 * 1 point = 1 sen; 100 points = RM1.00. Money in replies: RM strings plus `_sen` integers.
 */

export const genders = ['male', 'female', 'other'] as const;
export type Gender = (typeof genders)[number];

const ZId = z.coerce.number({ error: 'validation.required' }).int().min(1).max(maxRowId);

/** DD/MM/YYYY as SPEC §3 receives it; the server checks it is a real, past day. */
export const ZDateOfBirth = z
  .string({ error: 'validation.required' })
  .trim()
  .regex(/^\d{2}\/\d{2}\/\d{4}$/, 'validation.date_of_birth');

/**
 * PUT /api/public/me: the buddy completes or edits the profile. first_name and date_of_birth are
 * what a complete profile needs (the birthday gift reads the month); once set, the date of birth
 * stays as it is (sent again unchanged; a change is a field error: an admin corrects it, so the
 * month cannot be moved to claim a gift). E-mail (receipts), gender and city are optional. `referral_code` sets the upline once, only while the buddy has none and
 * has not paid an order yet; self-referral and loops are refused (field error).
 */
export const ZBuddyProfileBody = z.object({
  first_name: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(60, 'validation.too_long'),
  date_of_birth: ZDateOfBirth,
  email: z.union([z.literal(''), z.email('validation.email').max(254)]).optional(),
  gender: z.enum(genders, { error: 'validation.gender' }).optional().nullable(),
  city: z.string().trim().max(60, 'validation.too_long').optional().nullable(),
  referral_code: z.string().trim().max(20).optional(),
});
export type TBuddyProfileBody = z.input<typeof ZBuddyProfileBody>;

/** GET /api/public/me (and the PUT's reply): the signed-in buddy as the ordering app shows them. */
export const ZBuddyMe = z.object({
  id: z.number().int(),
  phone_number: z.string(),
  first_name: z.string().nullable(),
  /** DD/MM/YYYY, or null before the profile is completed. */
  date_of_birth: z.string().nullable(),
  email: z.string().nullable(),
  gender: z.enum(genders).nullable(),
  city: z.string().nullable(),
  status: z.enum(['active', 'inactive']),
  /** first_name and date_of_birth are set. */
  profile_complete: z.boolean(),
  referral_code: z.string(),
  /** The share link: the ordering app's /r/{code}. */
  referral_link: z.string(),
  /** The upline (level 1), fixed once set. */
  upline: z.object({ id: z.number().int(), first_name: z.string().nullable() }).nullable(),
  /** May still enter a referral code (no upline yet, no paid order yet). */
  can_set_referrer: z.boolean(),
  /** How many buddies signed up with this buddy's code. */
  referrals: z.number().int(),
  /** Points held now (1 point = 1 sen). */
  points: z.number().int(),
  /** Their RM value: "12.34". */
  points_value: z.string(),
  /** It is the buddy's birthday month now (Kuala Lumpur): birthday gifts can be claimed. */
  birthday_month: z.boolean(),
  /** Stores (merchant ids) whose birthday gift the buddy took this year. */
  birthday_claimed_merchant_ids: z.array(z.number().int()),
  registered_at: z.string(),
});
export type TBuddyMe = z.infer<typeof ZBuddyMe>;
export const ZBuddyMeReply = dataReply(ZBuddyMe);
export type TBuddyMeReply = z.infer<typeof ZBuddyMeReply>;

/**
 * PATCH /api/admin/buddy/date_of_birth/{id}: an admin corrects a buddy's date of birth (PRODUCT.md
 * "Birthday gift": once set, the buddy cannot change it; the birthday gift reads its month).
 */
export const ZBuddyDateOfBirthParams = z.object({ id: ZId });
export const ZBuddyDateOfBirthBody = z.object({ date_of_birth: ZDateOfBirth });
export type TBuddyDateOfBirthBody = z.input<typeof ZBuddyDateOfBirthBody>;
export const ZBuddyDateOfBirthReply = dataReply(
  z.object({ id: z.number().int(), date_of_birth: z.string().describe('DD/MM/YYYY') }),
);
export type TBuddyDateOfBirthReply = z.infer<typeof ZBuddyDateOfBirthReply>;

/** What moved a wallet: the kind of ledger transaction, in the buddy's words. */
export const walletKinds = [
  'cashback',
  'referral',
  'redeemed',
  'returned',
  'reversed',
  'adjustment',
  /** Referral rewards cashed out to the buddy's bank (issue 13, cash-out.ts). */
  'cashed_out',
] as const;
export type WalletKind = (typeof walletKinds)[number];

/**
 * POST /api/get_wallet_history (SPEC §7): SPEC's paging in the body (or the query). A buddy reads
 * their own; staff, merchants, agents and admins name the buddy with `id` (or `buddy_id`) and see
 * it when the buddy is one of their members, with the entries of orders at their merchants only
 * (admins: every entry). Admins and agents may narrow it to one `merchant_id`.
 */
export const ZWalletHistoryBody = ZPagingQuery.extend({
  id: ZId.optional(),
  buddy_id: ZId.optional(),
  merchant_id: ZId.optional(),
});
export type TWalletHistoryBody = z.input<typeof ZWalletHistoryBody>;

export const ZWalletEntry = z.object({
  /** The ledger entry's id (newest first). */
  id: z.number().int(),
  kind: z.enum(walletKinds),
  /** Signed: + earned or given back, − spent or taken back. */
  points: z.number().int(),
  /**
   * The balance right after this entry; null when the caller sees only some of the wallet's
   * entries (a merchant's or an agent's view), since it would tell what the others add up to.
   */
  balance_after: z.number().int().nullable(),
  /** Referral rewards: the level (1–5); else null. */
  level: z.number().int().nullable(),
  /** The order it came from, where there is one. */
  order: z
    .object({ order_no: z.number().int().nullable(), receipt_no: z.string().nullable(), store: z.string() })
    .nullable(),
  created_at: z.string(),
});
export type TWalletEntry = z.infer<typeof ZWalletEntry>;

export const ZWalletHistoryReply = paged(ZWalletEntry).extend({
  /** The wallet now: points and their RM value. */
  balance: z.number().int(),
  balance_value: z.string(),
});
export type TWalletHistoryReply = z.infer<typeof ZWalletHistoryReply>;

/**
 * GET /api/admin/merchant/member_listing (SPEC §7): a merchant's members, the buddies who paid an
 * order there. Paging, search (name or phone) and date range (on the last visit); `merchant_id`
 * for admins and agents.
 */
export const ZMemberListQuery = ZPagingQuery.extend({ merchant_id: ZId.optional() });
export type TMemberListQuery = z.input<typeof ZMemberListQuery>;

export const ZMember = z.object({
  id: z.number().int(),
  first_name: z.string().nullable(),
  /** Masked for the merchant's staff and agents ("+6012***6789"); whole for the merchant and admins. */
  phone_number: z.string(),
  status: z.enum(['active', 'inactive']),
  visits: z.number().int(),
  spend: z.string(),
  spend_sen: z.number().int(),
  first_visit: z.string(),
  last_visit: z.string(),
  points: z.number().int(),
});
export type TMember = z.infer<typeof ZMember>;
export const ZMemberPage = paged(ZMember);
export type TMemberPage = z.infer<typeof ZMemberPage>;

/**
 * PATCH /api/admin/merchant/member_status/{id} (the buddy's id): agents set a member of their
 * merchants Active or Inactive (admins any buddy); deactivating ends the buddy's sessions.
 */
export const ZMemberStatusParams = z.object({ id: ZId });
export const ZMemberStatusBody = z.object({
  status: z.enum(['active', 'inactive'], { error: 'validation.required' }),
});
export type TMemberStatusBody = z.input<typeof ZMemberStatusBody>;
export const ZMemberStatusReply = dataReply(
  z.object({ id: z.number().int(), status: z.enum(['active', 'inactive']) }),
);
export type TMemberStatusReply = z.infer<typeof ZMemberStatusReply>;

/** Ticket statuses (the ticket state machine): active → completed | expired | void. */
export const ticketStatuses = ['active', 'completed', 'expired', 'void'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

/** GET /api/admin/ticket_listing (SPEC §7): paging, search (item, order, phone), status, merchant_id. */
export const ZTicketListQuery = ZPagingQuery.extend({
  merchant_id: ZId.optional(),
  status: z.enum(ticketStatuses).optional(),
});
export type TTicketListQuery = z.input<typeof ZTicketListQuery>;

export const ZTicket = z.object({
  id: z.number().int(),
  name: z.string(),
  order_no: z.number().int().nullable(),
  receipt_no: z.string().nullable(),
  order_id: z.number().int(),
  buddy: z
    .object({ id: z.number().int(), first_name: z.string().nullable(), phone_number: z.string() })
    .nullable(),
  total: z.number().int(),
  used: z.number().int(),
  left: z.number().int(),
  status: z.enum(ticketStatuses),
  /** SPEC §4's words, in the caller's language: "not yet used", "N unused tickets left", "all completed" (or expired, void). */
  status_text: z.string(),
  expires_at: z.string(),
  created_at: z.string(),
});
export type TTicket = z.infer<typeof ZTicket>;
export const ZTicketPage = paged(ZTicket);
export type TTicketPage = z.infer<typeof ZTicketPage>;
/** POST /api/admin/ticket_detail/{id}: redeems one glass; the reply is the ticket after it. */
export const ZTicketReply = dataReply(ZTicket);
export type TTicketReply = z.infer<typeof ZTicketReply>;
export const ZTicketParams = z.object({ id: ZId });

/** GET /api/public/me/tickets: the buddy's own tickets, newest first, with the store. */
export const ZBuddyTicket = ZTicket.omit({ buddy: true }).extend({
  store: z.object({ id: z.number().int(), display_name: z.string() }),
});
export type TBuddyTicket = z.infer<typeof ZBuddyTicket>;
export const ZBuddyTicketPage = paged(ZBuddyTicket);
export type TBuddyTicketPage = z.infer<typeof ZBuddyTicketPage>;
export const ZBuddyTicketsQuery = ZPagingQuery.pick({ start: true, length: true });
