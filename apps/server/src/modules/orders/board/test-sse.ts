import { get, type IncomingMessage } from 'node:http';
import { type TBoardEvent, ZBoardEvent } from '@meja/contracts';

/** Test code only: a minimal event-stream client of a board, and a way to wait for its next events. */
export interface SseEvent {
  event?: string;
  data?: string;
  comment?: string;
}

export function openBoard(url: string, token: string) {
  const events: SseEvent[] = [];
  let wake: (() => void) | undefined;
  let res: IncomingMessage | undefined;
  let ended = false;
  const opened = new Promise<IncomingMessage>((resolve, reject) => {
    const req = get(
      url,
      { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } },
      (r) => {
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
      },
    );
    req.on('error', reject);
  });

  /** The next event from `from` on that passes `test`; fails after 10 s (a deadline, not a pause). */
  async function next(test: (e: SseEvent) => boolean, from = 0): Promise<SseEvent> {
    const deadline = Date.now() + 10_000;
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

  const boardEvents = (from = 0): TBoardEvent[] =>
    events
      .slice(from)
      .filter((e) => e.event === 'order')
      .map((e) => ZBoardEvent.parse(JSON.parse(e.data ?? '')));

  /** The next `event: order` from `from` on whose data passes `test`. */
  async function order(test: (e: TBoardEvent) => boolean, from = 0): Promise<TBoardEvent> {
    const e = await next(
      (x) => x.event === 'order' && test(ZBoardEvent.parse(JSON.parse(x.data ?? ''))),
      from,
    );
    return ZBoardEvent.parse(JSON.parse(e.data ?? ''));
  }

  return { opened, events, next, order, boardEvents, close: () => res?.destroy() };
}
