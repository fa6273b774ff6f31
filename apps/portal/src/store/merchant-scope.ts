import { can, merchantAccess, type Permission } from '@meja/contracts/permissions';
import { useSearchParams } from 'react-router';
import { useSession } from '../lib/session';

/**
 * The merchant a store, company, staff or tables screen shows: admins and agents open it from the
 * merchant listing with ?merchant_id=; a merchant and their staff always see their own. `needs`
 * are the permissions that open the screen.
 */
export function useMerchantScope(...needs: Permission[]) {
  const user = useSession()?.user;
  const [params] = useSearchParams();
  const picks = user ? merchantAccess(user.role) === 'named' : false;
  const raw = params.get('merchant_id') ?? params.get('id');
  const id = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : undefined;
  return {
    user,
    /** Undefined while no one is signed in. */
    allowed: user && needs.every((p) => can(user, p)),
    /** Undefined for a merchant's own screens. */
    merchantId: picks ? id : undefined,
    /** An admin or agent who has not named a merchant yet. */
    missing: picks && id === undefined,
  };
}
