import type { TMe } from '@meja/contracts';
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
