import { bpToPercent, type TDinerStore } from '@meja/contracts';
import { notFound } from '../../../lib/errors';
import type { Ctx } from '../../../plugins/context';
import { mediaUrls } from '../../media/service';
import { assemble, renderCategories } from './assemble';
import type { AssembledMenu } from './cache';
import type { MerchantEntry, TokenEntry } from './directory';
import { klMoment, type StoreStatus, storeStatus } from './hours';
import { Render, type StoreRender } from './render';
import * as repo from './repository';
import { validUntil } from './valid-until';

export type { MenuRows, TableStoreRow } from './repository';

/**
 * The table a token names, with its store (hours, charges, payment switches) and menu version:
 * what orders price against, read as the diners' menu reads it.
 */
export const tableStore = (ctx: Pick<Ctx, 'db'>, token: string) => repo.findTableStore(ctx.db, token);

/** Everything the diners' menu shows of a merchant (orders index it for pricing). */
export const menuRows = (ctx: Pick<Ctx, 'db'>, merchantId: number) => repo.loadMenu(ctx.db, merchantId);

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

/** A token's table and store: from the directory, or read (and kept while the cache is trusted). */
async function lookup(ctx: Ctx, token: string): Promise<TokenEntry> {
  const { dir, trust } = ctx.caches.dinerMenu;
  // The first lookup waits for LISTEN: what it reads may then be kept.
  await trust.ready();
  const cached = dir.token(token);
  if (cached) return cached;
  const at = Date.now();
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

/**
 * The moment whose offer a render shows: now while the store is open; while it is closed, the
 * moment it opens next (diners browse what they can order then: the breakfast it opens with, not
 * the supper of the night before), or now when it has no next opening.
 */
const offerMoment = (status: StoreStatus, at: number) =>
  status.open || status.nextOpenAt === null ? at : Date.parse(status.nextOpenAt);

async function renderStore(ctx: Ctx, m: MerchantEntry, at: number): Promise<StoreRender> {
  const status = storeStatus(m.row, at);
  const cached = await ctx.caches.dinerMenu.menus.get(m.merchantId, m.storeId, m.version, async () =>
    assemble(await repo.loadMenu(ctx.db, m.merchantId)),
  );
  const menu: AssembledMenu = cached.value;
  const categories = renderCategories(menu, klMoment(offerMoment(status, at)));
  const store = JSON.stringify(dinerStore(m.row, status));
  return { from: at, until: validUntil(at, status, menu), store, categories, version: cached.version };
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

/**
 * The reply to GET /api/public/table/{token}/menu now: its bytes in every encoding, its ETag.
 * While the app's cache listens (cache.ts), a request for a known token makes no query: the
 * token's table and store, the store's render and the reply's bytes are kept until the database
 * says the merchant changed or the clock reaches the render's end (valid-until.ts). Until then,
 * every request reads the table and store (one query), as a cache it cannot trust would serve
 * changes late. The clock is `Date.now()`, read per request (tests fake Date).
 */
export async function dinerMenuReply(ctx: Ctx, token: string): Promise<Render> {
  const { dir } = ctx.caches.dinerMenu;
  const entry = dir.token(token) ?? (await lookup(ctx, token));
  const at = Date.now();
  const owner = current(entry.merchant.render, at)
    ? entry.merchant.render
    : await storeRender(ctx, entry.merchant, at);
  const kept = dir.render(token, owner);
  if (kept) return kept;
  const made = new Render(owner, entry.row.tableName);
  dir.keepRender(token, entry, made);
  return made;
}
