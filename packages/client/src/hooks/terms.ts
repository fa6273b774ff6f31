import {
  calls,
  type TMe,
  type TTermsAcceptancePage,
  type TTermsCurrent,
  type TTermsCurrentReply,
  type TTermsMine,
  type TTermsPage,
  type TTermsPublishBody,
  type TTermsVersion,
} from '@meja/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Query } from '../api-client';
import { useApiClient } from '../context';
import type { ApiError } from '../errors';
import type { QueryOptions } from '../resource';
import type { DataReply } from '../types';
import { authKeys } from './auth';

/** SPEC's paging as the apps send it. */
export interface TermsPaging {
  start?: number;
  length?: number;
  search?: string;
  order?: string;
  startDate?: string;
  endDate?: string;
}
export type TermsAcceptanceParams = TermsPaging & { version_id?: number };

const asQuery = (query: object) => ({ ...query }) as Query;

/** Publishing or accepting changes every terms reply (and the signed-in user's terms_pending). */
export const termsKeys = {
  all: ['terms'] as const,
  versions: (query: TermsPaging) => [...termsKeys.all, 'versions', query] as const,
  current: () => [...termsKeys.all, 'current'] as const,
  mine: () => [...termsKeys.all, 'mine'] as const,
  version: (id: number) => [...termsKeys.all, 'version', id] as const,
  acceptances: (query: TermsAcceptanceParams) => [...termsKeys.all, 'acceptances', query] as const,
};

/** The version in force (null before any), in the UI language; a merchant also gets accepted_at. */
export function useCurrentTerms(options: QueryOptions<TTermsCurrent | null> = {}) {
  const api = useApiClient();
  return useQuery<TTermsCurrent | null, ApiError>({
    queryKey: termsKeys.current(),
    queryFn: async ({ signal }) => (await api.call(calls.terms.current, { signal })).data,
    ...options,
  });
}

/** The merchant's accepted version and whether a newer one waits. */
export function useMyTerms(options: QueryOptions<TTermsMine> = {}) {
  const api = useApiClient();
  return useQuery<TTermsMine, ApiError>({
    queryKey: termsKeys.mine(),
    queryFn: async ({ signal }) => (await api.call(calls.terms.mine, { signal })).data,
    ...options,
  });
}

export function useTermsVersion(id: number | undefined, options: QueryOptions<TTermsVersion> = {}) {
  const api = useApiClient();
  return useQuery<TTermsVersion, ApiError>({
    queryKey: termsKeys.version(id ?? 0),
    queryFn: async ({ signal }) =>
      (await api.call(calls.terms.get, { params: { id: id ?? 0 }, signal })).data,
    enabled: id !== undefined,
    ...options,
  });
}

/** Versions, newest first: admins every one with its acceptances, others the current. */
export function useTermsVersions(query: TermsPaging, options: QueryOptions<TTermsPage> = {}) {
  const api = useApiClient();
  return useQuery<TTermsPage, ApiError>({
    queryKey: termsKeys.versions(query),
    queryFn: ({ signal }) => api.call(calls.terms.list, { query: asQuery(query), signal }),
    placeholderData: keepPreviousData,
    ...options,
  });
}

/** Admins: who accepted which version. */
export function useTermsAcceptances(
  query: TermsAcceptanceParams,
  options: QueryOptions<TTermsAcceptancePage> = {},
) {
  const api = useApiClient();
  return useQuery<TTermsAcceptancePage, ApiError>({
    queryKey: termsKeys.acceptances(query),
    queryFn: ({ signal }) => api.call(calls.terms.acceptances, { query: asQuery(query), signal }),
    placeholderData: keepPreviousData,
    ...options,
  });
}

export function usePublishTerms() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<DataReply<TTermsVersion>, ApiError, TTermsPublishBody>({
    mutationFn: (body) => api.call(calls.terms.publish, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: termsKeys.all }),
  });
}

/**
 * Accepts the version in force. The cached user stops saying terms_pending at once (a screen that
 * mounts before the refetch would send the merchant back), then /me and the terms reload.
 */
export function useAcceptTerms() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<TTermsCurrentReply, ApiError, { version_id: number }>({
    mutationFn: (body) => api.call(calls.terms.accept, { body }),
    onSuccess: async () => {
      queryClient.setQueryData<TMe>(authKeys.me(), (me) => me && { ...me, terms_pending: false });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: authKeys.me() }),
        queryClient.invalidateQueries({ queryKey: termsKeys.all }),
      ]);
    },
  });
}
