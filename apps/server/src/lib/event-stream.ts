import type { ServerResponse } from 'node:http';
import { AppError } from './errors';

/**
 * Server-Sent Events plumbing shared by the diner's order page and the merchant's boards: the
 * stream's head, sending with backpressure, and a cap on the streams one holder keeps open.
 */

/** Beyond this much unsent data a client is too slow to follow: it is dropped (its client reconnects). */
const MAX_BUFFERED = 1 << 20;

/**
 * Starts an event stream on a response the caller has taken over (`reply.hijack()`). A browser
 * reconnects 3 s after the stream ends (a restart); proxies are told not to buffer it.
 */
export function startEventStream(res: ServerResponse) {
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.write('retry: 3000\n\n');
}

/** Writes to a stream, or drops a client that lets unsent data pile up. */
export function writeEvent(res: ServerResponse, chunk: string) {
  if (res.writableLength > MAX_BUFFERED) res.destroy();
  else res.write(chunk);
}

/**
 * At most `max` open streams per holder (an address, a user) on this instance: open sockets are
 * this instance's own resource, so an in-process count is the right measure. `admit` counts one,
 * or refuses it (429) when the holder already holds its most; it answers the release, which is
 * safe to call more than once.
 */
export function streamAdmission<K>(max: number) {
  const held = new Map<K, number>();
  function admit(holder: K): () => void {
    const n = held.get(holder) ?? 0;
    if (n >= max)
      throw new AppError('too_many_requests', 'error.too_many_requests', undefined, { seconds: 30 });
    held.set(holder, n + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (held.get(holder) ?? 1) - 1;
      if (left > 0) held.set(holder, left);
      else held.delete(holder);
    };
  }
  return { admit, holders: () => held.size };
}
