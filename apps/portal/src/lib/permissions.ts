import type { AccessOption, ListingType, Role, TMe } from '@meja/contracts';
import { agentRoles } from '@meja/contracts/constants';

/**
 * What the portal offers each role. It mirrors the server's policy so no one is shown a screen
 * that would only answer "no access"; the server still decides every call.
 */
const listings: Partial<Record<Role, readonly ListingType[]>> = {
  admin: ['user', 'buddy', 'agent', 'sub_agent', 'merchant', 'allowance'],
  master_agent: ['agent', 'sub_agent', 'merchant', 'allowance'],
  mentor: ['agent', 'sub_agent', 'merchant', 'allowance'],
  agent: ['sub_agent', 'merchant', 'allowance'],
  sub_agent: ['merchant'],
};

export type CreatableType =
  | 'admin'
  | 'master_agent'
  | 'mentor'
  | 'agent'
  | 'sub_agent'
  | 'merchant'
  | 'buddy';

const creatable: Partial<Record<Role, readonly CreatableType[]>> = {
  admin: ['admin', 'master_agent', 'mentor', 'agent', 'sub_agent', 'merchant', 'buddy'],
  master_agent: ['agent', 'sub_agent', 'merchant'],
  mentor: ['agent', 'sub_agent', 'merchant'],
  agent: ['sub_agent', 'merchant'],
};

export const isAgentRole = (role: Role) => (agentRoles as readonly Role[]).includes(role);
export const listingsOf = (role: Role): readonly ListingType[] => listings[role] ?? [];
export const canList = (role: Role, type: ListingType) => listingsOf(role).includes(type);
export const creatableBy = (role: Role): readonly CreatableType[] => creatable[role] ?? [];
export const canCreate = (role: Role, type: CreatableType) => creatableBy(role).includes(type);
/** Edit and Active/Inactive: admins and agents; sub-agents only look. */
export const canEditUsers = (role: Role) => role === 'admin' || isAgentRole(role);
/** Choosing the agent a merchant or sub-agent sits under needs the agent listing. */
export const canPickAgent = (role: Role) => canList(role, 'agent');
/** SPEC §7 dashboard: everyone but buddies; of the staff, those with order access. */
export const canSeeDashboard = (me: TMe) =>
  me.role === 'staff' ? me.access_option === 'All Access - Order' : me.role !== 'buddy';
/** Merchant, agent and buddy counts on the dashboard. */
export const seesNetwork = (role: Role) => role === 'admin' || isAgentRole(role);

/** A merchant's screens the merchant listing links to, with ?merchant_id=. */
export type MerchantLink = 'store' | 'company' | 'menu' | 'tables' | 'staff';

/**
 * As the server's `merchant_profile.read`, `menu.manage`, `tables.manage` and `staff.read` have it
 * for the roles that see merchants: agents and sub-agents look at a merchant's profile and staff.
 */
const merchantLinks: Partial<Record<Role, readonly MerchantLink[]>> = {
  admin: ['store', 'company', 'menu', 'tables', 'staff'],
  master_agent: ['store', 'company', 'staff'],
  mentor: ['store', 'company', 'staff'],
  agent: ['store', 'company', 'staff'],
  sub_agent: ['store', 'company', 'staff'],
};
export const merchantLinksOf = (role: Role): readonly MerchantLink[] => merchantLinks[role] ?? [];

/** Where each access option of operation staff starts: the screen of their job. */
const staffHomes: Record<AccessOption, string> = {
  'All Access - Kitchen': '/kitchen',
  'Only Access - Ready To Serve': '/serve',
  'All Access - Order': '/orders/live',
  'All Access - Setting': '/store',
};

/** The first screen after sign-in: staff their own screen, buddies theirs, everyone else the dashboard. */
export function homeOf(me: Pick<TMe, 'role' | 'access_option'>): string {
  if (me.role === 'buddy') return '/diner';
  if (me.role === 'staff' && me.access_option) return staffHomes[me.access_option];
  return '/dashboard';
}

/**
 * The server's payout permissions (issue 13), as its policy has them: agents and merchants read
 * their own payout items, admins manage every item, Clear Balance and the platform payout setting.
 */
export type PayoutPermission = 'payouts.read' | 'payouts.manage' | 'settings.payout';
const payoutPermissions: Record<PayoutPermission, readonly Role[]> = {
  'payouts.read': ['admin', ...(agentRoles as readonly Role[]), 'merchant'],
  'payouts.manage': ['admin'],
  'settings.payout': ['admin'],
};
export const mayPayout = (role: Role, permission: PayoutPermission) =>
  payoutPermissions[permission].includes(role);
