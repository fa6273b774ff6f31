import type { TMe, TStaff } from '@meja/contracts';
import { can, mayChangeStaffEmail, maySetStaffPassword } from '@meja/contracts/permissions';

/**
 * What the edit form offers on a staff member's sign-in (PRODUCT.md "Accounts", as the server has
 * it): a new password and another login e-mail only until they chose their own password (never
 * their own password: that is Change password); then a reset link to their own e-mail instead.
 */
export function staffSignInOffer(
  me: Pick<TMe, 'id' | 'role' | 'access_option'>,
  staff: Pick<TStaff, 'id' | 'own_password'>,
) {
  const held = { id: staff.id, ownPassword: staff.own_password };
  return {
    password: maySetStaffPassword(me, held),
    email: mayChangeStaffEmail(me, held),
    resetLink: me.id !== staff.id && can(me, 'staff.reset_link'),
  };
}
