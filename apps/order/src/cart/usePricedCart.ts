import type { TPricedCart } from '@meja/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, isAbort } from '../lib/api';
import { type CartLine, cartBody } from '../lib/cart';
import { useBuddy } from '../lib/session';

export type Priced =
  | { status: 'pending'; last?: TPricedCart }
  | { status: 'ready'; priced: TPricedCart }
  | { status: 'error'; error: unknown; last?: TPricedCart };

const debounceMs = 300;

/**
 * The server's price of the cart (the client's own prices are never the bill): asked again a
 * moment after every change, the previous answer kept on screen meanwhile, stale answers dropped.
 * Not asked while `enabled` is false.
 */
export function usePricedCart(table: string, lines: CartLine[], enabled = true): [Priced, () => void] {
  const [state, setState] = useState<Priced>({ status: 'pending' });
  const [attempt, setAttempt] = useState(0);
  // The first price is asked at once (the sheet just opened); changes wait for the diner to pause.
  const asked = useRef(false);
  const buddy = useBuddy();
  const body = JSON.stringify(cartBody(lines));

  useEffect(() => {
    void buddy;
    void attempt;
    const cart = { lines: JSON.parse(body) };
    // A closed store prices nothing: the server would only say it is closed.
    if (cart.lines.length === 0 || !enabled) return;
    setState((prev) => ({ status: 'pending', last: lastOf(prev) }));
    const ctrl = new AbortController();
    const timer = setTimeout(
      () => {
        api.price(table, cart, ctrl.signal).then(
          (priced) => setState({ status: 'ready', priced }),
          (error: unknown) => {
            if (!isAbort(error)) setState((prev) => ({ status: 'error', error, last: lastOf(prev) }));
          },
        );
      },
      asked.current ? debounceMs : 0,
    );
    asked.current = true;
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [table, body, buddy, attempt, enabled]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [state, retry];
}

const lastOf = (p: Priced) => (p.status === 'ready' ? p.priced : p.last);
