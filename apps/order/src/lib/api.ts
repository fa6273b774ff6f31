import { ApiError, type CallArgs, createApiClient } from '@meja/client';
import {
  type Call,
  type CallReply,
  calls,
  pathOf,
  type TBuddyMe,
  type TBuddyProfileBody,
  type TCart,
  type TCashOutBody,
  type TCashOutSummary,
  type TOrder,
  type TPlaceOrderBody,
  type TPricedCart,
  type TSplitBillBody,
  type TStartPayment,
  type TStartPaymentBody,
} from '@meja/contracts';
import i18n from '../i18n';
import { buddyStore, signOut } from './session';

/**
 * The diner's calls, typed by the contracts (their method and path only reach the bundle, see
 * packages/contracts/lean-calls.ts: zod stays out). A signed-in
 * buddy's token goes with every call; when the server no longer knows it, the buddy is signed out
 * and the call is made again as a guest, so an expired session never blocks an order.
 */
const client = createApiClient({
  baseUrl: '/api',
  getToken: () => buddyStore.get()?.token,
  getLanguage: () => i18n.resolvedLanguage ?? i18n.language,
});

async function call<C extends Call>(c: C, ...args: CallArgs<C>): Promise<CallReply<C>> {
  const signedIn = buddyStore.get() !== null;
  try {
    return await client.call(c, ...args);
  } catch (err) {
    if (!(signedIn && err instanceof ApiError && err.status === 401)) throw err;
    signOut();
    return client.call(c, ...args);
  }
}

export const api = {
  menu: (table: string, signal?: AbortSignal) =>
    call(calls.dinerMenu.get, { params: { token: table }, signal }).then((r) => r.data),

  price: (table: string, cart: TCart, signal?: AbortSignal): Promise<TPricedCart> =>
    call(calls.orders.price, { params: { token: table }, body: cart, signal }).then((r) => r.data),

  placeOrder: (table: string, body: TPlaceOrderBody, idempotencyKey: string): Promise<TOrder> =>
    call(calls.orders.place, {
      params: { token: table },
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    }).then((r) => r.data),

  tableBill: (table: string, signal?: AbortSignal) =>
    call(calls.orders.tableBill, { params: { token: table }, signal }).then((r) => r.data),

  order: (token: string, signal?: AbortSignal) =>
    call(calls.orders.get, { params: { orderToken: token }, signal }).then((r) => r.data),

  orderEventsUrl: (token: string) => pathOf(calls.orders.events, { orderToken: token }),

  pay: (token: string, body: TStartPaymentBody): Promise<TStartPayment> =>
    call(calls.payments.pay, { params: { orderToken: token }, body }).then((r) => r.data),

  /** The unpaid online order to be paid at the counter instead; the same order however often sent. */
  payAtCounter: (token: string): Promise<TOrder> =>
    call(calls.orders.payAtCounter, { params: { orderToken: token } }).then((r) => r.data),

  /** An unpaid open bill split into shares, from its page (issue 29): the bill as it now is. */
  splitBill: (token: string, body: TSplitBillBody): Promise<TOrder> =>
    call(calls.orders.splitBill, { params: { orderToken: token }, body }).then((r) => r.data),

  /** A signed-in buddy's points on a share of a split bill: the share paid, or the rest still due. */
  payShareWithPoints: (token: string, points: number): Promise<TOrder> =>
    call(calls.orders.payShareWithPoints, { params: { orderToken: token }, body: { points } }).then(
      (r) => r.data,
    ),

  sendCode: (phone: string) => client.call(calls.buddies.sendCode, { body: { phone } }).then((r) => r.data),

  /** `referral_code`: the share link's code this phone kept; it counts only when this creates the buddy. */
  verifyCode: (phone: string, code: string, referralCode?: string | null) =>
    client
      .call(calls.buddies.verifyCode, {
        body: { phone, code, ...(referralCode ? { referral_code: referralCode } : {}) },
      })
      .then((r) => r.data),

  // The buddy's own account: called only while signed in (a 401 signs the phone out).
  myOrders: (start: number, length: number, signal?: AbortSignal) =>
    client.call(calls.buddies.myOrders, { query: { start, length }, signal }),

  me: (signal?: AbortSignal): Promise<TBuddyMe> =>
    client.call(calls.buddies.me, { signal }).then((r) => r.data),

  saveProfile: (body: TBuddyProfileBody): Promise<TBuddyMe> =>
    client.call(calls.buddies.saveProfile, { body }).then((r) => r.data),

  walletHistory: (start: number, length: number, signal?: AbortSignal) =>
    client.call(calls.members.walletHistory, { body: { start, length }, signal }),

  cashOutSummary: (signal?: AbortSignal): Promise<TCashOutSummary> =>
    client.call(calls.settlements.cashOutSummary, { signal }).then((r) => r.data),

  /** The created cash-out and the server's message to show. */
  cashOut: (body: TCashOutBody) => client.call(calls.settlements.cashOut, { body }),

  myTickets: (start: number, length: number, signal?: AbortSignal) =>
    client.call(calls.tickets.mine, { query: { start, length }, signal }),
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
