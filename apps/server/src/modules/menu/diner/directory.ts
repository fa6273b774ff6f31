import { LRUCache } from 'lru-cache';
import type { Render, StoreRender } from './render';
import type { TableStoreRow } from './repository';

/** A merchant's store as the cached replies show it, and its current render. */
export interface MerchantEntry {
  merchantId: number;
  storeId: number;
  version: number;
  row: TableStoreRow;
  render?: StoreRender;
  /** A render under way: concurrent requests at a boundary share it. */
  rendering?: Promise<StoreRender>;
}

/** What a token names: its table (row) and its merchant's entry. */
export interface TokenEntry {
  row: TableStoreRow;
  merchant: MerchantEntry;
}

export interface DirectoryLimits {
  merchants: number;
  tokens: number;
  /** Rendered replies (tens of KB each, with their compressed bytes): the memory bound. */
  renders: number;
  /** Unknown tokens remembered, each for `missMs`. */
  misses: number;
  missMs: number;
}

/**
 * What the diners' menu keeps per process so that a request needs no query: per token its table
 * row and merchant, per merchant its store and render, per token the rendered bytes. It is only
 * trusted while this instance LISTENs (cache.ts): a NOTIFY with a merchant's id drops that
 * merchant, and the entries hanging from it (tokens, renders) are dropped with it, since they
 * are checked against the merchant's current entry by identity.
 *
 * A lookup that started before a drop of its merchant arrived may have read the old row: it is
 * served but not kept. Drops are numbered for that (`begin` … `admit`).
 */
export class Directory {
  private readonly merchants: LRUCache<number, MerchantEntry>;
  private readonly tokens: LRUCache<string, TokenEntry>;
  private readonly renders: LRUCache<string, Render>;
  private readonly misses: LRUCache<string, number>;
  /** Drops so far; the number of each merchant's last one, while lookups are under way. */
  private drops = 0;
  private allDroppedAt = 0;
  private readonly droppedAt = new Map<number, number>();
  private lookups = 0;
  /** Whether entries may be trusted: this instance hears every change (cache.ts). */
  active = false;

  constructor(private readonly limits: DirectoryLimits) {
    this.merchants = new LRUCache({ max: limits.merchants });
    this.tokens = new LRUCache({ max: limits.tokens });
    this.renders = new LRUCache({ max: limits.renders });
    this.misses = new LRUCache({ max: limits.misses });
  }

  token(token: string): TokenEntry | undefined {
    const entry = this.tokens.get(token);
    if (!entry) return undefined;
    if (this.merchants.get(entry.row.merchantId) === entry.merchant) return entry;
    this.tokens.delete(token);
    this.renders.delete(token);
    return undefined;
  }

  /** A reply kept for the token's current store render. */
  render(token: string, owner: StoreRender): Render | undefined {
    const r = this.renders.get(token);
    return r?.owner === owner ? r : undefined;
  }

  keepRender(token: string, entry: TokenEntry, r: Render) {
    if (this.tokens.get(token) === entry) this.renders.set(token, r);
  }

  isUnknown(token: string, at: number): boolean {
    const until = this.misses.get(token);
    if (until === undefined) return false;
    if (at < until) return true;
    this.misses.delete(token);
    return false;
  }

  /** A lookup starts: what it reads is kept only if no drop reaches it meanwhile. */
  begin(): number {
    this.lookups++;
    return this.drops;
  }

  /** The lookup's row: kept (a new merchant entry when needed) unless dropped since `started`. */
  admit(token: string, row: TableStoreRow, started: number): TokenEntry {
    const fresh = (): MerchantEntry => ({
      merchantId: row.merchantId,
      storeId: row.storeId,
      version: row.menuVersion,
      row,
    });
    if (!this.active || this.droppedSince(row.merchantId, started)) return { row, merchant: fresh() };
    let merchant = this.merchants.get(row.merchantId);
    if (!merchant || merchant.storeId !== row.storeId || merchant.version < row.menuVersion) {
      merchant = fresh();
      this.merchants.set(row.merchantId, merchant);
    }
    const entry = { row, merchant };
    this.tokens.set(token, entry);
    return entry;
  }

  /** An unknown token: remembered for a while, unless any change arrived meanwhile. */
  unknown(token: string, started: number, at: number) {
    if (this.active && this.drops === started) this.misses.set(token, at + this.limits.missMs);
  }

  end() {
    if (--this.lookups === 0) this.droppedAt.clear();
  }

  private droppedSince(merchantId: number, started: number): boolean {
    return this.allDroppedAt > started || (this.droppedAt.get(merchantId) ?? 0) > started;
  }

  drop(merchantId: number) {
    this.drops++;
    if (this.lookups) this.droppedAt.set(merchantId, this.drops);
    this.merchants.delete(merchantId);
    // A new table of this merchant may carry a token once answered 404.
    this.misses.clear();
  }

  dropAll() {
    this.allDroppedAt = ++this.drops;
    this.merchants.clear();
    this.tokens.clear();
    this.renders.clear();
    this.misses.clear();
  }
}
