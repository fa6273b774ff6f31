import { can } from '@meja/contracts/permissions';
import { useSearchParams } from 'react-router';
import { useSession } from '../lib/session';

/**
 * Whose menu a menu screen shows: an admin names the merchant with ?merchant_id= (from the
 * merchant listing); a merchant and their staff always see their own. `query` keeps
 * ?merchant_id= on links between the menu screens.
 */
export type MenuScope = ReturnType<typeof useMenuScope>;

export function useMenuScope() {
  const user = useSession()?.user;
  const [params] = useSearchParams();
  const admin = user?.role === 'admin';
  const raw = params.get('merchant_id');
  const merchantId = admin && raw && /^\d{1,10}$/.test(raw) ? Number(raw) : undefined;
  return {
    user,
    /** Undefined while no one is signed in. */
    allowed: user && can(user, 'menu.manage'),
    /** Undefined for a merchant's own screens. */
    merchantId,
    /** An admin who has not named a merchant yet. */
    missing: admin && merchantId === undefined,
    /** `merchant_id=…` for links, or nothing. */
    query: merchantId === undefined ? '' : `merchant_id=${merchantId}`,
  };
}
