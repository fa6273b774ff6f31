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
  private readonly entries = new Map<number, Entry<T>>();
  private hits = 0;
  private builds = 0;

  constructor(private readonly max: number) {
    if (!(max >= 1)) throw new Error('a cache holds at least one menu');
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
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(merchantId);
      this.entries.set(merchantId, found);
      return found.value.then((value) => ({ value, version: found.version }));
    }
    this.builds++;
    const entry: Entry<T> = {
      storeId,
      version,
      value: build().catch((err: unknown) => {
        if (this.entries.get(merchantId) === entry) this.entries.delete(merchantId);
        throw err;
      }),
    };
    this.entries.delete(merchantId);
    this.entries.set(merchantId, entry);
    if (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return entry.value.then((value) => ({ value, version }));
  }

  stats(): CacheStats {
    return { hits: this.hits, builds: this.builds, size: this.entries.size };
  }
}
