import { useSearchParams } from 'react-router';
import { useSession } from '../lib/session';
import { picksMerchant } from './access';

/**
 * The merchant a store or company screen shows: admins and agents open it from the merchant
 * listing with ?merchant_id=; a merchant and their staff always see their own.
 */
export function useMerchantScope() {
  const user = useSession()?.user;
  const [params] = useSearchParams();
  const picks = user ? picksMerchant(user.role) : false;
  const raw = params.get('merchant_id') ?? params.get('id');
  const id = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : undefined;
  return {
    user,
    /** Undefined for a merchant's own screens. */
    merchantId: picks ? id : undefined,
    /** An admin or agent who has not named a merchant yet. */
    missing: picks && id === undefined,
  };
}
