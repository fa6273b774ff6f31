import {
  type AccessOption,
  agentRoles,
  type BoardType,
  type ListingType,
  type Role,
  roles,
} from '@meja/contracts';

/**
 * Who may do what: the one place the server decides it (PRODUCT.md "Who uses it").
 * Routes name a permission; rows of people are scoped by `userScope` below, a merchant's own rows
 * by the `MerchantScope` of policy/merchant-scope.ts, and who may touch which part of a merchant's
 * profile is policy/merchant-profile.ts.
 */
export interface Actor {
  id: number;
  role: Role;
  username: string;
  firstLogin: boolean;
  merchantId: number | null;
  accessOption: AccessOption | null;
  /** A merchant who has still to accept the terms version in force (issue 15; plugins/auth.ts gates). */
  termsPending: boolean;
}

type StaffGrant = 'staff:order' | 'staff:kitchen' | 'staff:setting' | 'staff:serve';
type Grant = Role | StaffGrant;

const staffGrantOf: Record<AccessOption, StaffGrant> = {
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
  'users.write': ['admin', ...agents],
  'dashboard.view': ['admin', ...agents, 'sub_agent', 'merchant', 'staff:order'],
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
   * merchants their own redemption settlements, admins all of them (scoped in modules/payouts).
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
   * log) is every portal user's; writing it is the admins'. Buddies use the ordering app.
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

/** GET /admin/display_order is open to `orders.view`; each board then needs its own permission. */
export const boardPermission: Record<BoardType, Permission> = {
  order: 'orders.board',
  history: 'orders.board',
  kitchen: 'orders.kitchen',
  serve: 'orders.serve',
};

/** Permissions a user still on the first-time password may use. */
const beforeFirstPassword: ReadonlySet<Permission> = new Set(['session', 'first_time_login']);

export function allows(actor: Actor, permission: Permission): boolean {
  const grants: readonly Grant[] = permissions[permission];
  if (actor.firstLogin && !beforeFirstPassword.has(permission)) return false;
  if (grants.includes(actor.role)) return true;
  return (
    actor.role === 'staff' && actor.accessOption !== null && grants.includes(staffGrantOf[actor.accessOption])
  );
}

export const isAgent = (role: Role) => (agents as readonly Role[]).includes(role);

/** The buddy an order placed by this caller belongs to (its rewards and past orders), if any. */
export const orderingBuddy = (actor: Actor | null): number | null =>
  actor?.role === 'buddy' ? actor.id : null;

/** The merchant and admins see buddies' whole phone numbers; staff and agents masked ones. */
export const seesBuddyPhones = (actor: Actor) => actor.role === 'merchant' || actor.role === 'admin';

/** Which rows of people an actor may see: the repository turns this into SQL. */
export type UserScope =
  | { kind: 'all' }
  | { kind: 'downline'; rootId: number }
  | { kind: 'assigned'; subAgentId: number }
  | { kind: 'none' };

export function userScope(actor: Actor): UserScope {
  if (actor.role === 'admin') return { kind: 'all' };
  if (isAgent(actor.role)) return { kind: 'downline', rootId: actor.id };
  if (actor.role === 'sub_agent') return { kind: 'assigned', subAgentId: actor.id };
  return { kind: 'none' };
}

/** Agents list the recruitment allowances of the merchants in their downline (issue 13). */
const listings: Partial<Record<Role, readonly ListingType[]>> = {
  admin: ['user', 'buddy', 'agent', 'sub_agent', 'merchant', 'allowance'],
  master_agent: ['agent', 'sub_agent', 'merchant', 'allowance'],
  mentor: ['agent', 'sub_agent', 'merchant', 'allowance'],
  agent: ['sub_agent', 'merchant', 'allowance'],
  sub_agent: ['merchant'],
};
export const canList = (actor: Actor, type: ListingType) => listings[actor.role]?.includes(type) ?? false;

const creatable: Partial<Record<Role, readonly Role[]>> = {
  admin: ['admin', 'master_agent', 'mentor', 'agent', 'sub_agent', 'merchant', 'buddy'],
  master_agent: ['agent', 'sub_agent', 'merchant'],
  mentor: ['agent', 'sub_agent', 'merchant'],
  agent: ['sub_agent', 'merchant'],
};
export const canCreate = (actor: Actor, type: Role) => creatable[actor.role]?.includes(type) ?? false;

/** The listing an actor gets when it names none: admins every user, the others their merchants. */
export const defaultListing = (actor: Actor): ListingType => (actor.role === 'admin' ? 'user' : 'merchant');

/** Agents place the people they create under themselves unless they name another agent of theirs. */
export const ownUplineOf = (actor: Actor): number | null => (isAgent(actor.role) ? actor.id : null);

/** A deposit is money the platform holds: only an admin records one. */
export const mayRecordDeposit = (actor: Actor) => actor.role === 'admin';

/** Sign-in details (username, e-mail, phone) are an admin's to change, or the account's own. */
export const mayChangeSignInDetails = (actor: Actor, accountId: number) =>
  actor.role === 'admin' || actor.id === accountId;

/**
 * Once an account has signed in, only an admin deactivates it (PRODUCT.md "Accounts": an agent's
 * power is onboarding, while the account has never signed in nor set its own password).
 */
export const mayDeactivate = (actor: Actor, account: { firstLogin: boolean; signedIn: boolean }) =>
  actor.role === 'admin' || (account.firstLogin && !account.signedIn);

/** Admins and agents may set the first password of a merchant they handle (never after its own). */
export const mayHandleFirstPassword = (actor: Actor) => actor.role === 'admin' || isAgent(actor.role);

/**
 * An agent sets a merchant's first password only while onboarding it: the merchant is not active
 * and has never signed in (SPEC §2, PRODUCT.md "Accounts"). An admin may until the holder sets its own.
 */
export const firstPasswordOnlyWhileOnboarding = (actor: Actor) => actor.role !== 'admin';

/**
 * A staff member's password and login e-mail (PRODUCT.md "Accounts"): whoever manages staff (the
 * owner, Setting staff, an admin) sets the password until the holder chose its own, and never
 * after; the holder changes its own under Change password, which asks for the current one.
 */
export const maySetStaffPassword = (actor: Actor, staff: { id: number; ownPassword: boolean }) =>
  actor.id !== staff.id && !staff.ownPassword;

/** The login e-mail of a staff member who chose its own password is the holder's alone to change. */
export const mayChangeStaffEmail = (actor: Actor, staff: { id: number; ownPassword: boolean }) =>
  actor.id === staff.id || !staff.ownPassword;

/** Whose orders an actor oversees: its own store's (merchant, staff), or its people scope's merchants. */
export type OrderScope = { merchantId: number } | { people: UserScope };

export function orderScope(actor: Actor): OrderScope {
  if (actor.role === 'merchant') return { merchantId: actor.id };
  if (actor.role === 'staff') return { merchantId: actor.merchantId ?? 0 };
  return { people: userScope(actor) };
}
