import type { ServerResponse } from 'node:http';
import { orderEventName } from '@meja/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { startEventStream, streamAdmission, writeEvent } from '../../lib/event-stream';
import type { Unlisten } from '../../lib/notify';
import { getOrder } from './place';
import { orderChannel } from './statuses';

export interface LiveOrdersOptions {
  /** A comment line every so often keeps proxies from closing a quiet stream. Default 25 s. */
  heartbeatMs?: number;
  /**
   * Open streams one address may hold on this instance; default 10 (a family at one table on one
   * Wi-Fi, each with the order page open, and a tab or two to spare). Open sockets are this
   * instance's own resource, so an in-process count is the right measure.
   */
  maxStreamsPerAddress?: number;
}

interface Client {
  res: ServerResponse;
  heartbeat: NodeJS.Timeout;
}

interface Token {
  clients: Set<Client>;
  /** The last read of the order queued or running: reads of one order run one after another. */
  tail: Promise<void>;
  /** A read is queued and has not started yet: a change notified now will be in it. */
  queued: boolean;
}

/**
 * The live order pages of this process (Server-Sent Events). One LISTEN per process on
 * `order_changed` (payload: an order's token, NOTIFYed by any instance inside the writing
 * transaction); a notification for an order with open pages here reads the order once and sends
 * it to each of them. Reads of one order run in sequence, so a page never goes back to an older
 * state; notifications arriving while a read waits share it.
 */
export function createLiveOrders(
  database: Pick<Database, 'db' | 'listen'>,
  log: FastifyBaseLogger,
  opts: LiveOrdersOptions = {},
) {
  const heartbeatMs = opts.heartbeatMs ?? 25_000;
  const maxPerAddress = opts.maxStreamsPerAddress ?? 10;
  const tokens = new Map<string, Token>();
  const perAddress = streamAdmission<string>(maxPerAddress);
  let listening: Promise<Unlisten> | null = null;
  let closed = false;

  const send = (client: Client, chunk: string) => writeEvent(client.res, chunk);

  function refresh(token: string) {
    const t = tokens.get(token);
    if (!t || t.queued) return;
    t.queued = true;
    t.tail = t.tail
      .then(async () => {
        t.queued = false;
        if (!t.clients.size) return;
        const order = await getOrder(database, token);
        const chunk = `event: ${orderEventName}\ndata: ${JSON.stringify(order)}\n\n`;
        for (const c of t.clients) send(c, chunk);
      })
      .catch((err: unknown) => log.warn({ err, token: token.slice(0, 6) }, 'live order refresh failed'));
  }

  /** Listening before the first page opens, so no change between its first read and LISTEN is missed. */
  function listen(): Promise<Unlisten> {
    if (closed) return Promise.reject(new Error('live orders closed'));
    listening ??= database
      .listen(orderChannel, refresh, {
        onReconnect: () => {
          for (const token of tokens.keys()) refresh(token);
        },
      })
      .catch((err: unknown) => {
        listening = null;
        throw err;
      });
    return listening;
  }

  /**
   * Streams an order to a response the caller has taken over (`reply.hijack()`): the order at
   * once, then on every change, heartbeats in between, until the client leaves or `close`.
   * `release` (from `admit`) is called when the stream ends.
   */
  function open(token: string, res: ServerResponse, release: () => void = () => {}) {
    startEventStream(res);
    let t = tokens.get(token);
    if (!t) {
      t = { clients: new Set(), tail: Promise.resolve(), queued: false };
      tokens.set(token, t);
    }
    const entry = t;
    const client: Client = {
      res,
      heartbeat: setInterval(() => send(client, ': heartbeat\n\n'), heartbeatMs),
    };
    entry.clients.add(client);
    res.on('close', () => {
      release();
      clearInterval(client.heartbeat);
      entry.clients.delete(client);
      if (!entry.clients.size && tokens.get(token) === entry) tokens.delete(token);
    });
    refresh(token);
  }

  /** Ends every stream and stops listening (server shutdown). */
  async function close() {
    closed = true;
    for (const t of tokens.values())
      for (const c of t.clients) {
        clearInterval(c.heartbeat);
        c.res.end();
      }
    tokens.clear();
    const unlisten = await listening?.catch(() => null);
    await unlisten?.();
  }

  const stats = () => ({
    orders: tokens.size,
    clients: [...tokens.values()].reduce((n, t) => n + t.clients.size, 0),
    addresses: perAddress.holders(),
  });

  return { listen, admit: perAddress.admit, open, close, stats };
}
export type LiveOrders = ReturnType<typeof createLiveOrders>;
