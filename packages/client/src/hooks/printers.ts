import {
  calls,
  type TPrinterConnection,
  type TPrinterConnectionQuery,
  type TPrintJob,
  type TTestReceiptBody,
} from '@meja/contracts';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../context';
import type { ApiError } from '../errors';
import type { DataReply } from '../types';

/**
 * The printer checks of SPEC §2 "printer set-up and test receipt" (§7: GET and POST
 * /admin/merchant/{name}; shapes in contracts printing.ts). Both are actions the user starts and
 * reads the answer of at once, not data to keep in the cache, hence mutations. The set-up itself
 * (model, series no, sub printers) is saved with the store (merchant-profile.ts).
 */

/** GET /admin/merchant/printer_connection: is the printer (main, or `printer_id`) reachable now? */
export function usePrinterConnection() {
  const api = useApiClient();
  return useMutation<TPrinterConnection, ApiError, TPrinterConnectionQuery>({
    mutationFn: async (query) =>
      (
        await api.call(calls.printing.printerConnection, {
          query: { printer_id: query.printer_id, merchant_id: query.merchant_id },
        })
      ).data,
  });
}

/**
 * POST /admin/merchant/test_receipt: the server waits (a few seconds at most) for the print and
 * answers "Print successful", or refuses with the reason (printer off, busy, not set up).
 */
export function useTestReceipt() {
  const api = useApiClient();
  return useMutation<DataReply<TPrintJob>, ApiError, TTestReceiptBody>({
    mutationFn: (body) => api.call(calls.printing.testReceipt, { body }),
  });
}
