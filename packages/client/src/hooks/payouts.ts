import {
  calls,
  type PayoutAction,
  type PayoutFileFormat,
  type PayoutKind,
  type PayoutReport,
  type PayoutStatus,
  type TClearBalanceBody,
  type TClearBalanceRun,
  type TClearBalanceRunReply,
  type TFlagPayoutBody,
  type TMerchantBalancePage,
  type TPayoutActionBody,
  type TPayoutActionReply,
  type TPayoutDetail,
  type TPayoutPage,
  type TPayoutSettings,
  type TPayoutSettingsBody,
  type TPayoutSettingsHistory,
  type TPayoutSettingsReply,
} from '@meja/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Query } from '../api-client';
import { useApiClient } from '../context';
import type { ApiError } from '../errors';
import type { QueryOptions } from '../resource';

/** SPEC's paging as the apps send it. */
interface Paging {
  start?: number;
  length?: number;
  search?: string;
  order?: string;
  startDate?: string;
  endDate?: string;
}

/** GET /admin/report/{report}: a payout report with its filters (ZPayoutListQuery). */
export type PayoutListParams = Paging & {
  report: PayoutReport;
  type?: PayoutKind;
  filter_status?: PayoutStatus;
  merchant_id?: number;
  id?: number;
};

export type SettingsHistoryParams = Paging;
export type MerchantBalanceParams = Paging;

const asQuery = (query: object) => ({ ...query }) as Query;

/**
 * Payout items, their settings and Clear Balance share one cache root: approving an item or a
 * clearing run changes what the balances and the reports show, so writes reload `all`.
 */
export const payoutKeys = {
  all: ['payouts'] as const,
  lists: () => [...payoutKeys.all, 'list'] as const,
  list: (query: PayoutListParams) => [...payoutKeys.lists(), query] as const,
  detail: (id: number) => [...payoutKeys.all, 'detail', id] as const,
  balances: (query: MerchantBalanceParams) => [...payoutKeys.all, 'balances', query] as const,
  run: (id: number) => [...payoutKeys.all, 'run', id] as const,
  runs: (query: Paging) => [...payoutKeys.all, 'runs', query] as const,
};
export const payoutSettingKeys = {
  all: ['payout-settings'] as const,
  current: () => [...payoutSettingKeys.all, 'current'] as const,
  history: (query: SettingsHistoryParams) => [...payoutSettingKeys.all, 'history', query] as const,
};

/** One page of a payout report; admins see every item, agents and merchants their own (the server scopes). */
export function usePayoutReport(
  { report, ...query }: PayoutListParams,
  options: QueryOptions<TPayoutPage> = {},
) {
  const api = useApiClient();
  return useQuery<TPayoutPage, ApiError>({
    queryKey: payoutKeys.list({ report, ...query }),
    queryFn: ({ signal }) => api.call(calls.payouts.reports[report], { query, signal }),
    placeholderData: keepPreviousData,
    ...options,
  });
}

/** One item with its lines (orders, refunds) and its history (who, when, what). */
export function usePayoutItem(id: number | undefined, options: QueryOptions<TPayoutDetail> = {}) {
  const api = useApiClient();
  return useQuery<TPayoutDetail, ApiError>({
    queryKey: payoutKeys.detail(id ?? 0),
    queryFn: async ({ signal }) =>
      (await api.call(calls.payouts.item, { params: { id: id ?? 0 }, signal })).data,
    enabled: id !== undefined,
    ...options,
  });
}

/** PATCH /admin/report/{approve_payout | decline_payout | payout_adjustment}; every payout view reloads. */
export function usePayoutAction() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<TPayoutActionReply, ApiError, { action: PayoutAction; body: TPayoutActionBody }>({
    mutationFn: ({ action, body }) => api.call(calls.payouts.actions[action], { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
  });
}

/** PATCH /admin/report/flag_payout_status: Done items the bank has paid become Completed. */
export function useFlagPayoutStatus() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<TPayoutActionReply, ApiError, TFlagPayoutBody>({
    mutationFn: (body) => api.call(calls.payouts.flagPaid, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
  });
}

/**
 * GET /admin/report/payout_file: the approved items as the chosen bank's bulk payment CSV. Fetched
 * with the session's bearer token (never put in a URL), handed back as text to save as a file.
 */
export function usePayoutFile() {
  const api = useApiClient();
  return useMutation<string, ApiError, { format: PayoutFileFormat; type?: PayoutKind; ids?: number[] }>({
    mutationFn: ({ format, type, ids }) =>
      api.call(calls.payouts.bankFile, {
        query: { format, type, ids: ids?.length ? ids.join(',') : undefined },
      }),
  });
}

/** GET /admin/setting?type=payout: the settings in force. */
export function usePayoutSettings(options: QueryOptions<TPayoutSettings> = {}) {
  const api = useApiClient();
  return useQuery<TPayoutSettings, ApiError>({
    queryKey: payoutSettingKeys.current(),
    queryFn: async ({ signal }) =>
      ((await api.call(calls.settings.read, { query: { type: 'payout' }, signal })) as TPayoutSettingsReply)
        .data,
    ...options,
  });
}

/** GET /admin/setting?type=payout_history: every version, newest first, with who and when. */
export function usePayoutSettingsHistory(
  query: SettingsHistoryParams,
  options: QueryOptions<TPayoutSettingsHistory> = {},
) {
  const api = useApiClient();
  return useQuery<TPayoutSettingsHistory, ApiError>({
    queryKey: payoutSettingKeys.history(query),
    queryFn: ({ signal }) =>
      api.call(calls.settings.read, {
        query: { ...query, type: 'payout_history' },
        signal,
      }) as Promise<TPayoutSettingsHistory>,
    placeholderData: keepPreviousData,
    ...options,
  });
}

/** POST /admin/setting: a new version of the settings (applies to orders paid after it). */
export function useSavePayoutSettings() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<TPayoutSettingsReply, ApiError, TPayoutSettingsBody>({
    mutationFn: (body) =>
      api.call(calls.settings.save, { body: { ...body, type: 'payout' } }) as Promise<TPayoutSettingsReply>,
    onSuccess: (reply) => {
      queryClient.setQueryData(payoutSettingKeys.current(), reply.data);
      return queryClient.invalidateQueries({ queryKey: payoutSettingKeys.all });
    },
  });
}

/** GET /admin/report/merchant_balance: what each merchant is owed for redeemed points. */
export function useMerchantBalances(
  query: MerchantBalanceParams,
  options: QueryOptions<TMerchantBalancePage> = {},
) {
  const api = useApiClient();
  return useQuery<TMerchantBalancePage, ApiError>({
    queryKey: payoutKeys.balances(query),
    queryFn: ({ signal }) => api.call(calls.settlements.merchantBalance, { query: asQuery(query), signal }),
    placeholderData: keepPreviousData,
    ...options,
  });
}

/** POST /admin/report/clear_balance: answered at once with the run; a job does the clearing. */
export function useClearBalance() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<TClearBalanceRunReply, ApiError, TClearBalanceBody>({
    mutationFn: (body) => api.call(calls.settlements.clearBalance, { body }),
    onSuccess: (reply) => {
      queryClient.setQueryData(payoutKeys.run(reply.data.id), reply.data);
      return queryClient.invalidateQueries({ queryKey: payoutKeys.all });
    },
  });
}

const runFinished = (run: TClearBalanceRun | undefined) => run?.status === 'done' || run?.status === 'failed';

/**
 * GET /admin/report/clear_balance_run?id=: one run, asked again every `pollMs` until it is done or
 * failed; then balances and reports reload once, since the run changed them.
 */
export function useClearBalanceRun(id: number | undefined, pollMs = 2000) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useQuery<TClearBalanceRun, ApiError>({
    queryKey: payoutKeys.run(id ?? 0),
    queryFn: async ({ signal }) => {
      const run = (await api.call(calls.settlements.clearBalanceRun, { query: { id: id ?? 0 }, signal }))
        .data;
      if (runFinished(run)) {
        void queryClient.invalidateQueries({
          queryKey: payoutKeys.all,
          predicate: (q) => q.queryKey[1] !== 'run',
        });
      }
      return run;
    },
    enabled: id !== undefined,
    refetchInterval: (q) => (runFinished(q.state.data) ? false : pollMs),
  });
}

/** GET /admin/report/clear_balance_runs: the latest runs, to open one again. */
export function useClearBalanceRuns(query: Paging) {
  const api = useApiClient();
  return useQuery<{ data: TClearBalanceRun[]; recordsTotal: number; recordsFiltered: number }, ApiError>({
    queryKey: payoutKeys.runs(query),
    queryFn: ({ signal }) => api.call(calls.settlements.clearBalanceRuns, { query: asQuery(query), signal }),
    placeholderData: keepPreviousData,
  });
}
