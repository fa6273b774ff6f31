import { get, type IncomingMessage } from 'node:http';

/** One event of a Server-Sent Events stream, as a test reads it. */
export interface SseEvent {
  event?: string;
  data?: string;
  comment?: string;
}

/**
 * Test code only: a minimal EventSource over node:http. `events` fills as the stream sends;
 * `next` waits (up to `timeoutMs`, a deadline, not a pause) for an event that passes a test.
 */
export function readEventStream(url: string, headers: Record<string, string> = {}, timeoutMs = 10_000) {
  const events: SseEvent[] = [];
  let wake: (() => void) | undefined;
  let res: IncomingMessage | undefined;
  let ended = false;
  const opened = new Promise<IncomingMessage>((resolve, reject) => {
    const req = get(url, { headers }, (r) => {
      res = r;
      r.setEncoding('utf8');
      let buffer = '';
      r.on('data', (chunk: string) => {
        buffer += chunk;
        for (let i = buffer.indexOf('\n\n'); i >= 0; i = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, i);
          buffer = buffer.slice(i + 2);
          const e: SseEvent = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) e.comment = line.slice(1).trim();
            else if (line.startsWith('event: ')) e.event = line.slice(7);
            else if (line.startsWith('data: ')) e.data = line.slice(6);
          }
          events.push(e);
        }
        wake?.();
      });
      r.on('end', () => {
        ended = true;
        wake?.();
      });
      resolve(r);
    });
    req.on('error', reject);
  });

  /** The next event from `from` on that passes `test`. */
  async function next(test: (e: SseEvent) => boolean, from = 0): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = events.slice(from).find(test);
      if (found) return found;
      if (ended) throw new Error('stream ended');
      if (Date.now() > deadline) throw new Error(`no such event; got ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 100);
      });
    }
  }

  return { opened, events, next, isEnded: () => ended, close: () => res?.destroy() };
}
