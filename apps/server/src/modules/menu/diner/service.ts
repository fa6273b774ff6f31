import { bpToPercent, type TDinerStore } from '@meja/contracts';
import { notFound } from '../../../lib/errors';
import type { Ctx } from '../../../plugins/context';
import { mediaUrls } from '../../media/service';
import { type AssembledMenu, assemble, renderCategories } from './assemble';
import { MenuCache } from './cache';
import { klMoment, type StoreStatus, storeStatus } from './hours';
import * as repo from './repository';

export type { MenuRows, TableStoreRow } from './repository';

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

/**
 * The diners' menu with its per-process cache (one per app). Each request reads the table, its
 * store and the menu version in one query; the menu itself comes from the cache while its version
 * holds, and the clock's filters (opening hours, weekdays, daily windows) run in memory.
 */
export function createDinerMenu(opts: DinerMenuOptions = {}) {
  const cache = new MenuCache<AssembledMenu>(opts.cacheSize ?? 500);
  const clock = opts.clock ?? (() => Date.now());

  /**
   * The reply body of GET /api/public/table/{token}/menu, already serialized (ZDinerMenuReply):
   * the foods' JSON is made once per menu version, not once per request.
   */
  async function replyJson(ctx: Ctx, token: string): Promise<string> {
    const row = await repo.findTableStore(ctx.db, token);
    if (!row) throw notFound();
    const at = clock();
    const status = storeStatus(row, at);
    let categories = '[]';
    let version = row.menuVersion;
    if (status.open) {
      const cached = await cache.get(row.merchantId, row.storeId, row.menuVersion, async () =>
        assemble(await repo.loadMenu(ctx.db, row.merchantId)),
      );
      categories = renderCategories(cached.value, klMoment(at));
      version = cached.version;
    }
    const store = JSON.stringify(dinerStore(row, status));
    const table = JSON.stringify({ name: row.tableName });
    const generatedAt = new Date(at).toISOString();
    return `{"data":{"store":${store},"table":${table},"categories":${categories},"menu_version":${version},"generated_at":"${generatedAt}"}}`;
  }

  return { replyJson };
}
export type DinerMenu = ReturnType<typeof createDinerMenu>;
