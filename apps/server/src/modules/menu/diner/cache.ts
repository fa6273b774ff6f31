import { LRUCache } from 'lru-cache';
import { hearOwnWrites } from '../../../lib/notify';
import { type Listener, NotifyTrust } from '../../../lib/notify-cache';
import { Directory } from './directory';
import type { Availability } from './hours';

/**
 * A bounded, least-recently-used cache of each merchant's assembled menu, keyed by merchant and
 * checked against `stores.menu_version` (which lives in PostgreSQL and is raised in the same
 * transaction as every menu write, modules/menu/version.ts). Any API instance therefore sees a
 * change on its next request; nothing here is needed by another instance.
 *
 * - An entry serves a request whose version is at most the entry's: a menu is read after its
 *   version, so it is at least as new as the version it is labelled with.
 * - A stale or missing entry is rebuilt once: concurrent requests share the rebuild's promise.
 *   A rebuild that fails is forgotten, so the next request tries again.
 * - The store's id is part of the check, so a store row made anew (versions from 0) is not
 *   served an older store's menu.
 */
interface Entry<T> {
  storeId: number;
  version: number;
  value: Promise<T>;
}

export interface CacheStats {
  hits: number;
  builds: number;
  size: number;
}

export class MenuCache<T> {
  private readonly entries: LRUCache<number, Entry<T>>;
  private hits = 0;
  private builds = 0;

  constructor(max: number) {
    if (!(max >= 1)) throw new Error('a cache holds at least one menu');
    this.entries = new LRUCache({ max });
  }

  /** The cached value of a merchant's menu at `version` or later, built by `build` when there is none. */
  get(
    merchantId: number,
    storeId: number,
    version: number,
    build: () => Promise<T>,
  ): Promise<{ value: T; version: number }> {
    const found = this.entries.get(merchantId);
    if (found && found.storeId === storeId && found.version >= version) {
      this.hits++;
      return found.value.then((value) => ({ value, version: found.version }));
    }
    this.builds++;
    const entry: Entry<T> = {
      storeId,
      version,
      value: build().catch((err: unknown) => {
        if (this.entries.peek(merchantId) === entry) this.entries.delete(merchantId);
        throw err;
      }),
    };
    this.entries.set(merchantId, entry);
    return entry.value.then((value) => ({ value, version }));
  }

  stats(): CacheStats {
    return { hits: this.hits, builds: this.builds, size: this.entries.size };
  }
}

/**
 * A merchant's menu as the cache keeps it: every active food with its availability compiled and
 * its reply already serialized, so a request only filters by the clock and joins strings. What
 * it renders depends on nothing but the minute, so the last rendering is kept too.
 */
export interface AssembledMenu {
  categories: {
    /** `{"id":…,"name":…,"kind":…,"foods":[` */
    head: string;
    foods: { availability: Availability; json: string }[];
  }[];
  foodCount: number;
  /** The categories' JSON for one Kuala Lumpur minute: the last one asked for. */
  rendered?: { minute: number; json: string };
}

/** The channel the database NOTIFYs with a merchant's id when its reply may change (migration 0015). */
export const dinerMenuChannel = 'diner_menu';
// A request right after this instance's own write is then answered from fresh rows.
hearOwnWrites(dinerMenuChannel);

/**
 * What the diners' menu keeps in one app (ADR 0017; service.ts uses it). While this instance
 * LISTENs to `diner_menu`, the directory's tokens, stores and renders are kept until the database
 * says the merchant changed (triggers, migration 0015); until it listens, and while its listening
 * connection is down, the directory keeps nothing. The assembled menus are kept by menu version
 * in both cases. Bounds: 500 merchants, 20,000 tokens, 1,000 renders (tens of KB each).
 */
export function createDinerMenuCache(database: Listener) {
  const menus = new MenuCache<AssembledMenu>(500);
  const dir = new Directory({
    merchants: 500,
    tokens: 20_000,
    renders: 1_000,
    misses: 10_000,
    missMs: 30_000,
  });
  const trust = new NotifyTrust(database, {
    channel: dinerMenuChannel,
    // `<merchant id> <transaction id>`
    changed: (payload) => {
      const merchantId = Number(payload.split(' ')[0]);
      if (Number.isInteger(merchantId)) dir.drop(merchantId);
      else dir.dropAll();
    },
    reset: (trusted) => {
      dir.dropAll();
      dir.active = trusted;
    },
  });
  return { menus, dir, trust, close: () => trust.close() };
}
export type DinerMenuCache = ReturnType<typeof createDinerMenuCache>;
