import {
  type CounterMethod,
  calls,
  type TAddLinesBody,
  type TBoardOrder,
  type TBoardPage,
  type TDisplayOrderQuery,
  type TFoodStatusBody,
  type TGiveBackBody,
  type TKeyInMenu,
  type TKeyInPriceBody,
  type TOrderDetail,
  type TOrderListingQuery,
  type TOrderListPage,
  type TPricedCart,
  type TRecalledTicket,
  type TRefundQuote,
  type TRefundQuoteBody,
  type TStaffOrderBody,
  type TStation,
  type TToggleClaimStatusBody,
  type TToggleOrderStatusBody,
} from '@meja/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Query } from '../api-client';
import { useApiClient } from '../context';
import type { ApiError } from '../errors';
import { queryKeysFactory } from '../query-keys';
import type { QueryOptions } from '../resource';
import type { DataReply } from '../types';
import { dashboardKeys } from './dashboard';

/** The contract's input types allow `unknown` paging (zod coerces); the apps pass plain values. */
export const asQuery = (query: object) => ({ ...query }) as Query;

const base = queryKeysFactory<'orders', TOrderListingQuery>('orders');
/** `lists()` the order listings, `boards()` every board (display_order), `details()` the orders. */
export const orderKeys = {
  ...base,
  boards: () => [...base.all, 'board'] as const,
  board: (query: TDisplayOrderQuery) => [...base.all, 'board', { query }] as const,
  /** The kitchen's Recall list: under the boards, so that a bump or a recall reloads it too. */
  recalls: (merchantId?: number) => [...base.all, 'board', 'recall', merchantId ?? null] as const,
};

/** One page of a board (GET /admin/display_order); the previous page stays while the next loads. */
export function useBoard(query: TDisplayOrderQuery, options: QueryOptions<TBoardPage> = {}) {
  const api = useApiClient();
  return useQuery<TBoardPage, ApiError>({
    queryKey: orderKeys.board(query),
    queryFn: ({ signal }) => api.call(calls.board.displayOrders, { query, signal }),
    placeholderData: keepPreviousData,
    ...options,
  });
}

/** One page of orders (GET /admin/order_listing): history and the admins' listing. */
export function useOrderListing(query: TOrderListingQuery, options: QueryOptions<TOrderListPage> = {}) {
  const api = useApiClient();
  return useQuery<TOrderListPage, ApiError>({
    queryKey: orderKeys.list(query),
    queryFn: ({ signal }) => api.call(calls.board.list, { query, signal }),
    placeholderData: keepPreviousData,
    ...options,
  });
}

/** Everything about one order (GET /admin/order_detail/{id}); another merchant's is a 404. */
export function useOrderDetail(id: number | undefined, options: QueryOptions<TOrderDetail> = {}) {
  const api = useApiClient();
  return useQuery<TOrderDetail, ApiError>({
    queryKey: orderKeys.detail(id ?? 0),
    queryFn: async ({ signal }) =>
      (await api.call(calls.board.detail, { params: { id: id ?? 0 }, signal })).data,
    enabled: id !== undefined,
    ...options,
  });
}

/** After an order changed: its detail holds the reply (when it is a detail), boards and lists reload. */
export function useOrderChanged() {
  const queryClient = useQueryClient();
  return (id: number, detail?: TOrderDetail) => {
    if (detail) queryClient.setQueryData(orderKeys.detail(id), detail);
    else void queryClient.invalidateQueries({ queryKey: orderKeys.detail(id) });
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: orderKeys.boards() }),
    ]);
  };
}

function useOrderMutation<TVars>(
  send: (api: ReturnType<typeof useApiClient>, vars: TVars) => Promise<DataReply<TOrderDetail>>,
) {
  const api = useApiClient();
  const changed = useOrderChanged();
  return useMutation<DataReply<TOrderDetail>, ApiError, TVars>({
    mutationFn: (vars) => send(api, vars),
    onSuccess: (reply) => changed(reply.data.id, reply.data),
  });
}

/** PATCH /admin/toggle_order_status: mark paid (cash, card terminal, e-wallet), void, or refund. */
export const useToggleOrderStatus = () =>
  useOrderMutation<TToggleOrderStatusBody>((api, body) =>
    api.call(calls.orderAdmin.toggleOrderStatus, { body }),
  );

/**
 * POST /admin/order/{id}/give_back: money paid twice given back. `key` is the dialog's
 * Idempotency-Key, so a retry of the same dialog records it once. The dashboard's list of orders
 * needing attention changes with it.
 */
export function useGiveBack() {
  const api = useApiClient();
  const changed = useOrderChanged();
  const queryClient = useQueryClient();
  return useMutation<DataReply<TOrderDetail>, ApiError, { id: number; key: string; body: TGiveBackBody }>({
    mutationFn: ({ id, key, body }) =>
      api.call(calls.orderAdmin.giveBack, { params: { id }, body, headers: { 'Idempotency-Key': key } }),
    onSuccess: (reply) =>
      Promise.all([
        changed(reply.data.id, reply.data),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]),
  });
}

/**
 * POST /admin/order/{id}/refund_quote: what refunding these lines (or the rest of the order)
 * would give back now, and how, for the cashier to confirm before refunding. Writes nothing.
 */
export function useRefundQuote() {
  const api = useApiClient();
  return useMutation<TRefundQuote, ApiError, { id: number; body: TRefundQuoteBody }>({
    mutationFn: async ({ id, body }) =>
      (await api.call(calls.orderAdmin.refundQuote, { params: { id }, body })).data,
  });
}

/** PATCH /admin/toggle_claim_status: the birthday gift claimed or not. */
export const useToggleClaimStatus = () =>
  useOrderMutation<TToggleClaimStatusBody>((api, body) =>
    api.call(calls.orderAdmin.toggleClaimStatus, { body }),
  );

/** PATCH /admin/food_status: lines (or all open lines) ready or complete; replies the board order. */
export function useFoodStatus() {
  const api = useApiClient();
  const changed = useOrderChanged();
  return useMutation<DataReply<TBoardOrder>, ApiError, TFoodStatusBody>({
    mutationFn: (body) => api.call(calls.orderAdmin.foodStatus, { body }),
    onSuccess: (reply) => changed(reply.data.id),
  });
}

/**
 * POST /admin/order: staff key in a counter order for a table. `key` is the Idempotency-Key of
 * the order the till means (the same across retries of it), so a retry after a lost reply or a
 * double tap keys it in once.
 */
export const useStaffOrder = () =>
  useOrderMutation<{ body: TStaffOrderBody; key?: string }>((api, { body, key }) =>
    api.call(calls.orderAdmin.keyIn, { body, headers: key ? { 'Idempotency-Key': key } : undefined }),
  );

/** How a keyed-in order is paid at once ("Place and take payment"), with the key of that payment. */
export interface KeyInPayment {
  method: CounterMethod;
  /** Cash handed over (RM, two decimals), for the receipt's tendered and change. */
  tendered?: string;
  /** The payment's Idempotency-Key: the same across retries of this payment. */
  key: string;
}

/** The order keyed in; when payment was asked for and failed, the error says which order is placed. */
export type KeyInError = ApiError & { placed?: TOrderDetail };

/**
 * The till's one submit: POST /admin/order with the order's Idempotency-Key, then, with
 * `payment`, PATCH /admin/toggle_order_status marking it paid with the payment's key. Sent again
 * after a lost reply or a failed payment, each call takes effect once (the order replays, then
 * the payment goes through or replays). A payment refused after placing keeps the placed order on
 * the error (`placed`): it waits on the board unpaid.
 */
export function useKeyInOrder() {
  const api = useApiClient();
  const changed = useOrderChanged();
  return useMutation<
    DataReply<TOrderDetail>,
    KeyInError,
    { body: TStaffOrderBody; key: string; payment?: KeyInPayment }
  >({
    mutationFn: async ({ body, key, payment }) => {
      const placed = await api.call(calls.orderAdmin.keyIn, { body, headers: { 'Idempotency-Key': key } });
      if (!payment) return placed;
      try {
        return await api.call(calls.orderAdmin.toggleOrderStatus, {
          body: { id: placed.data.id, action: 'paid', method: payment.method, tendered: payment.tendered },
          headers: { 'Idempotency-Key': payment.key },
        });
      } catch (err) {
        void changed(placed.data.id, placed.data);
        throw Object.assign(err as ApiError, { placed: placed.data });
      }
    },
    onSuccess: (reply) => changed(reply.data.id, reply.data),
  });
}

/**
 * POST /admin/order/price: the cart being keyed in, priced by the server as keying it in will
 * price it (service charge and SST), for the till's total before placing. The last total stays
 * while the next is asked for.
 */
export function useKeyInPrice(body: TKeyInPriceBody, options: QueryOptions<TPricedCart> = {}) {
  const api = useApiClient();
  return useQuery<TPricedCart, ApiError>({
    queryKey: keyInKeys.price(body),
    queryFn: async ({ signal }) => (await api.call(calls.orderAdmin.keyInPrice, { body, signal })).data,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
    ...options,
  });
}

/** POST /admin/order/{id}/lines: more items on an open order. */
export const useAddOrderLines = () =>
  useOrderMutation<{ id: number; body: TAddLinesBody }>((api, { id, body }) =>
    api.call(calls.orderAdmin.addLines, { params: { id }, body }),
  );

/** PATCH /admin/order/{id}/take_away: the whole order packed to go (or not). */
export const useTakeAway = () =>
  useOrderMutation<{ id: number; take_away?: boolean }>((api, { id, take_away = true }) =>
    api.call(calls.orderAdmin.takeAway, { params: { id }, body: { take_away } }),
  );

/**
 * GET /admin/kitchen_recall: tickets bumped off the kitchen display lately that may be recalled,
 * newest first (the server decides the window; every tablet of the merchant gets the same).
 */
export function useKitchenRecalls(merchantId?: number, options: QueryOptions<TRecalledTicket[]> = {}) {
  const api = useApiClient();
  return useQuery<TRecalledTicket[], ApiError>({
    queryKey: orderKeys.recalls(merchantId),
    queryFn: async ({ signal }) =>
      (await api.call(calls.orderAdmin.kitchenRecalls, { query: { merchant_id: merchantId }, signal })).data,
    ...options,
  });
}

/** POST /admin/order/{id}/recall: a bumped ticket back to the kitchen; replies the board order. */
export function useRecallTicket() {
  const api = useApiClient();
  const changed = useOrderChanged();
  return useMutation<DataReply<TBoardOrder>, ApiError, number>({
    mutationFn: (id) => api.call(calls.orderAdmin.recall, { params: { id } }),
    onSuccess: (reply) => changed(reply.data.id),
  });
}

/** What keying in reads: kept apart from `orderKeys`' lists and boards, which order changes reload. */
export const keyInKeys = {
  menu: (merchantId?: number) => [...base.all, 'key-in-menu', merchantId ?? null] as const,
  stations: (merchantId?: number) => [...base.all, 'stations', merchantId ?? null] as const,
  price: (body: TKeyInPriceBody) => [...base.all, 'key-in-price', body] as const,
};

/**
 * GET /admin/order/menu: the tables (names only) and the menu staff key an order in from, as
 * the diners' menu offers it now; admins name the merchant.
 */
export function useKeyInMenu(merchantId?: number, options: QueryOptions<TKeyInMenu> = {}) {
  const api = useApiClient();
  return useQuery<TKeyInMenu, ApiError>({
    queryKey: keyInKeys.menu(merchantId),
    queryFn: async ({ signal }) =>
      (await api.call(calls.orderAdmin.keyInMenu, { query: { merchant_id: merchantId }, signal })).data,
    ...options,
  });
}

/** GET /admin/stations: the merchant's kitchen stations (sub printers), for the kitchen display's filter. */
export function useStations(merchantId?: number, options: QueryOptions<TStation[]> = {}) {
  const api = useApiClient();
  return useQuery<TStation[], ApiError>({
    queryKey: keyInKeys.stations(merchantId),
    queryFn: async ({ signal }) =>
      (await api.call(calls.orderAdmin.stations, { query: { merchant_id: merchantId }, signal })).data,
    ...options,
  });
}
