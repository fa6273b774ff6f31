import { z } from 'zod';
import { dataReply, paged, ZPagingQuery } from './common';
import { stockImageLimits } from './constants';
import { ZMediaFormat, ZMediaName, ZMediaUrls, ZPictureFile } from './media';

/**
 * The admin's food image library (SPEC §1, §2 "Food image library", §5 food image): stock food
 * photos, tagged, that every merchant may pick for a food. Same picture rules as the media library
 * (JPG or PNG by content, at most 1 MB, re-encoded to original, card and thumb).
 */
// The limits live in constants.ts (no zod, for the web apps).
export { stockImageLimits } from './constants';

/** A tag as stored: trimmed, lower case, no commas (a comma separates tags in a form field). */
export const normalizeTag = (tag: string) => tag.trim().toLowerCase();

/** Splits what a form or JSON body sends into tags: 'a, b', ['a', 'b'], '["a","b"]' or repeated fields. */
function splitTags(value: string | string[]): string[] | undefined {
  const parts = Array.isArray(value) ? value : [value];
  const out: string[] = [];
  for (const part of parts) {
    const s = part.trim();
    if (s.startsWith('[')) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(s);
      } catch {
        return undefined;
      }
      if (!Array.isArray(parsed) || !parsed.every((t) => typeof t === 'string')) return undefined;
      out.push(...parsed.flatMap((t: string) => t.split(',')));
    } else {
      out.push(...s.split(','));
    }
  }
  return out;
}

/**
 * Tags as a comma-separated string, a repeated multipart field, a JSON array or a JSON array in a
 * string; each trimmed and lower-cased, empty ones dropped, duplicates removed; 1–30 characters
 * each, at most 10. An empty string means no tags.
 */
export const ZStockImageTags = z
  .union([z.string().max(2000), z.array(z.string().max(200)).max(50)])
  .meta({
    description: 'Comma-separated, a repeated field, or a JSON array; at most 10 tags of 1–30 characters',
  })
  .transform((value, ctx) => {
    const split = splitTags(value);
    if (!split) {
      ctx.addIssue({ code: 'custom', message: 'validation.invalid' });
      return z.NEVER;
    }
    const tags = [...new Set(split.map(normalizeTag).filter((t) => t.length > 0))];
    if (tags.some((t) => t.length > stockImageLimits.maxTagLength)) {
      ctx.addIssue({ code: 'custom', message: 'validation.stock_tag_too_long' });
      return z.NEVER;
    }
    if (tags.length > stockImageLimits.maxTags) {
      ctx.addIssue({ code: 'custom', message: 'validation.stock_too_many_tags' });
      return z.NEVER;
    }
    return tags;
  });

/** GET /admin/food_image: paged; `search` looks at names and tags, `tag` keeps photos carrying that tag. */
export const ZStockImageListQuery = ZPagingQuery.extend({
  tag: z.string().trim().toLowerCase().max(stockImageLimits.maxTagLength).optional(),
});
export type TStockImageListQuery = z.input<typeof ZStockImageListQuery>;

export const ZStockImage = z.object({
  id: z.number().int(),
  display_name: z.string(),
  tags: z.array(z.string()),
  /** The card variant's URL, as the old client shows a picture. */
  picture: z.string(),
  urls: ZMediaUrls,
  /** Of the stored original variant. */
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  format: ZMediaFormat,
  /** Foods showing it: every merchant's for admins, the caller's own menu for merchants and staff. */
  used_by: z.number().int(),
  created_at: z.string(),
});
export type TStockImage = z.infer<typeof ZStockImage>;

export const ZStockImagePage = paged(ZStockImage);
export type TStockImagePage = z.infer<typeof ZStockImagePage>;
export const ZStockImageReply = dataReply(ZStockImage);
export type TStockImageReply = z.infer<typeof ZStockImageReply>;

/** GET /admin/food_image/tags: the tags in use, most used first, for the filter chips. */
export const ZStockImageTag = z.object({ tag: z.string(), count: z.number().int() });
export type TStockImageTag = z.infer<typeof ZStockImageTag>;
export const ZStockImageTagsReply = dataReply(z.array(ZStockImageTag));
export type TStockImageTagsReply = z.infer<typeof ZStockImageTagsReply>;

/** POST /admin/food_image, multipart/form-data. */
export const ZCreateStockImageBody = z.object({
  display_name: ZMediaName,
  tags: ZStockImageTags.optional(),
  picture: ZPictureFile,
});
export type TCreateStockImageBody = z.input<typeof ZCreateStockImageBody>;

/**
 * PUT /admin/food_image/{id} (or POST ?_method=PUT), multipart/form-data: any of a new name, new
 * tags (an empty value clears them) and a new picture.
 */
export const ZUpdateStockImageBody = z.object({
  display_name: ZMediaName.optional(),
  tags: ZStockImageTags.optional(),
  picture: ZPictureFile.optional(),
});
export type TUpdateStockImageBody = z.input<typeof ZUpdateStockImageBody>;
