import { can, merchantAccess, type Permission } from '@meja/contracts/permissions';
import { useSearchParams } from 'react-router';
import { useSession } from './session';

/**
 * The merchant a screen of a merchant's own (kitchen, ready-to-serve, menu) shows: whoever holds
 * its permission without a store of its own (an admin) names it with ?merchant_id=, as the
 * server's merchant scope asks; a merchant and their staff always see their own.
 */
export function useNamedMerchant(permission: Permission) {
  const user = useSession()?.user;
  const [params, setParams] = useSearchParams();
  const allowed = user && can(user, permission);
  const picks = Boolean(user && allowed && merchantAccess(user.role) === 'named');
  const raw = params.get('merchant_id');
  const merchantId = picks && raw && /^\d{1,10}$/.test(raw) ? Number(raw) : undefined;
  return {
    user,
    /** Undefined while no one is signed in. */
    allowed,
    /** Undefined for a merchant's own screens. */
    merchantId,
    /** An admin who has not named a merchant yet. */
    missing: picks && merchantId === undefined,
    choose: (id: number) => setParams({ merchant_id: String(id) }),
  };
}
