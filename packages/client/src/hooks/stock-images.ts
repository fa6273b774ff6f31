import {
  calls,
  type TStockImage,
  type TStockImageListQuery,
  type TStockImagePage,
  type TStockImageTag,
} from '@meja/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../context';
import type { ApiError } from '../errors';
import { formOf } from '../form-data';
import { type QueryOptions, resource, useResourceList, useResourceRow } from '../resource';
import type { DataReply, MessageReply } from '../types';

/** GET /admin/food_image parameters as the apps send them. */
export type StockImageListParams = Omit<TStockImageListQuery, 'start' | 'length'> & {
  start?: number;
  length?: number;
};

/** A new stock food photo: the file as the browser has it (a File from an <input type="file"> is a Blob). */
export interface CreateStockImageInput {
  display_name: string;
  tags?: string[];
  picture: Blob;
}

/** Any of a new name, new tags (an empty list clears them) and a new picture. */
export interface UpdateStockImageInput {
  id: number;
  display_name?: string;
  tags?: string[];
  picture?: Blob;
}

const stockImages = resource('stock-images', {
  list: calls.stockImages.list,
  get: calls.stockImages.get,
});
export const stockImageKeys = {
  ...stockImages.keys,
  /** The tags in use, for the filter chips. */
  tags: () => [...stockImages.keys.all, 'tags'] as const,
};

/** Tags travel as one comma-separated field (a tag never holds a comma). */
const tagsField = (tags: string[] | undefined) => (tags === undefined ? undefined : tags.join(','));

/** After a write, every listing and the tag counts reload. */
function useStockImagesChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: stockImageKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: stockImageKeys.tags() }),
    ]);
}

/** One page of the food image library, newest first; `search` looks at names and tags, `tag` filters. */
export const useStockImageList = (query: StockImageListParams, options?: QueryOptions<TStockImagePage>) =>
  useResourceList(stockImages, query, options);

export const useStockImage = (id: number | undefined, options?: QueryOptions<TStockImage>) =>
  useResourceRow(stockImages, id, options);

/** The tags in use with how many photos carry each, most used first. */
export function useStockImageTags(options: QueryOptions<TStockImageTag[]> = {}) {
  const api = useApiClient();
  return useQuery<TStockImageTag[], ApiError>({
    queryKey: stockImageKeys.tags(),
    queryFn: async ({ signal }) => (await api.call(calls.stockImages.tags, { signal })).data,
    ...options,
  });
}

/** POST /admin/food_image as multipart/form-data (admins). The server judges the file (JPG or PNG, ≤1 MB). */
export function useCreateStockImage() {
  const api = useApiClient();
  const changed = useStockImagesChanged();
  return useMutation<DataReply<TStockImage>, ApiError, CreateStockImageInput>({
    mutationFn: ({ tags, ...input }) =>
      api.call(calls.stockImages.create, { body: formOf({ ...input, tags: tagsField(tags) }) }),
    onSuccess: () => changed(),
  });
}

/** PUT /admin/food_image/{id} as multipart/form-data: rename, retag and/or replace the picture. */
export function useUpdateStockImage() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const changed = useStockImagesChanged();
  return useMutation<DataReply<TStockImage>, ApiError, UpdateStockImageInput>({
    mutationFn: ({ id, tags, ...fields }) =>
      api.call(calls.stockImages.update, {
        params: { id },
        body: formOf({ ...fields, tags: tagsField(tags) }),
      }),
    onSuccess: (reply) => {
      queryClient.setQueryData(stockImageKeys.detail(reply.data.id), reply.data);
      return changed();
    },
  });
}

/** DELETE /admin/food_image/{id}: foods showing it lose their picture. */
export function useDeleteStockImage() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const changed = useStockImagesChanged();
  return useMutation<MessageReply, ApiError, number>({
    mutationFn: (id) => api.call(calls.stockImages.remove, { params: { id } }),
    onSuccess: (_reply, id) => {
      queryClient.removeQueries({ queryKey: stockImageKeys.detail(id) });
      return changed();
    },
  });
}
