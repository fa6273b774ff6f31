import pg from 'pg';

/**
 * Postgres LISTEN/NOTIFY, the fan-out between API instances (DESIGN.md "Scale"): a write does
 * `select pg_notify(channel, payload)` inside its transaction, PostgreSQL delivers it on commit
 * to every connection listening on the channel, whichever instance it belongs to.
 */

export interface ListenOptions {
  /**
   * Runs after the listening connection was lost and made again: notifications sent meanwhile
   * were missed, so a subscriber should refresh what it shows.
   */
  onReconnect?: () => void;
  /**
   * Runs when the listening connection is lost: until `onReconnect`, notifications are missed, so
   * a subscriber that keeps state on the strength of them should stop trusting it.
   */
  onDisconnect?: () => void;
  /**
   * Also hear this instance's own writes before their COMMIT returns (read-your-writes within an
   * instance; the channel is declared with `hearOwnWrites`): on PostgreSQL every pooled connection
   * LISTENs too, since a session is handed its own NOTIFYs before its commit completes. A NOTIFY
   * may then be heard more than once.
   */
  ownWrites?: boolean;
}

/** Stops listening. */
export type Unlisten = () => Promise<void>;

export type Listen = (
  channel: string,
  onMessage: (payload: string) => void,
  opts?: ListenOptions,
) => Promise<Unlisten>;

interface Subscription {
  channel: string;
  onMessage: (payload: string) => void;
  onReconnect?: () => void;
  onDisconnect?: () => void;
}

/** Channels whose subscribers may ask for `ownWrites`: every pooled connection LISTENs to them. */
const ownWriteChannels = new Set<string>();

/**
 * Declares, at module load (before the database is connected), a channel whose NOTIFYs this
 * instance's own pooled connections must hear: a connection LISTENs to every declared channel when
 * it is made, before it is handed out, so it hears its own writes' NOTIFYs before their COMMIT
 * returns.
 */
export function hearOwnWrites(channel: string) {
  ownWriteChannels.add(channel);
}

/** The pool's side of `ownWrites`: what its connections hear goes to the channel's subscribers. */
function poolHearing(pool: pg.Pool) {
  const fns = new Map<string, Set<(payload: string) => void>>();
  const dispatch = (n: pg.Notification) => {
    for (const fn of fns.get(n.channel) ?? []) fn(n.payload ?? '');
  };
  // Awaited by the pool before it hands the connection out (pg-pool 3.8+; typed as returning void).
  pool.options.onConnect = async (client: pg.ClientBase) => {
    client.on('notification', dispatch);
    for (const channel of ownWriteChannels) await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
  };
  return (channel: string, fn: (payload: string) => void) => {
    if (!ownWriteChannels.has(channel)) throw new Error(`hearOwnWrites('${channel}') was not declared`);
    const set = fns.get(channel) ?? new Set();
    set.add(fn);
    fns.set(channel, set);
    return () => {
      set.delete(fn);
    };
  };
}

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * LISTEN on PostgreSQL through one dedicated connection (a pooled connection would be handed to
 * other queries and lose its LISTENs). It connects on the first subscription. When the connection
 * fails or the server ends it, it connects again with a growing delay (0.5 s to 30 s), LISTENs to
 * every channel again and runs the subscribers' `onReconnect`. `close` ends it for good.
 */
export function createPgListener(url: string, log: Pick<Console, 'error'> = console, pool?: pg.Pool) {
  const subs = new Set<Subscription>();
  const hearOnPool = pool && poolHearing(pool);
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let retry: NodeJS.Timeout | undefined;
  let attempt = 0;
  let closed = false;

  function drop(c: pg.Client) {
    if (client !== c) return;
    client = null;
    c.end().catch(() => {});
    for (const s of subs) s.onDisconnect?.();
    scheduleReconnect();
  }

  async function connect(): Promise<pg.Client> {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => {
      for (const s of subs) if (s.channel === n.channel) s.onMessage(n.payload ?? '');
    });
    c.on('error', (err) => {
      if (!closed) log.error(`PostgreSQL listener connection error: ${err.message}`);
      drop(c);
    });
    c.on('end', () => drop(c));
    await c.connect();
    try {
      for (const channel of new Set([...subs].map((s) => s.channel)))
        await c.query(`LISTEN ${c.escapeIdentifier(channel)}`);
    } catch (err) {
      await c.end().catch(() => {});
      throw err;
    }
    if (closed) {
      await c.end().catch(() => {});
      throw new Error('listener closed');
    }
    return c;
  }

  function ensure(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= connect()
      .then((c) => {
        client = c;
        attempt = 0;
        return c;
      })
      .finally(() => {
        connecting = null;
      });
    return connecting;
  }

  function scheduleReconnect() {
    if (closed || retry || subs.size === 0) return;
    const delay = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** attempt++);
    retry = setTimeout(() => {
      retry = undefined;
      ensure().then(
        () => {
          for (const s of subs) s.onReconnect?.();
        },
        (err: Error) => {
          if (!closed) log.error(`PostgreSQL listener cannot reconnect: ${err.message}`);
          scheduleReconnect();
        },
      );
    }, delay);
    retry.unref();
  }

  const listen: Listen = async (channel, onMessage, opts = {}) => {
    if (closed) throw new Error('listener closed');
    const sub: Subscription = {
      channel,
      onMessage,
      onReconnect: opts.onReconnect,
      onDisconnect: opts.onDisconnect,
    };
    subs.add(sub);
    try {
      const c = await ensure();
      // Idempotent; needed when the connection was made before this channel was subscribed.
      await c.query(`LISTEN ${c.escapeIdentifier(channel)}`);
    } catch (err) {
      subs.delete(sub);
      throw err;
    }
    const unhear = opts.ownWrites ? hearOnPool?.(channel, onMessage) : undefined;
    return async () => {
      unhear?.();
      if (!subs.delete(sub)) return;
      if ([...subs].some((s) => s.channel === channel)) return;
      const c = client;
      if (c && subs.size === 0) {
        client = null;
        await c.end().catch(() => {});
      } else if (c) await c.query(`UNLISTEN ${c.escapeIdentifier(channel)}`).catch(() => {});
    };
  };

  async function close() {
    closed = true;
    clearTimeout(retry);
    subs.clear();
    const c = client ?? (await connecting?.catch(() => null));
    client = null;
    await c?.end().catch(() => {});
  }

  return { listen, close };
}
