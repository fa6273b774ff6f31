import type { TOrder } from '@meja/contracts';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, api, isAbort } from '../lib/api';

export type LiveOrder =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; order: TOrder; live: boolean };

/** The SSE event name of the order stream (`orderEventName` of the contracts). */
const eventName = 'order';
const maxBackoffMs = 30_000;

/**
 * An order kept up to date without reload: fetched once, then followed through Server-Sent
 * Events (`event: order`, the whole order each time). The browser reconnects a dropped stream by
 * itself; when it gives up (the server answered an error), this tries again with backoff, and at
 * once when the diner comes back to the tab.
 */
export function useLiveOrder(token: string): [LiveOrder, (order: TOrder) => void] {
  const [state, setState] = useState<LiveOrder>({ status: 'loading' });

  useEffect(() => {
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let backoff = 1000;
    let stopped = false;

    const ctrl = new AbortController();
    api.order(token, ctrl.signal).then(
      (order) =>
        setState((prev) => (prev.status === 'ready' ? prev : { status: 'ready', order, live: false })),
      (error: unknown) => {
        if (isAbort(error)) return;
        // No such order: nothing will ever stream.
        if (error instanceof ApiError && error.status === 404) {
          stopped = true;
          clearTimeout(retry);
          source?.close();
        }
        setState((prev) => (prev.status === 'ready' ? prev : { status: 'error', error }));
      },
    );

    const setLive = (live: boolean) =>
      setState((prev) => (prev.status === 'ready' && prev.live !== live ? { ...prev, live } : prev));

    const connect = () => {
      clearTimeout(retry);
      source?.close();
      source = new EventSource(api.orderEventsUrl(token));
      source.addEventListener(eventName, (e) => {
        backoff = 1000;
        try {
          const order = JSON.parse((e as MessageEvent<string>).data) as TOrder;
          setState({ status: 'ready', order, live: true });
        } catch {
          // A malformed event: the next one brings the whole order again.
        }
      });
      source.onopen = () => setLive(true);
      source.onerror = () => {
        setLive(false);
        if (source?.readyState === EventSource.CLOSED && !stopped) {
          retry = setTimeout(connect, backoff);
          backoff = Math.min(maxBackoffMs, backoff * 2);
        }
      };
    };
    connect();

    const onVisible = () => {
      if (!stopped && document.visibilityState === 'visible' && source?.readyState === EventSource.CLOSED) {
        backoff = 1000;
        connect();
      }
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      ctrl.abort();
      clearTimeout(retry);
      source?.close();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [token]);

  // What a call of this page answered (the order as it now is) is shown without waiting for the stream.
  const show = useCallback(
    (order: TOrder) =>
      setState((prev) => ({ status: 'ready', order, live: prev.status === 'ready' && prev.live })),
    [],
  );
  return [state, show];
}
