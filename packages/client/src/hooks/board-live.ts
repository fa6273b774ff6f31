import {
  calls,
  type TBoardEvent,
  type TBoardOrder,
  type TBoardPage,
  type TDisplayOrderQuery,
} from '@meja/contracts';
// Plain values from the zod-free entry: the diner app shares this package and must not load zod.
import { boardEventName, paymentStatuses } from '@meja/contracts/constants';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readEventStream } from '../api-client';
import { useApiClient } from '../context';
import { ApiError } from '../errors';
import { orderKeys, useBoard } from './orders';

/**
 * A board kept current (issue 11): its first page from GET /admin/display_order, then every change
 * from the board's event stream applied to that page in the query cache.
 */

/** No byte (not even a heartbeat, every 25 s) for this long: the connection is dead. */
const STREAM_IDLE_MS = 60_000;
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;
const STABLE_MS = 30_000;

/**
 * Follows a board's Server-Sent Events (GET /admin/display_order/events) with the bearer token.
 * The board is read again whenever it may have missed changes: when the server says `resync`
 * (on opening, and whenever it may have missed some) and on every reconnect. After a drop it
 * reconnects, backing off up to 30 s, at once when the browser comes back online. A 401, 403 or
 * 404 stops it.
 */
export function useBoardStream(
  query: TDisplayOrderQuery,
  onEvent: (event: TBoardEvent) => void,
  enabled = true,
) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  const handler = useRef(onEvent);
  handler.current = onEvent;
  // Paging does not change what the stream sends: turning a page keeps the connection.
  const { start: _start, length: _length, ...filter } = query;
  const queryJson = JSON.stringify(filter);

  useEffect(() => {
    if (!enabled) return;
    const q = JSON.parse(queryJson) as TDisplayOrderQuery;
    const stop = new AbortController();
    let wake: () => void = () => {};
    const online = () => wake();
    window.addEventListener('online', online);

    // Re-reads the boards on screen, cancelling a read under way: it may have started before the
    // changes it must include.
    const resync = () => void queryClient.invalidateQueries({ queryKey: orderKeys.boards() });
    let reconnecting = false;

    (async () => {
      let delay = RETRY_FIRST_MS;
      while (!stop.signal.aborted) {
        let opened = 0;
        const attempt = new AbortController();
        const abort = () => attempt.abort();
        stop.signal.addEventListener('abort', abort, { once: true });
        try {
          const res = await api.stream(calls.board.events, {
            query: q,
            signal: attempt.signal,
          });
          setConnected(true);
          opened = Date.now();
          if (reconnecting) resync();
          reconnecting = true;
          await readEventStream(
            res,
            (message) => {
              if (message.event === 'resync') return resync();
              if (message.event !== boardEventName) return;
              const event = parseBoardEvent(message.data);
              if (event) handler.current(event);
            },
            { signal: attempt.signal, idleMs: STREAM_IDLE_MS },
          );
        } catch (err) {
          if (err instanceof ApiError && [401, 403, 404].includes(err.status)) break;
        } finally {
          stop.signal.removeEventListener('abort', abort);
          attempt.abort();
          setConnected(false);
        }
        if (stop.signal.aborted) break;
        // A stream that stayed open a while dropped by chance: back at once; one that keeps
        // failing or closing straight away is tried less and less often.
        if (opened && Date.now() - opened > STABLE_MS) delay = RETRY_FIRST_MS;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, delay);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
          stop.signal.addEventListener('abort', wake, { once: true });
        });
        delay = Math.min(delay * 2, RETRY_MAX_MS);
      }
    })();

    return () => {
      window.removeEventListener('online', online);
      stop.abort();
      wake();
    };
  }, [api, queryClient, queryJson, enabled]);

  return { connected };
}

function parseBoardEvent(data: string): TBoardEvent | null {
  try {
    const event = JSON.parse(data) as TBoardEvent;
    return typeof event?.order?.id === 'number' ? event : null;
  } catch {
    return null;
  }
}

/** Whether the order still belongs on this board as far as the client can tell. */
function fitsQuery(order: TBoardOrder, query: TDisplayOrderQuery): boolean {
  const { remark, search } = query;
  if (remark) {
    const isPayment = (paymentStatuses as readonly string[]).includes(remark);
    if ((isPayment ? order.payment_status : order.status) !== remark) return false;
  }
  const needle = search?.trim().toLowerCase();
  if (!needle) return true;
  return [order.order_no, order.table_name, order.receipt_no].some((v) =>
    v == null ? false : String(v).toLowerCase().includes(needle),
  );
}

/**
 * Which order comes first on a board: `query.order` if it sorts by created_at or id, else the
 * kitchen and serve boards oldest first (a queue), the others newest first.
 */
function boardComparator(query: TDisplayOrderQuery) {
  const m = /^(-?)([a-z_]+)(?::(asc|desc))?$/i.exec(query.order ?? '');
  const column = m && (m[2] === 'id' || m[2] === 'created_at') ? m[2] : null;
  const ascending = column
    ? m?.[1] !== '-' && m?.[3] !== 'desc'
    : query.type === 'kitchen' || query.type === 'serve';
  const sign = ascending ? 1 : -1;
  return (a: TBoardOrder, b: TBoardOrder) => {
    const byTime = column === 'id' ? 0 : Date.parse(a.created_at) - Date.parse(b.created_at);
    return sign * (byTime || a.id - b.id);
  };
}

export type BoardChange = 'updated' | 'added' | 'removed' | 'refetch' | 'none';

/**
 * A board page after one event: the order replaced where it is, added in its place (the first
 * page only; a later page asks for a refetch), or taken off when it left the board.
 */
export function applyBoardEvent(
  page: TBoardPage | undefined,
  event: TBoardEvent,
  query: TDisplayOrderQuery,
): { page: TBoardPage | undefined; change: BoardChange } {
  if (!page) return { page, change: 'none' };
  const { order } = event;
  const at = page.data.findIndex((o) => o.id === order.id);
  const inView = event.in_view && fitsQuery(order, query);
  if (!inView) {
    if (at < 0) return { page, change: 'none' };
    return {
      page: {
        data: page.data.filter((o) => o.id !== order.id),
        recordsTotal: Math.max(0, page.recordsTotal - 1),
        recordsFiltered: Math.max(0, page.recordsFiltered - 1),
      },
      change: 'removed',
    };
  }
  if (at >= 0) {
    const data = page.data.slice();
    data[at] = order;
    return { page: { ...page, data }, change: 'updated' };
  }
  if (Number(query.start ?? 0) > 0) return { page, change: 'refetch' };
  const compare = boardComparator(query);
  const data = page.data.slice();
  let i = data.findIndex((o) => compare(order, o) < 0);
  if (i < 0) i = data.length;
  data.splice(i, 0, order);
  const length = Number(query.length ?? 10);
  return {
    page: {
      data: data.slice(0, length),
      recordsTotal: page.recordsTotal + 1,
      recordsFiltered: page.recordsFiltered + 1,
    },
    change: 'added',
  };
}

/** How long a new or changed order stays highlighted. */
export const BOARD_FRESH_MS = 8_000;

/**
 * A board kept current: the first load, then every event upserts or removes its order in the
 * cached page. `fresh`: ids added or changed in the last few seconds (the highlight).
 */
export function useBoardLive(query: TDisplayOrderQuery, enabled = true) {
  const queryClient = useQueryClient();
  const board = useBoard(query, { enabled });
  const [fresh, setFresh] = useState<Set<number>>(() => new Set());
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const markFresh = useCallback((id: number) => {
    const old = timers.current.get(id);
    if (old) clearTimeout(old);
    setFresh((s) => (s.has(id) ? s : new Set(s).add(id)));
    timers.current.set(
      id,
      setTimeout(() => {
        timers.current.delete(id);
        setFresh((s) => {
          const next = new Set(s);
          next.delete(id);
          return next;
        });
      }, BOARD_FRESH_MS),
    );
  }, []);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const t of pending.values()) clearTimeout(t);
      pending.clear();
    };
  }, []);

  // The stream keeps the latest handler in a ref: a new one each render reconnects nothing.
  const onEvent = (event: TBoardEvent) => applyToCache(queryClient, query, event, markFresh);
  const { connected } = useBoardStream(query, onEvent, enabled);

  return { data: board.data, isLoading: board.isLoading, error: board.error, connected, fresh, board };
}

function applyToCache(
  queryClient: QueryClient,
  query: TDisplayOrderQuery,
  event: TBoardEvent,
  markFresh: (id: number) => void,
) {
  const key = orderKeys.board(query);
  const { page, change } = applyBoardEvent(queryClient.getQueryData<TBoardPage>(key), event, query);
  if (change === 'refetch') void queryClient.invalidateQueries({ queryKey: key, exact: true });
  else if (change !== 'none') queryClient.setQueryData(key, page);
  if (change === 'added' || change === 'updated') markFresh(event.order.id);
  // An open detail shows more than the board: read it again (only if someone is looking at it).
  void queryClient.invalidateQueries({ queryKey: orderKeys.detail(event.order.id) });
}
