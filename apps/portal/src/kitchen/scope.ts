import type { Permission } from '@meja/contracts/permissions';
import { useNamedMerchant } from '../lib/named-merchant';

/**
 * Whose kitchen (or ready-to-serve list) a screen shows: an admin names the merchant with
 * ?merchant_id=; a merchant and their staff always see their own. `memory` keys what the tablet
 * remembers per merchant.
 */
export function useBoardScope(permission: Permission) {
  const scope = useNamedMerchant(permission);
  return { ...scope, memory: scope.merchantId === undefined ? 'own' : String(scope.merchantId) };
}
