import {
  calls,
  type TUpdateLog,
  type TUpdateLogListQuery,
  type TUpdateLogPage,
  type TUpdateLogSeenReply,
} from '@meja/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../context';
import type { ApiError } from '../errors';
import {
  type QueryOptions,
  resource,
  useResourceCreate,
  useResourceList,
  useResourceUpdate,
  useRowSaved,
} from '../resource';
import type { DataReply } from '../types';

/** GET /admin/update_log parameters as the apps send them. */
export type UpdateLogListParams = Omit<TUpdateLogListQuery, 'start' | 'length'> & {
  start?: number;
  length?: number;
};

const updateLogs = resource('update-log', {
  list: calls.updateLog.list,
  create: calls.updateLog.create,
  update: calls.updateLog.update,
});
export const updateLogKeys = {
  ...updateLogs.keys,
  /** The caller's unseen versions: a publication or a "seen" changes them. */
  whatsNew: () => [...updateLogs.keys.all, 'whats-new'] as const,
};

/** One page of versions: admins every one (drafts too), others the published, newest first. */
export const useUpdateLogList = (query: UpdateLogListParams, options?: QueryOptions<TUpdateLogPage>) =>
  useResourceList(updateLogs, query, options);

/** POST /admin/update_log (admins): a new version, as a draft. */
export const useCreateUpdateLog = () => useResourceCreate(updateLogs);

/** PUT /admin/update_log/{id} (admins): its title, version and/or log. */
export const useUpdateUpdateLog = () => useResourceUpdate(updateLogs);

/** POST /admin/update_log/{id}/publish (admins); what's new changes for everyone. */
export function usePublishUpdateLog() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const saved = useRowSaved(updateLogs);
  return useMutation<DataReply<TUpdateLog>, ApiError, number>({
    mutationFn: (id) => api.call(calls.updateLog.publish, { params: { id } }),
    onSuccess: async (reply) => {
      await saved(reply);
      await queryClient.invalidateQueries({ queryKey: updateLogKeys.whatsNew() });
    },
  });
}

/** The published versions the user has not seen, newest first (at most 10). */
export function useWhatsNew(options: QueryOptions<TUpdateLog[]> = {}) {
  const api = useApiClient();
  return useQuery<TUpdateLog[], ApiError>({
    queryKey: updateLogKeys.whatsNew(),
    queryFn: async ({ signal }) => (await api.call(calls.updateLog.whatsNew, { signal })).data,
    ...options,
  });
}

/**
 * POST /admin/update_log/seen: the user has seen what's new through `through` (the newest
 * published_at shown), so those versions are not shown again.
 */
export function useUpdateLogSeen() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<TUpdateLogSeenReply, ApiError, string>({
    mutationFn: (through) => api.call(calls.updateLog.seen, { body: { through } }),
    // Not fetched again now: a version published while the user read is shown next time.
    onSuccess: () => queryClient.setQueryData<TUpdateLog[]>(updateLogKeys.whatsNew(), []),
  });
}
