import type {
  MediaFormat,
  TStockImage,
  TStockImageTag,
  ZCreateStockImageBody,
  ZStockImageListQuery,
  ZUpdateStockImageBody,
} from '@meja/contracts';
import type { z } from 'zod';
import { fieldError, notFound } from '../../lib/errors';
import type { ActorCtx } from '../../plugins/context';
import { figuresScope } from '../../policy/merchant-scope';
import { mediaUrls, releaseFiles, storeImage } from '../media/service';
import { touchMenusShowing } from '../menu/version';
import * as repo from './repository';

/**
 * The admin's food image library: stock food photos every merchant may pick for a food. Pictures
 * are checked, encoded and stored exactly as the media library's (modules/media), under keys of
 * their own owner, and served by the same public file route.
 */
const owner = 'stock';

const toStockImage = (r: repo.StockImageRow, usedBy: number): TStockImage => {
  const urls = mediaUrls(r);
  return {
    id: r.id,
    display_name: r.displayName,
    tags: r.tags,
    picture: urls.card,
    urls,
    width: r.width,
    height: r.height,
    bytes: r.bytes,
    format: r.format as MediaFormat,
    used_by: usedBy,
    created_at: r.createdAt.toISOString(),
  };
};

/**
 * `used_by`: an admin sees how many foods of every merchant show the photo (what a delete would take
 * away); a merchant or their staff, how many of their own.
 */
async function shaped(ctx: ActorCtx, rows: repo.StockImageRow[]) {
  const uses = await repo.foodsUsing(
    ctx.db,
    rows.map((r) => r.id),
    await figuresScope(ctx),
  );
  return rows.map((r) => toStockImage(r, uses.get(r.id) ?? 0));
}

async function found(ctx: ActorCtx, id: number) {
  const row = await repo.getStockImage(ctx.db, id);
  if (!row) throw notFound();
  return row;
}

export async function list(ctx: ActorCtx, query: z.output<typeof ZStockImageListQuery>) {
  const { rows, ...counts } = await repo.listStockImages(ctx.db, query);
  return { data: await shaped(ctx, rows), ...counts };
}

export async function get(ctx: ActorCtx, id: number): Promise<TStockImage> {
  const [image] = await shaped(ctx, [await found(ctx, id)]);
  if (!image) throw notFound();
  return image;
}

export async function tags(ctx: ActorCtx): Promise<TStockImageTag[]> {
  return repo.tagCounts(ctx.db);
}

export async function create(ctx: ActorCtx, body: z.output<typeof ZCreateStockImageBody>) {
  const stored = await storeImage(ctx, owner, body.picture);
  const id = await repo.insertStockImage(ctx.db, {
    displayName: body.display_name,
    tags: body.tags ?? [],
    createdBy: ctx.actor.id,
    ...stored,
  });
  return get(ctx, id);
}

/**
 * Any of a new name, new tags and a new picture. A new picture moves the photo to new files: the
 * menus showing it are marked changed, and the old files go once no photo uses them.
 */
export async function update(ctx: ActorCtx, id: number, body: z.output<typeof ZUpdateStockImageBody>) {
  const row = await found(ctx, id);
  if (body.display_name === undefined && body.tags === undefined && body.picture === undefined) {
    throw fieldError('display_name', 'validation.stock_image_nothing_to_change');
  }
  const stored = body.picture === undefined ? undefined : await storeImage(ctx, owner, body.picture);
  const moved = stored !== undefined && stored.storageKey !== row.storageKey;
  const updated = await ctx.db.transaction(async (tx) => {
    const ok = await repo.updateStockImage(tx, id, {
      displayName: body.display_name,
      tags: body.tags,
      ...stored,
    });
    if (ok && moved) await touchMenusShowing(tx, id);
    return ok;
  });
  if (!updated) {
    if (stored) await releaseFiles(ctx, stored, repo.usesOfKey);
    throw notFound();
  }
  if (moved) await releaseFiles(ctx, row, repo.usesOfKey);
  return get(ctx, id);
}

/** Deletes the photo: foods showing it lose their picture (the foreign key sets them to null). */
export async function remove(ctx: ActorCtx, id: number) {
  const row = await found(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await touchMenusShowing(tx, id);
    await repo.deleteStockImage(tx, id);
  });
  await releaseFiles(ctx, row, repo.usesOfKey);
}
