import { can, type Permission } from '@meja/contracts/permissions';
import { useSearchParams } from 'react-router';
import { useSession } from '../lib/session';

/**
 * Whose kitchen (or ready-to-serve list) a screen shows: an admin names the merchant with
 * ?merchant_id=; a merchant and their staff always see their own. `memory` keys what the tablet
 * remembers per merchant.
 */
export function useBoardScope(permission: Permission) {
  const user = useSession()?.user;
  const [params, setParams] = useSearchParams();
  const admin = user?.role === 'admin';
  const raw = params.get('merchant_id');
  const merchantId = admin && raw && /^\d{1,10}$/.test(raw) ? Number(raw) : undefined;
  return {
    user,
    allowed: user ? can(user, permission) : false,
    merchantId,
    /** An admin who has not named a merchant yet. */
    missing: admin && merchantId === undefined,
    memory: merchantId === undefined ? 'own' : String(merchantId),
    choose: (id: number) => setParams({ merchant_id: String(id) }),
  };
}
