declare const decided: unique symbol;

/**
 * The one merchant whose rows a call may read and write. Repositories of merchant-owned rows take
 * it and put `merchant_id = scope.merchantId` in every WHERE, so another merchant's row is simply
 * not found. Only policy/merchant-scope.ts makes one: a repository cannot be handed an id nobody
 * checked. (The type stands alone so that repositories do not import the policy's decisions.)
 */
export interface MerchantScope {
  readonly merchantId: number;
  readonly [decided]: true;
}
