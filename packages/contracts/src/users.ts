import { z } from 'zod';
import { dataReply, paged, ZFlag, ZFlagOut, ZId, ZPagingQuery } from './common';
import { agentRoles, type ListingType, listingTypes } from './constants';
import { genders } from './loyalty';
import { bankOf, normalizeIcNo } from './malaysia';
import { ZPassword } from './passwords';
import { ZRole, ZUserStatus } from './roles';

export { type ListingType, listingTypes } from './constants';
export const ZListingType = z.enum(listingTypes);

/**
 * SPEC's words for three of the lists (§2 "buddy/member", sub-agent, mentor), as the old client
 * sends them: the same lists as buddy, sub_agent and agent, mentor with the rank filter.
 */
export const listingWords = {
  member: { type: 'buddy' },
  subagent: { type: 'sub_agent' },
  mentor: { type: 'agent', rank: 'mentor' },
} as const satisfies Record<string, { type: ListingType; rank?: (typeof agentRoles)[number] }>;
type ListingWord = keyof typeof listingWords;
const listingWordList = Object.keys(listingWords) as ListingWord[];

/** The old client sends status as 1/0 or as a word. */
const ZStatusParam = z
  .union([ZUserStatus, z.enum(['1', '0'])])
  .transform((s) => (s === '1' ? 'active' : s === '0' ? 'inactive' : s));

/**
 * SPEC §9: a merchant recruited by an agent earns the agent its recruitment allowance once its
 * accumulated paid sales reach RM10,000.
 */
export const recruitmentAllowanceTargetSen = 1_000_000;

/**
 * Where a merchant's recruitment allowance stands (the allowance list): still short of the target,
 * its agent not entitled to one, or the status of the payout item made when it was reached.
 */
export const allowanceStatuses = [
  'accumulating',
  'not_entitled',
  'pending',
  'done',
  'completed',
  'declined',
] as const;
export type AllowanceStatus = (typeof allowanceStatuses)[number];

export const ZUserListQuery = ZPagingQuery.extend({
  /** Defaults to every user for an admin, merchants for everyone else; SPEC's words (`listingWords`) too. */
  listing_type: z.enum([...listingTypes, ...listingWordList]).optional(),
  /** The agent list: only agents of this rank. */
  agent_rank: z.enum(agentRoles).optional(),
  /** Active/Inactive; on the allowance list, an allowance status instead. */
  status: z.union([ZStatusParam, z.enum(allowanceStatuses)]).optional(),
  setup_status: z.string().max(40).optional(),
  agent_id: ZId.optional(),
  columns: z.string().max(500).optional(),
});
export type TUserListQuery = z.input<typeof ZUserListQuery>;

const ZParty = z.object({ id: z.number().int(), name: z.string() });

/** One row of the allowance list: a merchant recruited by an agent, towards RM10,000 (SPEC §9). */
export const ZAllowance = z.object({
  agent_id: z.number().int(),
  agent_name: z.string(),
  /** Whether the agent is entitled to recruitment allowances at all. */
  entitled: z.boolean(),
  /** The merchant's accumulated paid sales (less refunds). */
  sales_sen: z.number().int(),
  sales: z.string(),
  target_sen: z.number().int(),
  status: z.enum(allowanceStatuses),
  /** The payout item's payable amount; while accumulating, the current setting's allowance. */
  amount_sen: z.number().int(),
  amount: z.string(),
  /** The recruitment allowance payout item, once the target was reached. */
  item_id: z.number().int().nullable(),
});
export type TAllowance = z.infer<typeof ZAllowance>;

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
  // An agent's details (SPEC §3 Agent), for master agents, mentors and agents only.
  /** The rank (the same as `type`). */
  agent_rank: z.enum(agentRoles).optional(),
  /** 12 digits. */
  icno: z.string().nullable().optional(),
  /** A code of `malaysianBanks`, and its name. */
  bank: z.string().nullable().optional(),
  bank_name: z.string().nullable().optional(),
  account_no: z.string().nullable().optional(),
  account_name: z.string().nullable().optional(),
  /** Entitled to recruitment allowances: 'yes' or 'no' as the old client reads it, and as a boolean. */
  entitled: z.enum(['yes', 'no']).optional(),
  is_entitled: z.boolean().optional(),
  /** The nearest mentor and master agent above the agent in the network. */
  mentor: ZParty.nullable().optional(),
  master_agent: ZParty.nullable().optional(),
  /** How many sub-agents and merchants sit directly under the agent. */
  sub_agents: z.number().int().optional(),
  merchants: z.number().int().optional(),
  /** The allowance list only. */
  allowance: ZAllowance.optional(),
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

/** An empty field of the old client's form is "not given". */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

export type AgentRank = (typeof agentRoles)[number];

/** "Master Agent", "master-agent", "mentor" → the rank. */
export const ZAgentRank = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .trim()
          .toLowerCase()
          .replace(/[\s-]+/g, '_')
      : v,
  z.enum(agentRoles, { error: 'validation.agent_rank' }),
);

/** SPEC §3 entitled (yes/no); the old client may send 1/0 or true/false. */
export const ZEntitled = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z
    .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['yes', 'no', '1', '0', 'true', 'false'])], {
      error: 'validation.agent_entitled',
    })
    .transform((v) => v === true || v === 1 || v === 'yes' || v === '1' || v === 'true'),
);

/** 12 digits with dashes or spaces allowed, YYMMDD a real date: stored as the 12 digits. */
const ZAgentIcNo = z.preprocess(
  blankToNull,
  z
    .string()
    .max(20, 'validation.agent_icno')
    .nullable()
    .transform((v, ctx) => {
      if (v === null) return null;
      const digits = normalizeIcNo(v);
      if (!digits) {
        ctx.addIssue({ code: 'custom', message: 'validation.agent_icno' });
        return z.NEVER;
      }
      return digits;
    }),
);

/** Digits only (spaces and dashes as banks print them are dropped), 5 to 20 of them. */
const ZAgentAccountNo = z.preprocess(
  blankToNull,
  z
    .string()
    .max(40, 'validation.agent_account_no')
    .nullable()
    .transform((v, ctx) => {
      if (v === null) return null;
      const digits = v.trim().replace(/[\s-]/g, '');
      if (!/^\d{5,20}$/.test(digits)) {
        ctx.addIssue({ code: 'custom', message: 'validation.agent_account_no' });
        return z.NEVER;
      }
      return digits;
    }),
);

/** A code (or name) of `malaysianBanks`, stored as its code. */
const ZAgentBank = z.preprocess(
  blankToNull,
  z
    .string()
    .max(100, 'validation.agent_bank')
    .nullable()
    .transform((v, ctx) => {
      if (v === null) return null;
      const bank = bankOf(v);
      if (!bank) {
        ctx.addIssue({ code: 'custom', message: 'validation.agent_bank' });
        return z.NEVER;
      }
      return bank.code;
    }),
);

/**
 * SPEC §3 Agent fields beside the common ones; kept for agent ranks only. `agent_rank` and
 * `upline` are the old client's names of the rank and of `agent_id`. Which of them are required
 * depends on the rank, so the server checks that (modules/users/agents.ts).
 */
const agentInputs = {
  agent_rank: ZAgentRank.optional(),
  upline: ZId.nullable().optional(),
  icno: ZAgentIcNo.optional(),
  bank: ZAgentBank.optional(),
  account_no: ZAgentAccountNo.optional(),
  account_name: z.preprocess(blankToNull, z.string().trim().max(200).nullable()).optional(),
  entitled: ZEntitled.optional(),
};

export const ZCreateUserBody = z
  .object({
    /** Required unless `agent_rank` names the rank. */
    type: z.enum(creatableTypes).optional(),
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
    ...agentInputs,
    password: ZPassword,
    confirm_password: z.string(),
  })
  .refine((v) => v.type !== undefined || v.agent_rank !== undefined, {
    message: 'validation.type_required',
    path: ['type'],
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
    /** An agent's rank (only agent → mentor is allowed); any other type stays as it is. */
    type: z.enum(creatableTypes).optional(),
    ...agentInputs,
    ...subAgentAssignment,
  })
  .refine(assignedNeedsSubAgent, assignedNeedsSubAgentIssue);
export type TUpdateUserBody = z.output<typeof ZUpdateUserBody>;
export type TUpdateUserInput = z.input<typeof ZUpdateUserBody>;

/** PATCH toggles Active/Inactive; a body may name the status to set instead. */
export const ZToggleUserBody = z.object({ status: ZUserStatus.optional() }).nullish();
