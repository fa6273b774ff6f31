import {
  type AnnouncementStatus,
  calls,
  type TAnnouncement,
  type TAnnouncementDismissReply,
  type TAnnouncementPage,
} from '@meja/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../context';
import type { ApiError } from '../errors';
import {
  type QueryOptions,
  resource,
  useResourceCreate,
  useResourceList,
  useResourceRow,
  useResourceUpdate,
} from '../resource';
import { useAdminItemDelete, useAdminItemToggle } from './admin-items';

/** GET /admin/announcement parameters as the apps send them. */
export type AnnouncementListParams = {
  start?: number;
  length?: number;
  search?: string;
  order?: string;
  startDate?: string;
  endDate?: string;
  status?: AnnouncementStatus;
};

const announcements = resource('announcements', {
  list: calls.announcements.list,
  get: calls.announcements.get,
  create: calls.announcements.create,
  update: calls.announcements.update,
});
export const announcementKeys = {
  ...announcements.keys,
  /** What the notice after sign-in shows: the caller's live, undismissed ones. */
  notice: () => [...announcements.keys.all, 'notice'] as const,
};

/** Admins: every announcement, paged (others get the live ones addressed to them). */
export const useAnnouncements = (query: AnnouncementListParams, options?: QueryOptions<TAnnouncementPage>) =>
  useResourceList(announcements, query, options);

export const useAnnouncement = (id: number | undefined, options?: QueryOptions<TAnnouncement>) =>
  useResourceRow(announcements, id, options);

export const useCreateAnnouncement = () => useResourceCreate(announcements);

export const useUpdateAnnouncement = () => useResourceUpdate(announcements);

/**
 * The live announcements addressed to the signed-in user that they have not dismissed, newest
 * first: fetched once per page load (a dismissal updates it, nothing else needs to).
 */
export function useAnnouncementNotice(options: QueryOptions<TAnnouncement[]> = {}) {
  const api = useApiClient();
  return useQuery<TAnnouncement[], ApiError>({
    queryKey: announcementKeys.notice(),
    queryFn: async ({ signal }) =>
      (await api.call(calls.announcements.list, { query: { undismissed: 1, length: 50 }, signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    ...options,
  });
}

/** POST /admin/announcement/{id}/dismiss: not shown to this user again. */
export function useDismissAnnouncement() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<TAnnouncementDismissReply, ApiError, number>({
    mutationFn: (id) => api.call(calls.announcements.dismiss, { params: { id } }),
    onSuccess: (_reply, id) =>
      queryClient.setQueryData<TAnnouncement[]>(announcementKeys.notice(), (rows) =>
        rows?.filter((r) => r.id !== id),
      ),
  });
}

/** PATCH /admin/announcement/{id} (type status): withdraw ⇄ restore, through the generic admin item. */
export const useToggleAnnouncement = () => useAdminItemToggle('announcement', announcementKeys);

/** DELETE /admin/announcement/{id}. */
export const useDeleteAnnouncement = () => useAdminItemDelete('announcement', announcementKeys);
