import type { TMe } from '@meja/contracts';
import { isAgentRole } from '../lib/permissions';

type Me = Pick<TMe, 'role' | 'access_option'>;

/**
 * The member list, as the server's `members.read` has it: the merchant owner and staff with
 * Order or Setting access see their own; admins and agents (not sub-agents) pick a merchant.
 */
export const membersInMenu = (me: Me) =>
  me.role === 'merchant' ||
  (me.role === 'staff' &&
    (me.access_option === 'All Access - Order' || me.access_option === 'All Access - Setting')) ||
  picksMemberMerchant(me);

/** Admins and agents have no store of their own: they name the merchant whose members they see. */
export const picksMemberMerchant = (me: Me) => me.role === 'admin' || isAgentRole(me.role);

/** Active/Inactive of a member: agents and admins only (PATCH /admin/merchant/member_status). */
export const setsMemberStatus = picksMemberMerchant;

/** The platform buddy screen: the buddy listing is the admins' alone (policy `users.list` of buddies). */
export const buddiesInMenu = (me: Me) => me.role === 'admin';
