import {
  calls,
  type MediaFormat,
  mediaVariants,
  pathOf,
  type TMedia,
  type TMediaUrls,
  type TRenameMediaBody,
  type TUpdateMediaBody,
  ZCreateMediaBody,
  type ZMediaListQuery,
} from '@meja/contracts';
import type { z } from 'zod';
import { fieldError, notFound } from '../../lib/errors';
import type { ActorCtx, Ctx } from '../../plugins/context';
import { type MerchantScope, merchantScope, rowScope } from '../../policy/merchant-scope';
import { touchMenu } from '../menu/version';
import { contentTypeOf, encodeImage, extensionOf, storageKeyOf } from './images';
import * as repo from './repository';

/**
 * The URLs of a media row's variants, for any module that shows a picture (store front, foods).
 * Relative to the app's origin; a URL never changes its bytes, so browsers may cache it for a year.
 */
export function mediaUrls(row: { storageKey: string; format: string }): TMediaUrls {
  const ext = extensionOf(row.format as MediaFormat);
  const at = (variant: string) =>
    pathOf(calls.media.file, { key: row.storageKey, variant: `${variant}.${ext}` });
  return { original: at('original'), card: at('card'), thumb: at('thumb') };
}

const toMedia = (r: repo.MediaRow): TMedia => {
  const urls = mediaUrls(r);
  return {
    id: r.id,
    merchant_id: r.merchantId,
    display_name: r.displayName,
    picture: urls.card,
    urls,
    width: r.width,
    height: r.height,
    bytes: r.bytes,
    format: r.format as MediaFormat,
    created_at: r.createdAt.toISOString(),
  };
};

const objectKeysOf = (storageKey: string, format: MediaFormat) =>
  mediaVariants.map((v) => `${storageKey}/${v}.${extensionOf(format)}`);

/** The display name as the API takes it (trimmed, 1 to 120 characters), for callers outside the routes. */
function displayNameOf(value: unknown): string {
  const parsed = ZCreateMediaBody.shape.display_name.safeParse(value);
  if (parsed.success) return parsed.data;
  const tooLong = parsed.error.issues[0]?.code === 'too_big';
  throw fieldError('display_name', tooLong ? 'validation.media_name_too_long' : 'validation.required');
}

/**
 * Checks and re-encodes an upload (JPG or PNG by content, at most 1 MB; field messages on
 * `picture`), then writes its variants to the store under a key of that owner (see storageKeyOf).
 * For any module that keeps pictures; serve them with `mediaUrls`.
 */
export async function storeImage(
  ctx: Ctx,
  owner: number | string,
  picture: Uint8Array,
): Promise<repo.StoredImage> {
  const image = await encodeImage(picture);
  const storageKey = storageKeyOf(owner, image);
  await Promise.all(
    mediaVariants.map((v) =>
      ctx.media.put(
        `${storageKey}/${v}.${extensionOf(image.format)}`,
        image.variants[v],
        contentTypeOf(image.format),
      ),
    ),
  );
  return { storageKey, format: image.format, width: image.width, height: image.height, bytes: image.bytes };
}

/**
 * Removes a key's files once no row uses them: `usesOfKey` counts the rows of the caller's table
 * that still do. A failure leaves unused files behind, which is harmless (nothing links to them),
 * so it does not fail the caller's request.
 */
export async function releaseFiles(
  ctx: Ctx,
  stored: { storageKey: string; format: string },
  usesOfKey: (db: Ctx['db'], storageKey: string) => Promise<number>,
) {
  const { storageKey, format } = stored;
  if ((await usesOfKey(ctx.db, storageKey)) > 0) return;
  await Promise.all(objectKeysOf(storageKey, format as MediaFormat).map((k) => ctx.media.delete(k))).catch(
    () => undefined,
  );
}

async function upload(ctx: ActorCtx, scope: MerchantScope, picture: Uint8Array, displayName: string) {
  const name = displayNameOf(displayName);
  const stored = await storeImage(ctx, scope.merchantId, picture);
  return toMedia(await repo.insertMedia(ctx.db, scope, { displayName: name, ...stored }));
}

async function found(ctx: ActorCtx, scope: MerchantScope, id: number) {
  const row = await repo.getMedia(ctx.db, scope, id);
  if (!row) throw notFound();
  return row;
}

/**
 * A new item in a merchant's library, for other modules' uploads: validated and stored exactly as
 * POST /api/media does (JPG or PNG by content, at most 1 MB), if the caller may act on the merchant.
 */
export async function saveUpload(
  ctx: ActorCtx,
  merchantId: number,
  picture: Buffer | Uint8Array,
  displayName: string,
): Promise<TMedia> {
  return upload(ctx, await merchantScope(ctx, merchantId), picture, displayName);
}

/** An item of that merchant's library; any other id (another merchant's included) is "not found". */
export async function mediaOf(ctx: ActorCtx, merchantId: number, id: number): Promise<TMedia> {
  return toMedia(await found(ctx, await merchantScope(ctx, merchantId), id));
}

export async function list(ctx: ActorCtx, query: z.output<typeof ZMediaListQuery>) {
  const scope = await merchantScope(ctx, query.merchant_id);
  const { rows, ...counts } = await repo.listMedia(ctx.db, scope, query);
  return { data: rows.map(toMedia), ...counts };
}

/** The caller's scope for an item named by id: another merchant's is then "not found". */
const scopeOf = (ctx: ActorCtx, id: number) => rowScope(ctx, () => repo.ownerOfMedia(ctx.db, id));

export async function get(ctx: ActorCtx, id: number) {
  return toMedia(await found(ctx, await scopeOf(ctx, id), id));
}

export async function create(ctx: ActorCtx, body: z.output<typeof ZCreateMediaBody>) {
  return upload(ctx, await merchantScope(ctx, body.merchant_id), body.picture, body.display_name);
}

/** A new name, a new picture (the old files go once nothing uses them), or both. */
export async function update(ctx: ActorCtx, id: number, body: TUpdateMediaBody) {
  const scope = await scopeOf(ctx, id);
  const row = await found(ctx, scope, id);
  if (body.display_name === undefined && body.picture === undefined) {
    throw fieldError('display_name', 'validation.media_nothing_to_change');
  }
  const displayName = body.display_name === undefined ? undefined : displayNameOf(body.display_name);
  const stored =
    body.picture === undefined ? undefined : await storeImage(ctx, scope.merchantId, body.picture);
  const updated = await ctx.db.transaction(async (tx) => {
    const saved = await repo.updateMedia(tx, scope, id, { displayName, ...stored });
    // Foods and the store front show this picture: the diners' menu must drop its cached URL.
    if (saved && stored) await touchMenu(tx, scope.merchantId);
    return saved;
  });
  if (!updated) throw notFound();
  if (stored && stored.storageKey !== row.storageKey) await releaseFiles(ctx, row, repo.usesOfKey);
  return toMedia(updated);
}

export async function rename(ctx: ActorCtx, id: number, body: TRenameMediaBody) {
  const scope = await scopeOf(ctx, id);
  await found(ctx, scope, id);
  const updated = await repo.updateMedia(ctx.db, scope, id, {
    displayName: displayNameOf(body.display_name),
  });
  if (!updated) throw notFound();
  return toMedia(updated);
}

/** Deletes the item (a store front showing it loses its picture) and, if unused, its files. */
export async function remove(ctx: ActorCtx, id: number) {
  const scope = await scopeOf(ctx, id);
  const row = await found(ctx, scope, id);
  await ctx.db.transaction(async (tx) => {
    await repo.deleteMedia(tx, scope, id);
    await touchMenu(tx, scope.merchantId);
  });
  await releaseFiles(ctx, row, repo.usesOfKey);
}

/** A stored variant for the public file route; unknown keys are "not found". */
export async function file(ctx: Ctx, key: string, variant: string) {
  const stored = await ctx.media.get(`${key}/${variant}`);
  if (!stored) throw notFound();
  return stored;
}
