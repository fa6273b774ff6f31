import { type ApiError, useApiClient } from '@meja/client';
import { calls, type TableSheetLayout } from '@meja/contracts';
import { useMutation } from '@tanstack/react-query';

/**
 * The printable page of every table's QR code (GET /admin/table_qr_sheet): cards on A4, or table
 * tents (`layout`). An action the user starts and prints at once, hence a mutation.
 */
export function useQrSheet() {
  const api = useApiClient();
  return useMutation<string, ApiError, { merchantId?: number; layout: TableSheetLayout }>({
    mutationFn: ({ merchantId, layout }) =>
      api.call(calls.tables.qrSheet, { query: { merchant_id: merchantId, layout } }),
  });
}
