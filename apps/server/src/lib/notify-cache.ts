import { LRUCache } from 'lru-cache';
import type { Listen, Unlisten } from './notify';

/**
 * What a process may keep of the database's rows and still serve (ADR 0005, 0017): only what the
 * database tells it about. Triggers NOTIFY a channel when rows a cache holds change; the cache is
 * trusted only while this instance LISTENs there, and everything is dropped when listening starts
 * and whenever its connection is lost or made again, since changes may have been missed meanwhile.
 * Its own writes are heard before their commit returns (the channel is declared with
 * `hearOwnWrites`), so a writer reads its change at once.
 */

/** What listens: the app's database (db/client.ts). */
export interface Listener {
  listen: Listen;
}

/** After a failed LISTEN, the next one is tried no sooner than this. */
const LISTEN_RETRY_MS = 5_000;

export interface TrustOptions {
  /** The channel the database NOTIFYs when kept rows may have changed. */
  channel: string;
  /** A change was heard: drop what the payload names. Each payload once (own writes are heard twice). */
  changed(payload: string): void;
  /** Drop everything: changes may have been missed. `trusted`: whether entries may be kept from now on. */
  reset(trusted: boolean): void;
}

/** Whether a cache may be trusted now: it listens (lazily, on first use) and says when it may not. */
export class NotifyTrust {
  /** This instance hears every change: entries may be kept and served. */
  trusted = false;
  private listening: Promise<Unlisten | null> | null = null;
  private retryAt = 0;
  private closed = false;
  private readonly heard = new LRUCache<string, true>({ max: 1_024 });

  constructor(
    private readonly database: Listener,
    private readonly o: TrustOptions,
  ) {}

  /** Whether it is trusted now; when it is not listening yet, starts to, without waiting. */
  now(): boolean {
    if (!this.trusted) void this.start();
    return this.trusted;
  }

  /** Whether it is trusted, once a LISTEN under way (or started now) is up or has failed. */
  async ready(): Promise<boolean> {
    if (!this.trusted) await this.start();
    return this.trusted;
  }

  private setTrusted(trusted: boolean) {
    this.trusted = trusted && !this.closed;
    this.o.reset(this.trusted);
  }

  private start(): Promise<unknown> | undefined {
    if (this.listening) return this.listening;
    if (this.closed || Date.now() < this.retryAt) return undefined;
    this.listening = this.database
      .listen(
        this.o.channel,
        (payload) => {
          if (this.heard.has(payload)) return;
          this.heard.set(payload, true);
          this.o.changed(payload);
        },
        {
          ownWrites: true,
          onDisconnect: () => this.setTrusted(false),
          onReconnect: () => this.setTrusted(true),
        },
      )
      .then(
        (unlisten) => {
          // What was read before LISTEN was up is not kept.
          this.setTrusted(true);
          return unlisten;
        },
        () => {
          this.retryAt = Date.now() + LISTEN_RETRY_MS;
          this.listening = null;
          return null;
        },
      );
    return this.listening;
  }

  async close() {
    this.closed = true;
    this.setTrusted(false);
    const unlisten = await this.listening;
    await unlisten?.();
  }
}

export interface NotifyCacheOptions {
  channel: string;
  /** How many entries it keeps (least recently used go first). */
  max: number;
  /** The key a change's payload names; undefined: anything may have changed. */
  keyOf(payload: string): string | undefined;
}

/**
 * Values read by key, kept while trusted (`NotifyTrust`) until a NOTIFY names their key. Until it
 * listens, and while its connection is down, every `get` reads.
 */
export class NotifyCache<V> {
  private readonly values: LRUCache<string, { value: V }>;
  /** Moves on every drop: a read that started before one is not kept. */
  private generation = 0;
  private readonly trust: NotifyTrust;

  constructor(database: Listener, o: NotifyCacheOptions) {
    this.values = new LRUCache({ max: o.max });
    this.trust = new NotifyTrust(database, {
      channel: o.channel,
      changed: (payload) => this.drop(o.keyOf(payload)),
      reset: () => this.drop(),
    });
  }

  private drop(key?: string) {
    this.generation++;
    if (key === undefined) this.values.clear();
    else this.values.delete(key);
  }

  /** `read()`'s answer for `key`, kept until a change of it is heard. */
  async get<T extends V>(key: string, read: () => Promise<T>): Promise<T> {
    if (!this.trust.now()) return read();
    const kept = this.values.get(key);
    if (kept) return kept.value as T;
    const generation = this.generation;
    const value = await read();
    if (this.trust.trusted && this.generation === generation) this.values.set(key, { value });
    return value;
  }

  close() {
    return this.trust.close();
  }
}
