import { useEffect, useState } from 'react';
import { ApiError, isAbort } from './api';
import { signOut } from './session';

export interface Paged<T> {
  rows: T[];
  /** Unknown until the first page came. */
  total: number | undefined;
  loading: boolean;
  error: unknown;
  /** The next page after the rows shown ("Show more"). */
  more: () => void;
}

/**
 * A list read page by page with SPEC's start/length paging, newest first, each page added below
 * the last. Another list (another buddy) is another component instance: remount with a `key`.
 */
export function usePaged<T>(
  fetchPage: (
    start: number,
    length: number,
    signal: AbortSignal,
  ) => Promise<{ data: T[]; recordsTotal: number }>,
  pageSize = 20,
): Paged<T> {
  const [rows, setRows] = useState<T[]>([]);
  const [total, setTotal] = useState<number | undefined>();
  const [start, setStart] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: fetchPage is the caller's inline function
  useEffect(() => {
    const ctrl = new AbortController();
    setLoading(true);
    fetchPage(start, pageSize, ctrl.signal).then(
      (page) => {
        setRows((prev) => (start === 0 ? page.data : [...prev, ...page.data]));
        setTotal(page.recordsTotal);
        setLoading(false);
      },
      (err: unknown) => {
        if (isAbort(err)) return;
        if (err instanceof ApiError && err.status === 401) signOut();
        setError(err);
        setLoading(false);
      },
    );
    return () => ctrl.abort();
  }, [start, pageSize]);

  return { rows, total, loading, error, more: () => setStart(rows.length) };
}
