import {
  type AccessOption,
  type BoardType,
  can,
  isAgentRole,
  type ListingType,
  type Permission,
  type Role,
  canCreate as roleCanCreate,
  canList as roleCanList,
} from '@meja/contracts';

export type { Permission } from '@meja/contracts';
export { mayChangeStaffEmail, maySetStaffPassword } from '@meja/contracts';

/**
 * Who may do what: the one place the server decides it (PRODUCT.md "Who uses it"), from the
 * permission matrix of packages/contracts/src/permissions.ts, which the portal reads too. Routes
 * name a permission; which rows a permitted call reaches is decided by the named functions of
 * policy/ (people by `userScope` below, a merchant's own rows by policy/merchant-scope.ts, ...).
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

/** GET /admin/display_order is open to `orders.view`; each board then needs its own permission. */
export const boardPermission: Record<BoardType, Permission> = {
  order: 'orders.board',
  history: 'orders.board',
  kitchen: 'orders.kitchen',
  serve: 'orders.serve',
};

/** Permissions a user still on the first-time password may use. */
const beforeFirstPassword: ReadonlySet<Permission> = new Set(['session', 'first_time_login']);

/** What the matrix grants the actor's role and access option, whatever the state of its account. */
export const holds = (actor: Actor, permission: Permission) =>
  can({ role: actor.role, access_option: actor.accessOption }, permission);

export const allows = (actor: Actor, permission: Permission): boolean =>
  !(actor.firstLogin && !beforeFirstPassword.has(permission)) && holds(actor, permission);

export const isAgent = isAgentRole;

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

export const canList = (actor: Actor, type: ListingType) => roleCanList(actor.role, type);
export const canCreate = (actor: Actor, type: Role) => roleCanCreate(actor.role, type);

/** The listing an actor gets when it names none: admins every user, the others their merchants. */
export const defaultListing = (actor: Actor): ListingType => (actor.role === 'admin' ? 'user' : 'merchant');

/** Agents place the people they create under themselves unless they name another agent of theirs. */
export const ownUplineOf = (actor: Actor): number | null => (isAgent(actor.role) ? actor.id : null);

/** A deposit is money the platform holds: only an admin records one. */
export const mayRecordDeposit = (actor: Actor) => holds(actor, 'merchant_profile.platform_fields');

/** Sign-in details (username, e-mail, phone) are an admin's to change, or the account's own. */
export const mayChangeSignInDetails = (actor: Actor, accountId: number) =>
  holds(actor, 'users.sign_in_details') || actor.id === accountId;

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

/** Whose orders an actor oversees: its own store's (merchant, staff), or its people scope's merchants. */
export type OrderScope = { merchantId: number } | { people: UserScope };

export function orderScope(actor: Actor): OrderScope {
  if (actor.role === 'merchant') return { merchantId: actor.id };
  if (actor.role === 'staff') return { merchantId: actor.merchantId ?? 0 };
  return { people: userScope(actor) };
}
