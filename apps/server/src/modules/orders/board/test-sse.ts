import { type TBoardEvent, ZBoardEvent } from '@meja/contracts';
import { readEventStream } from '../../../../test/event-stream';

/** Test code only: a board's event stream, with its `order` events read as ZBoardEvent. */
export function openBoard(url: string, token: string) {
  const stream = readEventStream(url, { authorization: `Bearer ${token}`, accept: 'text/event-stream' });
  const { events, next } = stream;

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

  return { ...stream, order, boardEvents };
}
