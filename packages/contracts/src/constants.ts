/**
 * The contract's plain values: roles, access options, listing types and limits. No zod here: the
 * web apps import this module at run time (`@meja/contracts/constants`) and so stay free of it; the
 * schemas build their enums from these lists.
 */

export const roles = [
  'admin',
  'master_agent',
  'mentor',
  'agent',
  'sub_agent',
  'merchant',
  'staff',
  'buddy',
] as const;
export type Role = (typeof roles)[number];

/** Roles that recruit merchants and hold a downline (PRODUCT.md "Who uses it"). */
export const agentRoles = ['master_agent', 'mentor', 'agent'] as const satisfies readonly Role[];

/** What the platform pays out (issue 13, payouts.ts), and the steps a payout item goes through. */
export const payoutKinds = [
  'agent_commission',
  'mentor_commission',
  'recruitment_allowance',
  'referral_cash',
  'merchant_redemption',
] as const;
export type PayoutKind = (typeof payoutKinds)[number];

export const payoutStatuses = ['pending', 'done', 'completed', 'declined'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

export const staffRoles = ['Cashier', 'Kitchen', 'Waiters'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const accessOptions = [
  'All Access - Order',
  'All Access - Kitchen',
  'All Access - Setting',
  'Only Access - Ready To Serve',
] as const;
export type AccessOption = (typeof accessOptions)[number];

/** PRODUCT.md: Cashier → Order, Kitchen → Kitchen, Waiters → Ready To Serve; the owner may change it. */
export const defaultAccessOf: Record<StaffRole, AccessOption> = {
  Cashier: 'All Access - Order',
  Kitchen: 'All Access - Kitchen',
  Waiters: 'Only Access - Ready To Serve',
};

export const userStatuses = ['active', 'inactive'] as const;
export type UserStatus = (typeof userStatuses)[number];

export const listingTypes = ['user', 'buddy', 'agent', 'sub_agent', 'merchant', 'allowance'] as const;
export type ListingType = (typeof listingTypes)[number];

/** The options a food option group holds at most. */
export const maxOptionsPerGroup = 50;

/** A media library upload (SPEC §5, §9): JPG or PNG of at most 1 MB, judged by content on the server. */
export const mediaLimits = {
  /** SPEC §5 and §9: 1 MB. */
  maxBytes: 1024 * 1024,
  /** What the old client accepts, and all the server accepts (by content, not by name). */
  accept: ['image/jpeg', 'image/png'] as const,
  maxDisplayName: 120,
} as const;

/** The tags of a stock food photo. */
export const stockImageLimits = {
  maxTags: 10,
  maxTagLength: 30,
} as const;

/**
 * An order's payment status (PRODUCT.md "Orders"). 'expired': an online order left unpaid for
 * `orderPaymentWindowMinutes` (its limited foods were given back); a payment that still arrives pays it.
 * 'split': a bill split into shares, each an order paid on its own; the bill is settled when every share is paid.
 */
export const paymentStatuses = ['unpaid', 'paid', 'void', 'refunded', 'expired', 'split'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** The SSE event names of the merchant's boards (GET /api/admin/display_order/events). */
export const boardEventName = 'order';
/** Sent when a board stream opens and after the server lost changes: load the board again. */
export const boardResyncEventName = 'resync';

/** How many guests (covers) an order or a bill served (issue 29): a whole number in this range. */
export const guestsLimits = { min: 1, max: 99 } as const;
