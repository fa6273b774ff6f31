import { bpToPercent, type TDinerStore } from '@meja/contracts';
import type { Database } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { hearOwnWrites, type Unlisten } from '../../../lib/notify';
import type { Ctx } from '../../../plugins/context';
import { mediaUrls } from '../../media/service';
import { type AssembledMenu, assemble, renderCategories } from './assemble';
import { MenuCache } from './cache';
import { Directory, type MerchantEntry, type TokenEntry } from './directory';
import { klMoment, type StoreStatus, storeStatus } from './hours';
import { Lru } from './lru';
import { Render, type StoreRender } from './render';
import * as repo from './repository';
import { validUntil } from './valid-until';

export type { MenuRows, TableStoreRow } from './repository';

/** The channel the database NOTIFYs with a merchant's id when its reply may change (migration 0015). */
export const dinerMenuChannel = 'diner_menu';
hearOwnWrites(dinerMenuChannel);

/**
 * The table a token names, with its store (hours, charges, payment switches) and menu version:
 * what orders price against, read as the diners' menu reads it.
 */
export const tableStore = (ctx: Pick<Ctx, 'db'>, token: string) => repo.findTableStore(ctx.db, token);

/** Everything the diners' menu shows of a merchant (orders index it for pricing). */
export const menuRows = (ctx: Pick<Ctx, 'db'>, merchantId: number) => repo.loadMenu(ctx.db, merchantId);

export interface DinerMenuOptions {
  /** How many merchants' menus one process keeps (least recently used go first). Default 500. */
  cacheSize?: number;
  /** How many table tokens one process remembers. Default 20,000. */
  tokens?: number;
  /** How many rendered replies (tens of KB each) one process keeps. Default 1,000. */
  renders?: number;
  /**
   * The current instant in milliseconds. Default: `Date.now()`, read on every request, so tests
   * fix it with vitest's fake timers (`vi.useFakeTimers({ toFake: ['Date'] })`, `vi.setSystemTime`).
   */
  clock?: () => number;
}

function dinerStore(row: repo.TableStoreRow, status: StoreStatus): TDinerStore {
  return {
    id: row.storeId,
    merchant_id: row.merchantId,
    display_name: row.displayName,
    description: row.description,
    picture:
      row.pictureKey && row.pictureFormat
        ? mediaUrls({ storageKey: row.pictureKey, format: row.pictureFormat }).card
        : null,
    halal_status: row.halalStatus as TDinerStore['halal_status'],
    open: status.open,
    open_at: row.openAt,
    close_at: row.closeAt,
    closes_at: status.closesAt,
    next_open_at: status.nextOpenAt,
    service_charge_percent: row.serviceCharge ? bpToPercent(row.serviceChargeBp) : null,
    sst: row.salesServiceTax,
    fpx: row.fpxStatus,
    hide_fpx_under_rm30: row.hideFpxUnderMinimum,
  };
}

const LISTEN_RETRY_MS = 5_000;

/**
 * The diners' menu with its per-process cache (one per app). While this instance LISTENs to
 * `diner_menu`, a request for a known token makes no query: the token's table and store, the
 * store's render and the reply's bytes are kept until the database says the merchant changed
 * (triggers, migration 0015) or the clock reaches the render's end (valid-until.ts). Until it
 * listens, and while its listening connection is down, every request reads the table and store
 * (one query), as a cache it cannot trust would serve changes late. The assembled menu is kept
 * by menu version in both cases.
 */
export function createDinerMenu(opts: DinerMenuOptions = {}) {
  const menus = new MenuCache<AssembledMenu>(opts.cacheSize ?? 500);
  const dir = new Directory({
    merchants: opts.cacheSize ?? 500,
    tokens: opts.tokens ?? 20_000,
    renders: opts.renders ?? 1_000,
    misses: 10_000,
    missMs: 30_000,
  });
  const clock = opts.clock ?? (() => Date.now());
  const heard = new Lru<string, true>(1_024);
  let listening: Promise<Unlisten | null> | null = null;
  let retryAt = 0;
  let closed = false;

  /** LISTEN once, before the first entry is kept: a change before then would be missed. */
  function listen(database: Pick<Database, 'listen'>): Promise<Unlisten | null> {
    listening = database
      .listen(
        dinerMenuChannel,
        (payload) => {
          // `<merchant id> <transaction id>`; heard again on another connection: dropped once.
          if (heard.get(payload)) return;
          heard.set(payload, true);
          const merchantId = Number(payload.split(' ')[0]);
          if (Number.isInteger(merchantId)) dir.drop(merchantId);
          else dir.dropAll();
        },
        {
          // A request right after this instance's own write is then answered from fresh rows.
          ownWrites: true,
          onDisconnect: () => {
            dir.active = false;
            dir.dropAll();
          },
          onReconnect: () => {
            dir.dropAll();
            dir.active = !closed;
          },
        },
      )
      .then(
        (unlisten) => {
          // Lookups that started before LISTEN are not kept.
          dir.dropAll();
          dir.active = !closed;
          return unlisten;
        },
        () => {
          retryAt = Date.now() + LISTEN_RETRY_MS;
          listening = null;
          return null;
        },
      );
    return listening;
  }

  async function lookup(ctx: Ctx, token: string): Promise<TokenEntry> {
    if (!dir.active && !closed && !listening && Date.now() >= retryAt) await listen(ctx.database);
    else if (listening && !dir.active) await listening;
    const cached = dir.token(token);
    if (cached) return cached;
    const at = clock();
    if (dir.isUnknown(token, at)) throw notFound();
    const started = dir.begin();
    try {
      const row = await repo.findTableStore(ctx.db, token);
      if (!row) {
        dir.unknown(token, started, at);
        throw notFound();
      }
      return dir.admit(token, row, started);
    } finally {
      dir.end();
    }
  }

  async function renderStore(ctx: Ctx, m: MerchantEntry, at: number): Promise<StoreRender> {
    const status = storeStatus(m.row, at);
    let menu: AssembledMenu | null = null;
    let categories = '[]';
    let version = m.version;
    if (status.open) {
      const cached = await menus.get(m.merchantId, m.storeId, m.version, async () =>
        assemble(await repo.loadMenu(ctx.db, m.merchantId)),
      );
      menu = cached.value;
      version = cached.version;
      categories = renderCategories(menu, klMoment(at));
    }
    const store = JSON.stringify(dinerStore(m.row, status));
    return { from: at, until: validUntil(at, status, menu), store, categories, version };
  }

  const current = (r: StoreRender | undefined, at: number): r is StoreRender =>
    r !== undefined && r.from <= at && at < r.until;

  async function storeRender(ctx: Ctx, m: MerchantEntry, at: number): Promise<StoreRender> {
    if (current(m.render, at)) return m.render;
    if (m.rendering) {
      const shared = await m.rendering;
      if (current(shared, at)) return shared;
    }
    const rendering = renderStore(ctx, m, at);
    m.rendering = rendering;
    try {
      const made = await rendering;
      m.render = made;
      return made;
    } finally {
      if (m.rendering === rendering) m.rendering = undefined;
    }
  }

  /** The reply to GET /api/public/table/{token}/menu now: its bytes in every encoding, its ETag. */
  async function reply(ctx: Ctx, token: string): Promise<Render> {
    const entry = dir.token(token) ?? (await lookup(ctx, token));
    const at = clock();
    const owner = current(entry.merchant.render, at)
      ? entry.merchant.render
      : await storeRender(ctx, entry.merchant, at);
    const kept = dir.render(token, owner);
    if (kept) return kept;
    const made = new Render(owner, entry.row.tableName);
    dir.keepRender(token, entry, made);
    return made;
  }

  /** The reply body as JSON text (ZDinerMenuReply). */
  async function replyJson(ctx: Ctx, token: string): Promise<string> {
    return (await reply(ctx, token)).json.toString();
  }

  /**
   * `tableStore` from the cache while this instance listens (no query when the token is known):
   * for reads that may lag a change by the time a NOTIFY takes, such as pricing a cart.
   */
  async function cachedTableStore(ctx: Ctx, token: string): Promise<repo.TableStoreRow | undefined> {
    try {
      return (dir.token(token) ?? (await lookup(ctx, token))).row;
    } catch (err) {
      if ((err as { code?: string }).code === 'not_found') return undefined;
      throw err;
    }
  }

  async function close() {
    closed = true;
    dir.active = false;
    dir.dropAll();
    const unlisten = await listening;
    await unlisten?.();
  }

  return { reply, replyJson, tableStore: cachedTableStore, close, stats: () => dir.stats() };
}
export type DinerMenu = ReturnType<typeof createDinerMenu>;

const perDatabase = new WeakMap<object, DinerMenu>();

/** The app's diners' menu (routes.ts makes it), found by the app's database. */
export function dinerMenuOf(database: object, opts?: DinerMenuOptions): DinerMenu {
  let menu = perDatabase.get(database);
  if (!menu) {
    menu = createDinerMenu(opts);
    perDatabase.set(database, menu);
  }
  return menu;
}

/**
 * `tableStore` through the app's diners' menu cache: no query for a token this instance knows
 * while it listens for changes. A change made elsewhere is seen once its NOTIFY arrives.
 */
export const cachedTableStore = (ctx: Ctx, token: string) => dinerMenuOf(ctx.database).tableStore(ctx, token);
