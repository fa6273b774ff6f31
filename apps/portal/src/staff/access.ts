import type { TMe, TStaff } from '@meja/contracts';
import { isAgentRole } from '../lib/permissions';

type Me = Pick<TMe, 'role' | 'access_option'>;

/**
 * The Operation users screen, as the server's `staff.read` and `staff.write` permissions have it:
 * the merchant owner and staff with Setting access in their side menu; admins open a merchant's
 * with ?merchant_id= from the merchant listing; agents and sub-agents may look, not change.
 */
export const staffInMenu = (me: Me) =>
  me.role === 'merchant' || (me.role === 'staff' && me.access_option === 'All Access - Setting');

/** `staff.write`: add, edit, activate and deactivate. */
export const canManageStaff = (me: Me) => me.role === 'admin' || staffInMenu(me);

/** `staff.read`: the list. */
export const canViewStaff = (me: Me) => canManageStaff(me) || isAgentRole(me.role) || me.role === 'sub_agent';

/** `staff.reset_link`: the owner or an admin e-mails a staff member a reset link. */
export const canSendStaffReset = (me: Me) => me.role === 'admin' || me.role === 'merchant';

/**
 * What the edit form offers on a staff member's sign-in (PRODUCT.md "Accounts", as the server has
 * it): a new password and another login e-mail only until they chose their own password (never
 * their own password: that is Change password); then a reset link to their own e-mail instead.
 */
export function staffSignInOffer(me: Me & Pick<TMe, 'id'>, staff: Pick<TStaff, 'id' | 'own_password'>) {
  const self = me.id === staff.id;
  return {
    password: !self && !staff.own_password,
    email: self || !staff.own_password,
    resetLink: !self && canSendStaffReset(me),
  };
}
