import {
  calls,
  type TBuddyDateOfBirthBody,
  type TBuddyDateOfBirthReply,
  type TMemberListQuery,
  type TMemberPage,
  type TMemberStatusBody,
  type TMemberStatusReply,
  type TTicket,
  type TTicketListQuery,
  type TTicketPage,
  type TTicketReply,
  type TWalletHistoryReply,
} from '@meja/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../context';
import type { ApiError } from '../errors';
import { queryKeysFactory } from '../query-keys';
import type { QueryOptions } from '../resource';
import { asQuery } from './orders';
import { userKeys } from './users';

/** SPEC's paging as the apps send it (the contracts' input types take `unknown` for coercion). */
interface Paging {
  start?: number;
  length?: number;
  search?: string;
  order?: string;
  startDate?: string;
  endDate?: string;
}

/** GET /admin/merchant/member_listing: admins and agents name the merchant, its own people do not. */
export type MemberListParams = Omit<TMemberListQuery, keyof Paging | 'merchant_id'> &
  Paging & { merchant_id?: number };

/** GET /admin/ticket_listing: admins may name a merchant (all merchants without one). */
export type TicketListParams = Omit<TTicketListQuery, keyof Paging | 'merchant_id'> &
  Paging & { merchant_id?: number };

/** POST /get_wallet_history: whose wallet (`id`, a buddy) and SPEC's paging and date range. */
export interface WalletHistoryParams {
  id: number;
  /** Admins and agents: only the entries of orders at this merchant. */
  merchant_id?: number;
  start?: number;
  length?: number;
  startDate?: string;
  endDate?: string;
}

export const memberKeys = queryKeysFactory<'members', MemberListParams>('members');
export const walletKeys = queryKeysFactory<'wallets', WalletHistoryParams>('wallets');
export const ticketKeys = queryKeysFactory<'tickets', TicketListParams>('tickets');

/** One page of a merchant's members (buddies who paid there), with visits, spend and points. */
export function useMemberListing(query: MemberListParams, options: QueryOptions<TMemberPage> = {}) {
  const api = useApiClient();
  return useQuery<TMemberPage, ApiError>({
    queryKey: memberKeys.list(query),
    queryFn: ({ signal }) => api.call(calls.members.list, { query: asQuery(query), signal }),
    placeholderData: keepPreviousData,
    ...options,
  });
}

/**
 * PATCH /admin/merchant/member_status/{id}: agents and admins set a buddy Active or Inactive.
 * Members and the platform buddy listing both show the status, so both reload.
 */
export function useSetMemberStatus() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<TMemberStatusReply, ApiError, TMemberStatusBody & { id: number }>({
    mutationFn: ({ id, status }) =>
      api.call(calls.members.toggleStatus, { params: { id }, body: { status } }),
    onSuccess: (_reply, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: userKeys.detail(id) }),
      ]),
  });
}

/**
 * A buddy's wallet: the balance and a page of its history, newest first. SPEC names it a POST
 * although it only reads; it is cached like any other read.
 */
export function useWalletHistory(
  query: WalletHistoryParams,
  options: QueryOptions<TWalletHistoryReply> = {},
) {
  const api = useApiClient();
  return useQuery<TWalletHistoryReply, ApiError>({
    queryKey: walletKeys.list(query),
    queryFn: ({ signal }) => api.call(calls.members.walletHistory, { body: query, signal }),
    placeholderData: keepPreviousData,
    ...options,
  });
}

/**
 * PATCH /admin/buddy/date_of_birth/{id}: an admin corrects a buddy's date of birth (DD/MM/YYYY),
 * which the buddy sets once. The buddy's detail and the listings reload.
 */
export function useCorrectDateOfBirth() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<TBuddyDateOfBirthReply, ApiError, TBuddyDateOfBirthBody & { id: number }>({
    mutationFn: ({ id, date_of_birth }) =>
      api.call(calls.buddies.setDateOfBirth, { params: { id }, body: { date_of_birth } }),
    onSuccess: (_reply, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: userKeys.detail(id) }),
      ]),
  });
}

/** One page of alcohol tickets: used of total, what the server calls their state, the expiry. */
export function useTicketListing(query: TicketListParams, options: QueryOptions<TTicketPage> = {}) {
  const api = useApiClient();
  return useQuery<TTicketPage, ApiError>({
    queryKey: ticketKeys.list(query),
    queryFn: ({ signal }) => api.call(calls.tickets.list, { query: asQuery(query), signal }),
    placeholderData: keepPreviousData,
    ...options,
  });
}

/** A page with `ticket` in place of the row it was (a page without it stays as it is). */
export function withTicket(page: TTicketPage | undefined, ticket: TTicket): TTicketPage | undefined {
  if (!page?.data.some((row) => row.id === ticket.id)) return page;
  return { ...page, data: page.data.map((row) => (row.id === ticket.id ? ticket : row)) };
}

/**
 * POST /admin/ticket_detail/{id}: redeems one glass. The row shows the reply at once; the lists
 * then reload, since a status filter may no longer match it.
 */
export function useRedeemTicket() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<TTicketReply, ApiError, number>({
    mutationFn: (id) => api.call(calls.tickets.claim, { params: { id } }),
    onSuccess: (reply) => {
      queryClient.setQueriesData<TTicketPage>({ queryKey: ticketKeys.lists() }, (page) =>
        withTicket(page, reply.data),
      );
      return queryClient.invalidateQueries({ queryKey: ticketKeys.lists() });
    },
    // Refused (used up, expired): the server moved the ticket on, so the list shows what it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: ticketKeys.lists() }),
  });
}
