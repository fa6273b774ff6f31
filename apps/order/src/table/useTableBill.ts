import type { TTableBill } from '@meja/contracts';
import { useEffect, useState } from 'react';
import { api } from '../lib/api';

/**
 * How the table's store is paid, and the table's open bill if it has one (a store paid at the
 * end): read as the page opens and again when the diner comes back to it, so that a round another
 * diner ordered meanwhile shows in the link's total. Undefined until known, or when it failed to
 * load (the menu works without it: rounds are placed as the store says either way).
 */
export function useTableBill(table: string): TTableBill | undefined {
  const [bill, setBill] = useState<TTableBill>();
  useEffect(() => {
    let ctrl = new AbortController();
    const load = () => {
      ctrl.abort();
      ctrl = new AbortController();
      api
        .tableBill(table, ctrl.signal)
        .then(setBill)
        .catch(() => {});
    };
    load();
    const onVisible = () => {
      if (document.visibilityState === 'visible') load();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      ctrl.abort();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [table]);
  return bill;
}
