import {
  calls,
  type TMergeBillsBody,
  type TMoveBillBody,
  type TMoveLinesBody,
  type TOrderDetail,
  type TSetGuestsBody,
  type TSplitBillBody,
} from '@meja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../context';
import type { ApiError } from '../errors';
import type { DataReply } from '../types';
import { orderKeys, useOrderChanged } from './orders';

/**
 * Moving bills between tables (issue 29): each answers the order named as it is after the move;
 * every order's detail is read again too, since the other bill of a move changed as well.
 */
function useMoveMutation<TVars>(
  send: (api: ReturnType<typeof useApiClient>, vars: TVars) => Promise<DataReply<TOrderDetail>>,
) {
  const api = useApiClient();
  const changed = useOrderChanged();
  const queryClient = useQueryClient();
  return useMutation<DataReply<TOrderDetail>, ApiError, TVars>({
    mutationFn: (vars) => send(api, vars),
    onSuccess: async (reply) => {
      await queryClient.invalidateQueries({ queryKey: orderKeys.details() });
      await changed(reply.data.id, reply.data);
    },
  });
}

/** POST /admin/order/{id}/move: the unpaid bill to another table of the store. */
export const useMoveBill = () =>
  useMoveMutation<{ id: number; body: TMoveBillBody }>((api, { id, body }) =>
    api.call(calls.orderAdmin.moveBill, { params: { id }, body }),
  );

/** POST /admin/order/{id}/move_lines: chosen lines to another table's open bill. */
export const useMoveLines = () =>
  useMoveMutation<{ id: number; body: TMoveLinesBody }>((api, { id, body }) =>
    api.call(calls.orderAdmin.moveLines, { params: { id }, body }),
  );

/** POST /admin/order/{id}/merge: another bill of the store joins this one (the other ends void). */
export const useMergeBills = () =>
  useMoveMutation<{ id: number; body: TMergeBillsBody }>((api, { id, body }) =>
    api.call(calls.orderAdmin.mergeBills, { params: { id }, body }),
  );

/** POST /admin/order/{id}/guests: how many guests the unpaid bill serves (issue 29: covers). */
export const useSetGuests = () =>
  useMoveMutation<{ id: number; body: TSetGuestsBody }>((api, { id, body }) =>
    api.call(calls.orderAdmin.setGuests, { params: { id }, body }),
  );

/** POST /admin/order/{id}/split: the unpaid bill into shares, each paid on its own (issue 29). */
export const useSplitBill = () =>
  useMoveMutation<{ id: number; body: TSplitBillBody }>((api, { id, body }) =>
    api.call(calls.orderAdmin.splitBill, { params: { id }, body }),
  );

/** POST /admin/order/{id}/unsplit: the split undone while no share is paid. */
export const useUnsplitBill = () =>
  useMoveMutation<{ id: number }>((api, { id }) =>
    api.call(calls.orderAdmin.unsplitBill, { params: { id } }),
  );
