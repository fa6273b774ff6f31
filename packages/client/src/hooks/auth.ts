import {
  calls,
  type TChangePasswordBody,
  type TForgetEmailBody,
  type TLoginBody,
  type TLoginReply,
  type TMe,
  type TSetPasswordBody,
} from '@meja/contracts';
import {
  type QueryClient,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useApiClient } from '../context';
import type { ApiError } from '../errors';
import type { MessageReply } from '../types';

export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
};

type QueryOptions<T> = Omit<UseQueryOptions<T, ApiError>, 'queryKey' | 'queryFn'>;

/** Signs in. A 401 here is a wrong password, so it is left to the caller. */
export function useLogin() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<TLoginReply, ApiError, TLoginBody>({
    mutationFn: (body) => api.call(calls.auth.login, { body, skipUnauthorizedHandler: true }),
    onSuccess: (reply) => {
      queryClient.clear();
      if (reply.data?.user) queryClient.setQueryData(authKeys.me(), reply.data.user);
    },
  });
}

export function useMe(options: QueryOptions<TMe> = {}) {
  const api = useApiClient();
  return useQuery<TMe, ApiError>({
    queryKey: authKeys.me(),
    queryFn: async ({ signal }) => (await api.call(calls.auth.me, { signal })).data,
    ...options,
  });
}

/**
 * Ends this session on the server. The app then forgets the token and clears the query cache,
 * once no screen is left that would refetch without it.
 */
export function useLogout() {
  const api = useApiClient();
  return useMutation<MessageReply, ApiError, void>({
    mutationFn: () => api.call(calls.auth.logout, { skipUnauthorizedHandler: true }),
  });
}

export type TFirstTimeLoginInput = Pick<TSetPasswordBody, 'password' | 'password_confirmation'>;

/**
 * The signed-in user cached at sign-in still says first_login: true, and a screen that mounts
 * before the refetch would read it (and put the user back on the first-time password screen).
 */
function passwordSet(queryClient: QueryClient) {
  queryClient.setQueryData<TMe>(authKeys.me(), (me) => me && { ...me, first_login: false });
  return queryClient.invalidateQueries({ queryKey: authKeys.me() });
}

/** Sets one's own first password; the current session stays valid. */
export function useFirstTimeLogin() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<MessageReply, ApiError, TFirstTimeLoginInput>({
    mutationFn: (body) => api.call(calls.auth.firstTimeLogin, { body }),
    onSuccess: () => passwordSet(queryClient),
  });
}

/** Sets a password without the old one (an account with none yet). */
export function useSetPassword() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<MessageReply, ApiError, TFirstTimeLoginInput>({
    mutationFn: (body) => api.call(calls.auth.setPassword, { body }),
    onSuccess: () => passwordSet(queryClient),
  });
}

/** Asks for a reset link; the reply is the same whether or not the address exists. */
export function useSendForgetEmail() {
  const api = useApiClient();
  return useMutation<MessageReply, ApiError, TForgetEmailBody>({
    mutationFn: (body) => api.call(calls.auth.sendForgetEmail, { body }),
  });
}

export interface TResetPasswordInput {
  token: string;
  new_password: string;
  new_password_confirmation: string;
}

/** Completes the e-mailed reset link: no session needed. */
export function useResetPassword() {
  const api = useApiClient();
  return useMutation<MessageReply, ApiError, TResetPasswordInput>({
    mutationFn: (body) =>
      api.call(calls.auth.changePassword, {
        body,
        query: { token: body.token },
        skipUnauthorizedHandler: true,
      }),
  });
}

export type TChangePasswordInput = Required<
  Pick<TChangePasswordBody, 'current_password' | 'new_password' | 'new_password_confirmation'>
>;

/** Signed in, with the current password. Every session ends, this one too: sign in again. */
export function useChangePassword() {
  const api = useApiClient();
  return useMutation<MessageReply, ApiError, TChangePasswordInput>({
    mutationFn: (body) => api.call(calls.auth.changePassword, { body }),
  });
}
