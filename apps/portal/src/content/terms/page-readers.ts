import type { TMe } from '@meja/contracts';
import { can, merchantAccess } from '@meja/contracts/permissions';

/**
 * Who opens the terms page: a merchant the terms it accepts; admins, agents and sub-agents the
 * terms their merchants accept. Setting staff may read the terms, but accepting them is the owner's.
 */
export const readsTermsPage = (me: Pick<TMe, 'role' | 'access_option'>) =>
  can(me, 'terms.accept') || (merchantAccess(me.role) === 'named' && can(me, 'terms.read'));
