import { ApiError, createApiClient, type RequestOptions } from '@meja/client';
import type {
  TBuddyMe,
  TBuddyMeReply,
  TBuddyOrderPage,
  TBuddyProfileBody,
  TBuddyTicketPage,
  TCart,
  TCashOutBody,
  TCashOutReply,
  TCashOutSummary,
  TCashOutSummaryReply,
  TDinerMenuReply,
  TOrder,
  TOrderReply,
  TPlaceOrderBody,
  TPricedCart,
  TPricedCartReply,
  TSendCodeReply,
  TStartPayment,
  TStartPaymentBody,
  TStartPaymentReply,
  TVerifyCodeReply,
  TWalletHistoryReply,
} from '@meja/contracts';
import i18n from '../i18n';
import { buddyStore, signOut } from './session';

/**
 * The diner's calls, typed by the contracts (types only: zod stays out of the bundle). A signed-in
 * buddy's token goes with every call; when the server no longer knows it, the buddy is signed out
 * and the call is made again as a guest, so an expired session never blocks an order.
 */
const client = createApiClient({
  baseUrl: '/api',
  getToken: () => buddyStore.get()?.token,
  getLanguage: () => i18n.resolvedLanguage ?? i18n.language,
});

async function call<T>(method: 'GET' | 'POST', path: string, opts: RequestOptions = {}): Promise<T> {
  const signedIn = buddyStore.get() !== null;
  try {
    return await client.request<T>(method, path, opts);
  } catch (err) {
    if (!(signedIn && err instanceof ApiError && err.status === 401)) throw err;
    signOut();
    return client.request<T>(method, path, opts);
  }
}

const enc = encodeURIComponent;

export const api = {
  menu: (table: string, signal?: AbortSignal) =>
    call<TDinerMenuReply>('GET', `/public/table/${enc(table)}/menu`, { signal }).then((r) => r.data),

  price: (table: string, cart: TCart, signal?: AbortSignal): Promise<TPricedCart> =>
    call<TPricedCartReply>('POST', `/public/table/${enc(table)}/price`, { body: cart, signal }).then(
      (r) => r.data,
    ),

  placeOrder: (table: string, body: TPlaceOrderBody, idempotencyKey: string): Promise<TOrder> =>
    call<TOrderReply>('POST', `/public/table/${enc(table)}/orders`, {
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    }).then((r) => r.data),

  order: (token: string, signal?: AbortSignal) =>
    call<TOrderReply>('GET', `/public/orders/${enc(token)}`, { signal }).then((r) => r.data),

  orderEventsUrl: (token: string) => `/api/public/orders/${enc(token)}/events`,

  pay: (token: string, body: TStartPaymentBody): Promise<TStartPayment> =>
    call<TStartPaymentReply>('POST', `/public/orders/${enc(token)}/pay`, { body }).then((r) => r.data),

  sendCode: (phone: string) => client.post<TSendCodeReply>('/public/otp/send', { phone }).then((r) => r.data),

  /** `referral_code`: the share link's code this phone kept; it counts only when this creates the buddy. */
  verifyCode: (phone: string, code: string, referralCode?: string | null) =>
    client
      .post<TVerifyCodeReply>('/public/otp/verify', {
        phone,
        code,
        ...(referralCode ? { referral_code: referralCode } : {}),
      })
      .then((r) => r.data),

  // The buddy's own account: called only while signed in (a 401 signs the phone out).
  myOrders: (start: number, length: number, signal?: AbortSignal) =>
    client.get<TBuddyOrderPage>('/public/me/orders', { query: { start, length }, signal }),

  me: (signal?: AbortSignal): Promise<TBuddyMe> =>
    client.get<TBuddyMeReply>('/public/me', { signal }).then((r) => r.data),

  saveProfile: (body: TBuddyProfileBody): Promise<TBuddyMe> =>
    client.put<TBuddyMeReply>('/public/me', body).then((r) => r.data),

  walletHistory: (start: number, length: number, signal?: AbortSignal) =>
    client.post<TWalletHistoryReply>('/get_wallet_history', { start, length }, { signal }),

  cashOutSummary: (signal?: AbortSignal): Promise<TCashOutSummary> =>
    client.get<TCashOutSummaryReply>('/public/me/cash_out', { signal }).then((r) => r.data),

  /** The created cash-out and the server's message to show. */
  cashOut: (body: TCashOutBody) => client.post<TCashOutReply>('/public/me/cash_out', body),

  myTickets: (start: number, length: number, signal?: AbortSignal) =>
    client.get<TBuddyTicketPage>('/public/me/tickets', { query: { start, length }, signal }),
};

/** What to tell the diner about a failed call: the server's own message (in their language) when it sent one. */
export function errorText(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.isNetworkError) return i18n.t('errors.network');
    if (err.isServerError) return i18n.t('errors.server');
    return err.message;
  }
  return i18n.t('errors.generic');
}

export const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';
export { ApiError };
