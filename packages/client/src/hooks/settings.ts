import {
  type CallBody,
  calls,
  type SettingType,
  type TContactInfo,
  type TContactSettings,
  type TContactSettingsBody,
  type TContactSettingsHistory,
  type TMerchantSettings,
  type TMerchantSettingsBody,
  type TMerchantSettingsHistory,
} from '@meja/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../context';
import type { ApiError } from '../errors';
import type { QueryOptions } from '../resource';
import type { DataReply } from '../types';
import type { SettingsHistoryParams } from './payouts';

/**
 * The platform settings other than payout (hooks/payouts.ts keeps those): the support contact and
 * the new-merchant defaults, each with its change history; and the public support contact.
 */

/** Each kind's view, body and history page. */
interface Kinds {
  contact: { view: TContactSettings; body: TContactSettingsBody; history: TContactSettingsHistory };
  merchant: { view: TMerchantSettings; body: TMerchantSettingsBody; history: TMerchantSettingsHistory };
}
export type VersionedSettingType = keyof Kinds & SettingType;
/** What a type's save sends. */
export type SettingBody<T extends VersionedSettingType> = Kinds[T]['body'];

export const settingKeys = {
  all: ['settings'] as const,
  current: (type: VersionedSettingType) => [...settingKeys.all, type, 'current'] as const,
  history: (type: VersionedSettingType, query: SettingsHistoryParams) =>
    [...settingKeys.all, type, 'history', query] as const,
  contactInfo: () => [...settingKeys.all, 'contact-info'] as const,
};

/** GET /admin/setting?type=…: the version in force (defaults, with id null, when never saved). */
export function useSetting<T extends VersionedSettingType>(
  type: T,
  options: QueryOptions<Kinds[T]['view']> = {},
) {
  const api = useApiClient();
  return useQuery<Kinds[T]['view'], ApiError>({
    queryKey: settingKeys.current(type),
    // The reply is the version of the kind `type` names.
    queryFn: async ({ signal }) =>
      ((await api.call(calls.settings.read, { query: { type }, signal })) as DataReply<Kinds[T]['view']>)
        .data,
    ...options,
  });
}

/** GET /admin/setting?type=…_history: every version, newest first, with who and when. */
export function useSettingHistory<T extends VersionedSettingType>(
  type: T,
  query: SettingsHistoryParams,
  options: QueryOptions<Kinds[T]['history']> = {},
) {
  const api = useApiClient();
  return useQuery<Kinds[T]['history'], ApiError>({
    queryKey: settingKeys.history(type, query),
    queryFn: ({ signal }) =>
      api.call(calls.settings.read, { query: { ...query, type: `${type}_history` }, signal }) as Promise<
        Kinds[T]['history']
      >,
    placeholderData: keepPreviousData,
    ...options,
  });
}

/** POST /admin/setting: a new version of the kind, kept with who and when. */
export function useSaveSetting<T extends VersionedSettingType>(type: T) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<DataReply<Kinds[T]['view']>, ApiError, Kinds[T]['body']>({
    mutationFn: (body) =>
      api.call(calls.settings.save, {
        body: { ...body, type } as CallBody<typeof calls.settings.save>,
      }) as Promise<DataReply<Kinds[T]['view']>>,
    onSuccess: (reply) => {
      queryClient.setQueryData(settingKeys.current(type), reply.data);
      return queryClient.invalidateQueries({ queryKey: settingKeys.all });
    },
  });
}

/**
 * GET /setting/contact: how to reach support, for anyone (the sign-in page, the header's Help).
 * The server lets browsers keep it a minute; so does the cache here.
 */
export function useContactInfo(options: QueryOptions<TContactInfo> = {}) {
  const api = useApiClient();
  return useQuery<TContactInfo, ApiError>({
    queryKey: settingKeys.contactInfo(),
    queryFn: async ({ signal }) => (await api.call(calls.settings.contact, { signal })).data,
    staleTime: 60_000,
    ...options,
  });
}
