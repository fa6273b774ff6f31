import {
  calls,
  type TBoardOrder,
  type TCourseListQuery,
  type TCoursePage,
  type TFireBody,
} from '@meja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../context';
import type { ApiError } from '../errors';
import {
  type QueryOptions,
  resource,
  useResourceCreate,
  useResourceList,
  useResourceUpdate,
} from '../resource';
import type { DataReply, MessageReply } from '../types';
import { keyInKeys, useOrderChanged } from './orders';

/** GET /admin/course parameters as the apps send them. */
export type CourseListParams = Omit<TCourseListQuery, 'start' | 'length' | 'merchant_id'> & {
  start?: number;
  length?: number;
  merchant_id?: number;
};

const courses = resource('courses', {
  list: calls.courses.list,
  create: calls.courses.create,
  update: calls.courses.update,
});
export const courseKeys = courses.keys;

/** A merchant's courses (starter, main, ...) in serving order (issue 29). */
export const useCourses = (query: CourseListParams, options?: QueryOptions<TCoursePage>) =>
  useResourceList(courses, query, options);
export const useCreateCourse = () => useResourceCreate(courses);
export const useUpdateCourse = () => useResourceUpdate(courses);

/** Deletes a course: its categories and foods keep none; the key-in menu is read again. */
export function useDeleteCourse() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<MessageReply, ApiError, number>({
    mutationFn: (id) => api.call(calls.courses.remove, { params: { id } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: courseKeys.lists() });
      await queryClient.invalidateQueries({ queryKey: keyInKeys.menu().slice(0, -1) });
    },
  });
}

/** POST /admin/order/{id}/fire: held lines or a held course to the kitchen; replies the board order. */
export function useFire() {
  const api = useApiClient();
  const changed = useOrderChanged();
  return useMutation<DataReply<TBoardOrder>, ApiError, { id: number; body: TFireBody }>({
    mutationFn: ({ id, body }) => api.call(calls.orderAdmin.fire, { params: { id }, body }),
    onSuccess: (reply) => changed(reply.data.id),
  });
}
