import { type ApiError, type MessageReply, orderKeys, useApiClient } from '@meja/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export type PrintKind = 'receipt' | 'kitchen' | 'total';

/**
 * Prints an order's receipt, kitchen ticket or bill again (POST /admin/order/{id}/print, the
 * cashier's reprint; the order names its merchant): the reply comes once it has printed.
 */
export function useReprint() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<MessageReply, ApiError, { orderId: number; type: PrintKind }>({
    mutationFn: ({ orderId, type }) => api.post<MessageReply>(`/admin/order/${orderId}/print`, { type }),
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
    queryFn: ({ signal }) => api.get<string>(`/admin/order/${orderId}/receipt`, { signal }),
    enabled: orderId !== undefined,
    staleTime: 0,
  });
}
