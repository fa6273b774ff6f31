import { useNamedMerchant } from '../lib/named-merchant';

/**
 * Whose menu a menu screen shows: an admin names the merchant with ?merchant_id= (from the
 * merchant listing); a merchant and their staff always see their own. `query` keeps
 * ?merchant_id= on links between the menu screens.
 */
export type MenuScope = ReturnType<typeof useMenuScope>;

export function useMenuScope() {
  const scope = useNamedMerchant('menu.manage');
  /** `merchant_id=…` for links, or nothing. */
  const query = scope.merchantId === undefined ? '' : `merchant_id=${scope.merchantId}`;
  return { ...scope, query };
}
