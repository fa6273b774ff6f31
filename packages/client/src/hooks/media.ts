import {
  calls,
  type TMedia,
  type TMediaListQuery,
  type TMediaPage,
  type TRenameMediaBody,
} from '@meja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../context';
import type { ApiError } from '../errors';
import { formOf } from '../form-data';
import { type QueryOptions, resource, useResourceList, useResourceRow, useRowSaved } from '../resource';
import type { DataReply, MessageReply } from '../types';

/** GET /media parameters as the apps send them. */
export type MediaListParams = Omit<TMediaListQuery, 'start' | 'length' | 'merchant_id'> & {
  start?: number;
  length?: number;
  /** Admins name the merchant; merchants and their staff leave it out. */
  merchant_id?: number;
};

/** A new photo: the file as the browser has it (a File from an <input type="file"> is a Blob). */
export interface UploadMediaInput {
  display_name: string;
  picture: Blob;
  merchant_id?: number;
}

/** A new name, a new picture, or both. */
export interface ReplaceMediaInput {
  id: number;
  display_name?: string;
  picture?: Blob;
}

const media = resource('media', {
  list: calls.media.list,
  get: calls.media.get,
});
export const mediaKeys = media.keys;

/** One page of a merchant's media library, newest first. */
export const useMediaList = (query: MediaListParams, options?: QueryOptions<TMediaPage>) =>
  useResourceList(media, query, options);
export const useMediaItem = (id: number | undefined, options?: QueryOptions<TMedia>) =>
  useResourceRow(media, id, options);

/** POST /media as multipart/form-data. The server judges the file (JPG or PNG, at most 1 MB). */
export function useUploadMedia() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<DataReply<TMedia>, ApiError, UploadMediaInput>({
    mutationFn: (input) => api.call(calls.media.create, { body: formOf({ ...input }) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.lists() }),
  });
}

/** PUT /media/{id} as multipart/form-data: rename and/or replace the picture. */
export function useReplaceMedia() {
  const api = useApiClient();
  const saved = useRowSaved(media);
  return useMutation<DataReply<TMedia>, ApiError, ReplaceMediaInput>({
    mutationFn: ({ id, ...fields }) => api.call(calls.media.update, { params: { id }, body: formOf(fields) }),
    onSuccess: saved,
  });
}

/** PATCH /media/{id}: a new display name. */
export function useRenameMedia() {
  const api = useApiClient();
  const saved = useRowSaved(media);
  return useMutation<DataReply<TMedia>, ApiError, { id: number; body: TRenameMediaBody }>({
    mutationFn: ({ id, body }) => api.call(calls.media.patch, { params: { id }, body }),
    onSuccess: saved,
  });
}

export function useDeleteMedia() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<MessageReply, ApiError, number>({
    mutationFn: (id) => api.call(calls.media.remove, { params: { id } }),
    onSuccess: (_reply, id) => {
      queryClient.removeQueries({ queryKey: mediaKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: mediaKeys.lists() });
    },
  });
}
