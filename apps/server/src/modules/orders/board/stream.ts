import type { ServerResponse } from 'node:http';
import { boardEventName, boardResyncEventName, type TBoardEvent } from '@meja/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import { startEventStream, streamAdmission, writeEvent } from '../../../lib/event-stream';
import type { Unlisten } from '../../../lib/notify';
import { boardChannel } from '../statuses';
import { type BoardFilter, belongsOn, linesOn } from './conditions';
import { boardRowById } from './repository';
import { toBoardOrder } from './view';

export interface BoardStreamOptions {
  /** A comment line every so often keeps proxies from closing a quiet stream. Default 25 s. */
  heartbeatMs?: number;
  /**
   * Open boards one user may hold on this instance; default 20 (one restaurant account on the
   * cashier's tablet, kitchen screens and waiters' phones at once).
   */
  maxStreamsPerUser?: number;
}

interface Stream {
  res: ServerResponse;
  filter: BoardFilter;
  heartbeat: NodeJS.Timeout;
  /** Whether the board's user may still watch it (signed in, active, same access). */
  allowed?: () => Promise<boolean>;
}

interface Read {
  /** The last read of the order queued or running: reads of one order run one after another. */
  tail: Promise<void>;
  /** A read is queued and has not started: a change notified now will be in it. */
  queued: boolean;
}

const parsePayload = (payload: string) => {
  const m = /^(\d+):(\d+)$/.exec(payload);
  return m ? { merchantId: Number(m[1]), orderId: Number(m[2]) } : undefined;
};

/**
 * The open boards of this process (Server-Sent Events). One LISTEN per process on
 * `board_changed` (payload `merchantId:orderId`, NOTIFYed by any instance inside the writing
 * transaction). A notification for a merchant watched here (by its own boards, or an admin's
 * every-merchant board) reads that one order once, and each of those boards gets it with whether
 * it belongs there now. Boards are kept per merchant, so a change costs the streams of its own
 * merchant only. Reads of one order run in sequence (a board never goes back to an older state);
 * notifications arriving while a read waits share it.
 */
export function createBoardStreams(
  database: Pick<Database, 'db' | 'listen'>,
  log: FastifyBaseLogger,
  opts: BoardStreamOptions = {},
) {
  const heartbeatMs = opts.heartbeatMs ?? 25_000;
  const maxPerUser = opts.maxStreamsPerUser ?? 20;
  const byMerchant = new Map<number, Set<Stream>>();
  const everyMerchant = new Set<Stream>();
  const reads = new Map<number, Read>();
  const perUser = streamAdmission<number>(maxPerUser);
  let listening: Promise<Unlisten> | null = null;
  let closed = false;
  let readsDone = 0;

  const send = (s: Stream, chunk: string) => writeEvent(s.res, chunk);

  /**
   * Each heartbeat first asks whether the board's user may still watch it: a user signed out,
   * deactivated or moved to another access option stops receiving orders within a heartbeat. A
   * failed check (the database away) keeps the board: the check runs again next time.
   */
  async function beat(s: Stream) {
    if (s.allowed && !(await s.allowed().catch(() => true))) {
      s.res.end();
      return;
    }
    send(s, ': heartbeat\n\n');
  }

  const watchers = (merchantId: number) => [...(byMerchant.get(merchantId) ?? []), ...everyMerchant];

  async function deliver(orderId: number) {
    const row = await boardRowById(database.db, orderId);
    readsDone++;
    if (!row) return;
    const now = new Date();
    for (const s of watchers(row.order.merchantId)) {
      const event: TBoardEvent = {
        order: toBoardOrder(row, linesOn(s.filter, row.lines)),
        in_view: belongsOn(s.filter, row, now),
      };
      send(s, `event: ${boardEventName}\ndata: ${JSON.stringify(event)}\n\n`);
    }
  }

  function refresh(orderId: number) {
    let r = reads.get(orderId);
    if (r?.queued) return;
    if (!r) {
      r = { tail: Promise.resolve(), queued: false };
      reads.set(orderId, r);
    }
    const read = r;
    read.queued = true;
    read.tail = read.tail
      .then(() => {
        read.queued = false;
        return deliver(orderId);
      })
      .catch((err: unknown) => log.warn({ err, orderId }, 'board refresh failed'))
      .finally(() => {
        if (!read.queued && reads.get(orderId) === read) reads.delete(orderId);
      });
  }

  function onNotify(payload: string) {
    const p = parsePayload(payload);
    if (!p || (!byMerchant.has(p.merchantId) && !everyMerchant.size)) return;
    refresh(p.orderId);
  }

  /** Boards missed what changed while the connection was down: each is told to load its page again. */
  function resyncAll() {
    for (const set of [...byMerchant.values(), everyMerchant])
      for (const s of set) send(s, `event: ${boardResyncEventName}\ndata: {}\n\n`);
  }

  /** Listening before a board opens, so no change between its page's read and LISTEN is missed. */
  function listen(): Promise<Unlisten> {
    if (closed) return Promise.reject(new Error('board streams closed'));
    listening ??= database
      .listen(boardChannel, onNotify, { onReconnect: resyncAll })
      .catch((err: unknown) => {
        listening = null;
        throw err;
      });
    return listening;
  }

  /**
   * Streams a board's changes to a response the caller has taken over (`reply.hijack()`),
   * starting with `resync` (load the page now: from here on no change is missed), heartbeats in
   * between, until the client leaves, `allowed` says no at a heartbeat, or `close`. `release`
   * (from `admit`) runs when it ends.
   */
  function open(
    filter: BoardFilter,
    res: ServerResponse,
    release: () => void = () => {},
    allowed?: () => Promise<boolean>,
  ) {
    startEventStream(res);
    const set =
      filter.merchantId === undefined
        ? everyMerchant
        : (byMerchant.get(filter.merchantId) ??
          byMerchant.set(filter.merchantId, new Set()).get(filter.merchantId));
    const own = set as Set<Stream>;
    const stream: Stream = {
      res,
      filter,
      heartbeat: setInterval(() => void beat(stream), heartbeatMs),
      allowed,
    };
    own.add(stream);
    res.on('close', () => {
      release();
      clearInterval(stream.heartbeat);
      own.delete(stream);
      if (filter.merchantId !== undefined && !own.size && byMerchant.get(filter.merchantId) === own)
        byMerchant.delete(filter.merchantId);
    });
    send(stream, `event: ${boardResyncEventName}\ndata: {}\n\n`);
  }

  /** Ends every board and stops listening (server shutdown). */
  async function close() {
    closed = true;
    for (const set of [...byMerchant.values(), everyMerchant])
      for (const s of set) {
        clearInterval(s.heartbeat);
        s.res.end();
      }
    byMerchant.clear();
    everyMerchant.clear();
    const unlisten = await listening?.catch(() => null);
    await unlisten?.();
  }

  const stats = () => ({
    merchants: byMerchant.size,
    streams: everyMerchant.size + [...byMerchant.values()].reduce((n, s) => n + s.size, 0),
    users: perUser.holders(),
    pendingReads: reads.size,
    readsDone,
  });

  return { listen, admit: perUser.admit, open, close, stats };
}
export type BoardStreams = ReturnType<typeof createBoardStreams>;
