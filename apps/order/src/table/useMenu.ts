import type { TDinerMenu } from '@meja/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, isAbort } from '../lib/api';
import { takeEarlyMenu } from './early-menu';

export type MenuState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; menu: TDinerMenu };

/** Menus change during the day (windows, sold out, opening hours): a tab back after this long refreshes it. */
const staleAfterMs = 5 * 60_000;

/** The table's menu, fetched once and again when the diner comes back to the tab after a while. */
export function useMenu(table: string) {
  // The first read is the one the page started while the app loaded (boot/boot.js).
  const [early] = useState(() => takeEarlyMenu(table));
  const [state, setState] = useState<MenuState>(() =>
    early?.menu ? { status: 'ready', menu: early.menu } : { status: 'loading' },
  );
  const fetchedAt = useRef(early?.menu ? Date.now() : 0);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const first = attempt === 0 ? early : null;
    if (first?.menu) return;
    const ctrl = new AbortController();
    const load = first?.reply
      ? first.reply.then((menu) => menu ?? api.menu(table, ctrl.signal))
      : api.menu(table, ctrl.signal);
    load.then(
      (menu) => {
        if (ctrl.signal.aborted) return;
        fetchedAt.current = Date.now();
        setState({ status: 'ready', menu });
      },
      (error: unknown) => {
        if (isAbort(error)) return;
        // Keep a menu already shown when only a refresh failed.
        setState((prev) => (prev.status === 'ready' ? prev : { status: 'error', error }));
      },
    );
    return () => ctrl.abort();
  }, [table, attempt, early]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() - fetchedAt.current > staleAfterMs) {
        setAttempt((n) => n + 1);
      }
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  const reload = useCallback(() => {
    setState((prev) => (prev.status === 'error' ? { status: 'loading' } : prev));
    setAttempt((n) => n + 1);
  }, []);
  return { state, reload };
}
