import type { Role, TMe } from '@meja/contracts';
import { isAgentRole } from '../lib/permissions';

/**
 * Store details and company profile, as the server's `merchant_profile.*` permissions and the
 * merchants service have them: the owner has both; staff with Setting access the store only;
 * admins and agents open a merchant's from the merchant listing (agents may change them only
 * while the merchant is inactive, which GET /admin/check_edit reports); sub-agents only look.
 */
type Me = Pick<TMe, 'role' | 'access_option'>;

const settingStaff = (me: Me) => me.role === 'staff' && me.access_option === 'All Access - Setting';

/** Roles that name the merchant with ?merchant_id= (they have no store of their own). */
export const picksMerchant = (role: Role) => role === 'admin' || isAgentRole(role) || role === 'sub_agent';

/** Menu entries: the owner's (and Setting staff's) own screens. */
export const storeInMenu = (me: Me) => me.role === 'merchant' || settingStaff(me);
export const companyInMenu = (me: Me) => me.role === 'merchant';

export const canOpenStore = (me: Me) => storeInMenu(me) || picksMerchant(me.role);
export const canOpenCompany = (me: Me) => me.role === 'merchant' || picksMerchant(me.role);

/** Only admins change the platform charge and record the deposit. */
export const setsAdminFields = (role: Role) => role === 'admin';
/** Payment gateway secrets are the merchant's or an admin's to give. */
export const setsGatewaySecrets = (role: Role) => role === 'admin' || role === 'merchant';
/** The media library (`media.manage`): the front image may be picked from it. */
export const picksFromLibrary = (me: Me) => me.role === 'admin' || storeInMenu(me);
