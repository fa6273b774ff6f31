import { z } from 'zod';
import { dataReply, paged, ZFlag, ZFlagOut, ZId, ZPagingQuery } from './common';
import { listingTypes } from './constants';
import { genders } from './loyalty';
import { ZPassword } from './passwords';
import { ZRole, ZUserStatus } from './roles';

export { type ListingType, listingTypes } from './constants';
export const ZListingType = z.enum(listingTypes);

/** The old client sends status as 1/0 or as a word. */
const ZStatusParam = z
  .union([ZUserStatus, z.enum(['1', '0'])])
  .transform((s) => (s === '1' ? 'active' : s === '0' ? 'inactive' : s));

export const ZUserListQuery = ZPagingQuery.extend({
  /** Defaults to every user for an admin, merchants for everyone else. */
  listing_type: ZListingType.optional(),
  status: ZStatusParam.optional(),
  setup_status: z.string().max(40).optional(),
  agent_id: ZId.optional(),
  columns: z.string().max(500).optional(),
});
export type TUserListQuery = z.input<typeof ZUserListQuery>;

export const ZUser = z.object({
  id: z.number().int(),
  type: ZRole,
  username: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  status: ZUserStatus,
  first_login: z.boolean(),
  agent_id: z.number().int().nullable(),
  upline_name: z.string().nullable(),
  setup_status: z.string().nullable(),
  /** Merchants: 1 when a sub-agent handles the merchant (SPEC §3 sub-agent merchant assignment). */
  assign_subagent: ZFlagOut,
  subagent_id: z.number().int().nullable(),
  subagent_name: z.string().nullable(),
  created_at: z.string(),
  // A buddy's profile and wallet (the "platform buddy" screens); absent for every other role.
  // A buddy's `upline_name` is the referrer's name, and `upline_id` the referrer.
  /** Buddies: first name from the profile. */
  first_name: z.string().nullable().optional(),
  /** Buddies: DD/MM/YYYY. */
  date_of_birth: z.string().nullable().optional(),
  gender: z.enum(genders).nullable().optional(),
  city: z.string().nullable().optional(),
  /** Buddies: the referrer (level 1 upline), fixed once set. */
  upline_id: z.number().int().nullable().optional(),
  referral_code: z.string().nullable().optional(),
  /** Buddies: points held now (1 point = 1 sen), and their RM value. */
  wallet_balance: z.number().int().optional(),
  wallet_value: z.string().optional(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZUserPage = paged(ZUser);
export type TUserPage = z.infer<typeof ZUserPage>;
export const ZUserReply = dataReply(ZUser);

/** Roles an admin or agent can create through POST /admin/user (staff and buddies have their own flows). */
export const creatableTypes = [
  'admin',
  'master_agent',
  'mentor',
  'agent',
  'sub_agent',
  'merchant',
  'buddy',
] as const;

const ZUsername = z
  .string({ error: 'validation.username_required' })
  .trim()
  .min(1, 'validation.username_required')
  .max(60, 'validation.username_too_long')
  .regex(/^[A-Za-z0-9_.@+-]+$/, 'validation.username_chars');

const ZOptionalEmail = z.union([z.literal(''), z.email('validation.email').max(254)]).optional();

/** Merchants: assign_subagent 1 with the sub-agent's id, or 0 to have none (SPEC §3). */
const subAgentAssignment = {
  assign_subagent: ZFlag.optional(),
  subagent_id: ZId.nullable().optional(),
};
const assignedNeedsSubAgent = (v: { assign_subagent?: boolean; subagent_id?: number | null }) =>
  v.assign_subagent !== true || (v.subagent_id ?? null) !== null;
const assignedNeedsSubAgentIssue = { message: 'validation.subagent_required', path: ['subagent_id'] };

export const ZCreateUserBody = z
  .object({
    type: z.enum(creatableTypes),
    username: ZUsername,
    name: z.string().trim().max(120).optional(),
    email: ZOptionalEmail,
    phone_number: z.string().trim().max(20).optional(),
    status: ZUserStatus.optional(),
    agent_id: ZId.optional(),
    ...subAgentAssignment,
    /** Merchants accept the merchant terms and conditions at sign-up (SPEC §3 Company: defaults true). */
    terms_condition: ZFlag.optional(),
    /** Merchants: the RM1000 deposit was received. Admins only. */
    deposit_status: ZFlag.optional(),
    password: ZPassword,
    confirm_password: z.string(),
  })
  .refine((v) => v.password === v.confirm_password, {
    message: 'validation.password_confirmation_mismatch',
    path: ['confirm_password'],
  })
  .refine(assignedNeedsSubAgent, assignedNeedsSubAgentIssue);
export type TCreateUserBody = z.output<typeof ZCreateUserBody>;
export type TCreateUserInput = z.input<typeof ZCreateUserBody>;

export const ZUpdateUserBody = z
  .object({
    username: ZUsername.optional(),
    name: z.string().trim().max(120).optional(),
    email: ZOptionalEmail,
    phone_number: z.string().trim().max(20).optional(),
    status: ZUserStatus.optional(),
    agent_id: ZId.nullable().optional(),
    ...subAgentAssignment,
  })
  .refine(assignedNeedsSubAgent, assignedNeedsSubAgentIssue);
export type TUpdateUserBody = z.output<typeof ZUpdateUserBody>;
export type TUpdateUserInput = z.input<typeof ZUpdateUserBody>;

/** PATCH toggles Active/Inactive; a body may name the status to set instead. */
export const ZToggleUserBody = z.object({ status: ZUserStatus.optional() }).nullish();
