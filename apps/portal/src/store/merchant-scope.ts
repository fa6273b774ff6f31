import type { TMe } from '@meja/contracts';
import { useSearchParams } from 'react-router';
import { useSession } from '../lib/session';
import { picksMerchant } from './access';

/**
 * The merchant a store, company, staff or tables screen shows: admins and agents open it from the
 * merchant listing with ?merchant_id=; a merchant and their staff always see their own. `may`
 * says whether this role may open the screen at all.
 */
export function useMerchantScope(may: (me: TMe) => boolean = () => true) {
  const user = useSession()?.user;
  const [params] = useSearchParams();
  const picks = user ? picksMerchant(user.role) : false;
  const raw = params.get('merchant_id') ?? params.get('id');
  const id = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : undefined;
  return {
    user,
    /** Undefined while no one is signed in. */
    allowed: user && may(user),
    /** Undefined for a merchant's own screens. */
    merchantId: picks ? id : undefined,
    /** An admin or agent who has not named a merchant yet. */
    missing: picks && id === undefined,
  };
}
