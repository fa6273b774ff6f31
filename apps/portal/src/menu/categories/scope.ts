import { useSearchParams } from 'react-router';
import { useSession } from '../../lib/session';
import { canManageMenu } from './access';

/**
 * Whose menu a menu screen shows: a merchant and their staff always their own; an admin the
 * merchant named with ?merchant_id= (from the merchant listing).
 */
export function useMenuScope() {
  const user = useSession()?.user;
  const [params] = useSearchParams();
  const raw = params.get('merchant_id');
  const id = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : undefined;
  const admin = user?.role === 'admin';
  return {
    user,
    allowed: user ? canManageMenu(user) : false,
    /** Undefined for a merchant's own screens. */
    merchantId: admin ? id : undefined,
    /** An admin who has not named a merchant yet. */
    missing: admin && id === undefined,
  };
}
