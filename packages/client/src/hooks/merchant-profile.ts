import {
  calls,
  type ProfileKind,
  type TCheckEdit,
  type TCompanyProfile,
  type TMerchantAgent,
  type TMerchantProfile,
  type TMerchantProfileInput,
  type TStoreProfile,
} from '@meja/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../context';
import type { ApiError } from '../errors';
import type { QueryOptions } from '../resource';
import type { DataReply } from '../types';
import { userKeys } from './users';

/**
 * A merchant's store details and company profile (GET /admin/merchant/info, PUT and PATCH
 * /admin/merchant/update), what the caller may change (GET /admin/check_edit) and who handles the
 * merchant (GET /admin/merchant/view_agent). `merchantId` is for admins and agents; merchants and
 * their staff leave it out.
 */
export const merchantProfileKeys = {
  all: ['merchant-profile'] as const,
  info: (kind: ProfileKind, merchantId?: number) =>
    [...merchantProfileKeys.all, 'info', kind, merchantId ?? 'own'] as const,
  checkEdit: (merchantId?: number) =>
    [...merchantProfileKeys.all, 'check-edit', merchantId ?? 'own'] as const,
  agent: (merchantId?: number) => [...merchantProfileKeys.all, 'agent', merchantId ?? 'own'] as const,
};

const typeOf: Record<ProfileKind, 'edit store' | 'edit company'> = {
  store: 'edit store',
  company: 'edit company',
};

function useProfile<T extends TMerchantProfile>(
  kind: ProfileKind,
  merchantId: number | undefined,
  options: QueryOptions<T> = {},
) {
  const api = useApiClient();
  return useQuery<T, ApiError>({
    queryKey: merchantProfileKeys.info(kind, merchantId),
    // The reply is the profile `type` names: a store's or a company's.
    queryFn: async ({ signal }) =>
      (
        await api.call(calls.merchants.info, {
          query: { type: typeOf[kind], merchant_id: merchantId },
          signal,
        })
      ).data as T,
    ...options,
  });
}

export const useStoreProfile = (merchantId?: number, options?: QueryOptions<TStoreProfile>) =>
  useProfile<TStoreProfile>('store', merchantId, options);
export const useCompanyProfile = (merchantId?: number, options?: QueryOptions<TCompanyProfile>) =>
  useProfile<TCompanyProfile>('company', merchantId, options);

export function useCheckEdit(merchantId?: number, options: QueryOptions<TCheckEdit> = {}) {
  const api = useApiClient();
  return useQuery<TCheckEdit, ApiError>({
    queryKey: merchantProfileKeys.checkEdit(merchantId),
    queryFn: async ({ signal }) =>
      (await api.call(calls.merchants.checkEdit, { query: { merchant_id: merchantId }, signal })).data,
    ...options,
  });
}

export function useMerchantAgent(merchantId?: number, options: QueryOptions<TMerchantAgent> = {}) {
  const api = useApiClient();
  return useQuery<TMerchantAgent, ApiError>({
    queryKey: merchantProfileKeys.agent(merchantId),
    queryFn: async ({ signal }) =>
      (await api.call(calls.merchants.viewAgent, { query: { merchant_id: merchantId }, signal })).data,
    ...options,
  });
}

export interface SaveProfileInput {
  body: TMerchantProfileInput;
  /** A new front image (store form): the save goes as multipart/form-data. */
  picture?: Blob;
}

/** The multipart form the server reads: strings everywhere, lists as JSON, switches as 1/0. */
function formOf(body: TMerchantProfileInput, picture: Blob): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (value === null) form.append(name, '');
    else if (typeof value === 'boolean') form.append(name, value ? '1' : '0');
    else if (typeof value === 'object') form.append(name, JSON.stringify(value));
    else form.append(name, String(value));
  }
  form.append('picture', picture, 'name' in picture ? String(picture.name) : 'picture');
  return form;
}

/** After a save: the form's cache holds the reply; set-up state and user listings reload. */
function useProfileSaved() {
  const queryClient = useQueryClient();
  return (reply: DataReply<TMerchantProfile>, input: SaveProfileInput) => {
    const merchantId = input.body.merchant_id === undefined ? undefined : Number(input.body.merchant_id);
    queryClient.setQueryData(merchantProfileKeys.info(reply.data.type, merchantId), reply.data);
    // The printer set-up shows on both forms.
    const other = reply.data.type === 'store' ? 'company' : 'store';
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: merchantProfileKeys.info(other, merchantId) }),
      queryClient.invalidateQueries({ queryKey: merchantProfileKeys.checkEdit(merchantId) }),
      queryClient.invalidateQueries({ queryKey: userKeys.all }),
    ]);
  };
}

/** PUT /admin/merchant/update: the whole form, as multipart when a new front image goes with it. */
export function useSaveMerchantProfile() {
  const api = useApiClient();
  const saved = useProfileSaved();
  return useMutation<DataReply<TMerchantProfile>, ApiError, SaveProfileInput>({
    mutationFn: ({ body, picture }) =>
      api.call(calls.merchants.update, { body: picture ? formOf(body, picture) : body }),
    onSuccess: saved,
  });
}

/** PATCH /admin/merchant/update: only the fields given, e.g. one switch. */
export function usePatchMerchantProfile() {
  const api = useApiClient();
  const saved = useProfileSaved();
  return useMutation<DataReply<TMerchantProfile>, ApiError, SaveProfileInput>({
    mutationFn: ({ body }) => api.call(calls.merchants.patch, { body }),
    onSuccess: saved,
  });
}
