import { type ApiError, orderKeys, useApiClient } from '@meja/client';
import { type CallReply, calls } from '@meja/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export type PrintKind = 'receipt' | 'kitchen' | 'total';

/**
 * Prints an order's receipt, kitchen ticket or bill again (POST /admin/order/{id}/print, the
 * cashier's reprint; the order names its merchant): the reply comes once it has printed.
 */
export function useReprint() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<
    CallReply<typeof calls.printing.reprint>,
    ApiError,
    { orderId: number; type: PrintKind }
  >({
    mutationFn: ({ orderId, type }) =>
      api.call(calls.printing.reprint, { params: { id: orderId }, body: { type } }),
    // Printed or failed, the order's prints changed.
    onSettled: (_r, _e, { orderId }) =>
      queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) }),
  });
}

/** The order's receipt as HTML (GET /admin/order/{id}/receipt), for a frame and the browser's print. */
export function useReceiptHtml(orderId: number | undefined) {
  const api = useApiClient();
  return useQuery<string, ApiError>({
    queryKey: [...orderKeys.detail(orderId ?? 0), 'receipt'],
    queryFn: ({ signal }) => api.call(calls.printing.receiptHtml, { params: { id: orderId ?? 0 }, signal }),
    enabled: orderId !== undefined,
    staleTime: 0,
  });
}
