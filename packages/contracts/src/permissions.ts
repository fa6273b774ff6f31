import { type AccessOption, agentRoles, type ListingType, type Role, roles } from './constants';

/**
 * Who may do what (PRODUCT.md "Who uses it"): one matrix, plain data, read by the server's policy
 * (apps/server/src/policy.ts decides every call from it) and by the portal, which shows only what
 * it grants. Which rows of a merchant, agent or buddy a permitted call reaches is the server's
 * policy/ alone. No zod here: the portal imports this module at run time
 * (`@meja/contracts/permissions`).
 */

/** Operation staff hold the powers of their access option, not of their role. */
export type StaffPower = 'staff:order' | 'staff:kitchen' | 'staff:setting' | 'staff:serve';
export type Grant = Role | StaffPower;

export const staffPowerOf: Record<AccessOption, StaffPower> = {
  'All Access - Order': 'staff:order',
  'All Access - Kitchen': 'staff:kitchen',
  'All Access - Setting': 'staff:setting',
  'Only Access - Ready To Serve': 'staff:serve',
};

const everyone = roles;
const agents = agentRoles;

export const permissions = {
  /** Own session and password: open even before the first-time password is set. */
  session: everyone,
  /** Setting the first password, for oneself or (admin, agents) for a merchant that never set its own. */
  first_time_login: everyone,
  'users.read': ['admin', ...agents, 'sub_agent'],
  /** Adding, editing and (de)activating the people one sees; sub-agents only look. */
  'users.write': ['admin', ...agents],
  /**
   * Where an agent is paid (bank details, once the agent exists) and whether it earns recruitment
   * allowances: money the platform pays, so an upline cannot redirect its downline's payouts.
   */
  'users.payout_details': ['admin'],
  /**
   * Another account's sign-in details (username, e-mail, phone), PRODUCT.md "Accounts": agents edit
   * the rest of their people's accounts; everyone changes their own.
   */
  'users.sign_in_details': ['admin'],
  /** SPEC §4 "An agent can only be upgraded to mentor": by an admin, or a master agent over it. */
  'users.upgrade_agent': ['admin', 'master_agent'],
  'dashboard.view': ['admin', ...agents, 'sub_agent', 'merchant', 'staff:order'],
  /**
   * Rows of every merchant at once where a call names no merchant (the order boards and listing,
   * tickets, dashboard figures); everyone else works on one merchant.
   */
  'merchants.every': ['admin'],
  /** A merchant's dining tables and their QR codes (the codes are secrets: agents do not see them). */
  'tables.manage': ['admin', 'merchant', 'staff:setting'],
  /** A merchant's operation staff: agents and sub-agents may look at their merchants' staff, not change them. */
  'staff.read': ['admin', ...agents, 'sub_agent', 'merchant', 'staff:setting'],
  'staff.write': ['admin', 'merchant', 'staff:setting'],
  /** Sending a staff member a reset link (to their own login e-mail): the owner or an admin. */
  'staff.reset_link': ['admin', 'merchant'],
  /** Store and company details, and who handles the merchant (view_agent). */
  'merchant_profile.read': ['admin', ...agents, 'sub_agent', 'merchant', 'staff:setting'],
  /** Agents only while their merchant is still inactive (onboarding); see GET /admin/check_edit. */
  'merchant_profile.write': ['admin', ...agents, 'merchant', 'staff:setting'],
  /** The company profile of the two forms: Setting staff keep the store's, not the company's. */
  'merchant_profile.company': ['admin', ...agents, 'sub_agent', 'merchant'],
  /** The platform's cut of each order and the deposit it holds: an admin's to set. */
  'merchant_profile.platform_fields': ['admin'],
  /** Where the merchant's money is paid (gateway and its secrets): its owner's or an admin's. */
  'merchant_profile.gateway': ['admin', 'merchant'],
  /** A merchant's media library (images for the store front and foods). */
  'media.manage': ['admin', 'merchant', 'staff:setting'],
  /** A merchant's menu: categories, foods, alcohol items, option groups. */
  'menu.manage': ['admin', 'merchant', 'staff:setting'],
  /** The admin's library of stock food photos: admins curate it, merchants pick from it. */
  'stock_images.read': ['admin', 'merchant', 'staff:setting'],
  'stock_images.write': ['admin'],
  /**
   * The generic PATCH (toggle) and DELETE /admin/{name}/{id} of SPEC §7: open to whoever may manage
   * some item; each named item then checks its own permission (modules/admin-items).
   */
  admin_items: ['admin', 'merchant', 'staff:setting'],
  /**
   * A merchant's orders (issue 11), by access option: the cashier's live board, history, listing and
   * detail; the kitchen display; the waiters' ready-to-serve list. `orders.view` opens the board
   * call to all three; the board type then needs its own (`boardPermission`).
   */
  'orders.view': ['admin', 'merchant', 'staff:order', 'staff:kitchen', 'staff:serve'],
  'orders.board': ['admin', 'merchant', 'staff:order'],
  'orders.kitchen': ['admin', 'merchant', 'staff:kitchen'],
  'orders.serve': ['admin', 'merchant', 'staff:serve'],
  /** Moving food status: the kitchen's moves, or the waiters' "served" (the service tells them apart). */
  'orders.food': ['admin', 'merchant', 'staff:kitchen', 'staff:serve'],
  /** Firing held lines or courses to the kitchen (issue 29): the cashier, the kitchen, the waiters. */
  'orders.fire': ['admin', 'merchant', 'staff:order', 'staff:kitchen', 'staff:serve'],
  /**
   * Moving a bill to another table, lines to another table's bill, merging two bills (issue 29):
   * the cashier and the waiters, who seat and move the guests.
   */
  'orders.move': ['admin', 'merchant', 'staff:order', 'staff:serve'],
  /** Splitting a bill into shares and undoing it (issue 29): the cashier and the waiters at the table. */
  'orders.split': ['admin', 'merchant', 'staff:order', 'staff:serve'],
  /** Payment actions (paid at the counter, void, refund), claims, keying in and adding to orders, reprints. */
  'orders.cashier': ['admin', 'merchant', 'staff:order'],
  /** Printer set-up, connection check and test receipt. */
  'printers.manage': ['admin', 'merchant', 'staff:setting'],
  /** A signed-in buddy's own past orders (the ordering app). */
  'buddy.orders': ['buddy'],
  /** A signed-in buddy's own profile, referral, wallet and tickets (the ordering app). */
  'buddy.self': ['buddy'],
  /**
   * A merchant's members (buddies who paid there) and their wallets: the merchant, its cashiers and
   * settings staff, the agents over it (read-only apart from Active/Inactive), admins.
   */
  'members.read': ['admin', ...agents, 'merchant', 'staff:order', 'staff:setting'],
  /** Setting a member Active/Inactive: the agents over its merchants and admins (merchants only look). */
  'members.status': ['admin', ...agents],
  /** Correcting a buddy's date of birth, which the buddy sets once (PRODUCT.md "Birthday gift"). */
  'buddies.date_of_birth': ['admin'],
  /** POST /api/get_wallet_history: a buddy's own, or a member's for those who may read members. */
  'wallet.read': ['buddy', 'admin', ...agents, 'merchant', 'staff:order', 'staff:setting'],
  /** Alcohol tickets: the listing and redeeming one glass (cashier and waiters serve drinks). */
  'tickets.manage': ['admin', 'merchant', 'staff:order', 'staff:serve'],
  /**
   * Payout items and reports (issue 13): agents their own commissions, allowances and payouts,
   * merchants their own redemption settlements, admins all of them (scoped in policy/payouts.ts).
   */
  'payouts.read': ['admin', ...agents, 'merchant'],
  /** Approving, declining, adjusting, completing payout items; Clear Balance; the bank file. */
  'payouts.manage': ['admin'],
  /**
   * Reports (issue 14; the audiences of packages/contracts/src/report-catalogue.ts): a merchant's own
   * (its owner and settings staff; admins, agents and sub-agents of merchants they may see);
   * the network's (admins every merchant, agents their downline's); the platform's books (admins).
   */
  'reports.merchant': ['admin', ...agents, 'sub_agent', 'merchant', 'staff:setting'],
  'reports.network': ['admin', ...agents],
  'reports.admin': ['admin'],
  /** The platform payout settings (GET/POST /admin/setting?type=payout). */
  'settings.payout': ['admin'],
  /**
   * Platform content (issue 15): reading what is addressed to oneself (announcements, the update
   * log) is every portal user's; writing it, and reading every terms version, is the admins'.
   * Buddies use the ordering app.
   */
  'content.read': [
    'admin',
    ...agents,
    'sub_agent',
    'merchant',
    'staff:order',
    'staff:kitchen',
    'staff:setting',
    'staff:serve',
  ],
  'content.manage': ['admin'],
  /** The merchant terms: merchants read and accept theirs; admins and agents read them. */
  'terms.read': ['admin', ...agents, 'sub_agent', 'merchant', 'staff:setting'],
  'terms.accept': ['merchant'],
} as const satisfies Record<string, readonly Grant[]>;

export type Permission = keyof typeof permissions;
export const permissionNames = Object.keys(permissions) as Permission[];

/** Whoever holds a role, as the session (`TMe`) describes them. */
export interface Grantee {
  role: Role;
  access_option?: AccessOption | null;
}

/** Whether the matrix grants the permission to this role (and, for staff, access option). */
export function can(who: Grantee, permission: Permission): boolean {
  const grants: readonly Grant[] = permissions[permission];
  if (grants.includes(who.role)) return true;
  return who.role === 'staff' && !!who.access_option && grants.includes(staffPowerOf[who.access_option]);
}

export const isAgentRole = (role: Role) => (agents as readonly Role[]).includes(role);

/**
 * The merchant a merchant's screen or call is about: merchants and their staff work on their own
 * store; admins, agents and sub-agents name one (`merchant_id`), among those they may see; buddies
 * none.
 */
export type MerchantAccess = 'own' | 'named' | 'none';
const merchantAccessOf: Record<Role, MerchantAccess> = {
  admin: 'named',
  master_agent: 'named',
  mentor: 'named',
  agent: 'named',
  sub_agent: 'named',
  merchant: 'own',
  staff: 'own',
  buddy: 'none',
};
export const merchantAccess = (role: Role): MerchantAccess => merchantAccessOf[role];
export const hasOwnStore = (role: Role) => merchantAccess(role) === 'own';

/** The people listings each role reads (agents list the recruitment allowances of their downline). */
const listings: Partial<Record<Role, readonly ListingType[]>> = {
  admin: ['user', 'buddy', 'agent', 'sub_agent', 'merchant', 'allowance'],
  master_agent: ['agent', 'sub_agent', 'merchant', 'allowance'],
  mentor: ['agent', 'sub_agent', 'merchant', 'allowance'],
  agent: ['sub_agent', 'merchant', 'allowance'],
  sub_agent: ['merchant'],
};
export const listingsOf = (role: Role): readonly ListingType[] => listings[role] ?? [];
export const canList = (role: Role, type: ListingType) => listingsOf(role).includes(type);

/** The accounts each role may create. */
export type CreatableType = Exclude<Role, 'staff'>;
const creatable: Partial<Record<Role, readonly CreatableType[]>> = {
  admin: ['admin', 'master_agent', 'mentor', 'agent', 'sub_agent', 'merchant', 'buddy'],
  master_agent: ['agent', 'sub_agent', 'merchant'],
  mentor: ['agent', 'sub_agent', 'merchant'],
  agent: ['sub_agent', 'merchant'],
};
export const creatableBy = (role: Role): readonly CreatableType[] => creatable[role] ?? [];
export const canCreate = (role: Role, type: Role) => (creatableBy(role) as readonly Role[]).includes(type);

/**
 * A staff member's password and login e-mail (PRODUCT.md "Accounts"): whoever manages staff (the
 * owner, Setting staff, an admin) sets the password until the holder chose its own, and never
 * after; the holder changes its own under Change password, which asks for the current one.
 */
export const maySetStaffPassword = (me: { id: number }, staff: { id: number; ownPassword: boolean }) =>
  me.id !== staff.id && !staff.ownPassword;

/** The login e-mail of a staff member who chose its own password is the holder's alone to change. */
export const mayChangeStaffEmail = (me: { id: number }, staff: { id: number; ownPassword: boolean }) =>
  me.id === staff.id || !staff.ownPassword;
