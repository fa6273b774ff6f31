import { z } from 'zod';
import { dataReply, paged, ZId, ZPagingQuery } from './common';
import { mediaLimits } from './constants';

/**
 * A merchant's media library (SPEC §3 Media, §5 food image, §7 /media): photos for the store front
 * and foods. Uploads are JPG or PNG of at most 1 MB, checked by their content on the server and
 * re-encoded into three variants.
 */
// The limits live in constants.ts (no zod, for the web apps).
export { mediaLimits } from './constants';

/** The stored variants: `original` fits inside 1600×1600; `card` and `thumb` are 2× SPEC's suggested sizes. */
export const mediaVariants = ['original', 'card', 'thumb'] as const;
export type MediaVariant = (typeof mediaVariants)[number];

export const ZMediaFormat = z.enum(['jpeg', 'png']);
export type MediaFormat = z.infer<typeof ZMediaFormat>;

export const ZMediaName = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(mediaLimits.maxDisplayName);

/**
 * A file field of a multipart form: the server receives it as a Buffer (a Uint8Array), so this also
 * holds in a browser. Documented as a binary string, as OpenAPI describes uploads.
 */
export const ZPictureFile = z
  .custom<Uint8Array>((v) => v instanceof Uint8Array, {
    error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.picture_type'),
  })
  .meta({ type: 'string', format: 'binary', description: 'A JPG or PNG file of at most 1 MB' });

export const ZMediaListQuery = ZPagingQuery.extend({
  /** Required of admins; a merchant and their staff always see their own library. */
  merchant_id: ZId.optional(),
});
export type TMediaListQuery = z.input<typeof ZMediaListQuery>;

export const ZMediaUrls = z.object({
  /** Fits inside 1600×1600, never enlarged. */
  original: z.string(),
  /** 750×340, cropped to fill (2× the suggested 375×170). */
  card: z.string(),
  /** 288×218, cropped to fill (2× the suggested 144×108.8). */
  thumb: z.string(),
});
export type TMediaUrls = z.infer<typeof ZMediaUrls>;

export const ZMedia = z.object({
  id: z.number().int(),
  merchant_id: z.number().int(),
  display_name: z.string(),
  /** The card variant's URL, as the old client shows a picture. */
  picture: z.string(),
  urls: ZMediaUrls,
  /** Of the stored original variant. */
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  format: ZMediaFormat,
  created_at: z.string(),
});
export type TMedia = z.infer<typeof ZMedia>;

export const ZMediaPage = paged(ZMedia);
export type TMediaPage = z.infer<typeof ZMediaPage>;
export const ZMediaReply = dataReply(ZMedia);
export type TMediaReply = z.infer<typeof ZMediaReply>;

/** POST /media, multipart/form-data. */
export const ZCreateMediaBody = z.object({
  display_name: ZMediaName,
  picture: ZPictureFile,
  /** Admins name the merchant; merchants and their staff leave it out. */
  merchant_id: ZId.optional(),
});
export type TCreateMediaBody = z.input<typeof ZCreateMediaBody>;

/** PUT /media/{id} (or POST ?_method=PUT), multipart/form-data: a new name, a new picture, or both. */
export const ZUpdateMediaBody = z.object({
  display_name: ZMediaName.optional(),
  picture: ZPictureFile.optional(),
});
export type TUpdateMediaBody = z.input<typeof ZUpdateMediaBody>;

/** PATCH /media/{id}, JSON: rename. */
export const ZRenameMediaBody = z.object({ display_name: ZMediaName });
export type TRenameMediaBody = z.input<typeof ZRenameMediaBody>;

/** GET /media/file/{key}/{variant}: a stored variant; the key is content-addressed, so it never changes. */
export const ZMediaFileParams = z.object({
  key: z.string().regex(/^[a-f0-9]{32}$/, 'validation.invalid'),
  variant: z.string().regex(/^(original|card|thumb)\.(jpg|png)$/, 'validation.invalid'),
});
export type TMediaFileParams = z.infer<typeof ZMediaFileParams>;

/** The image bytes (image/jpeg or image/png), not JSON. */
export const ZMediaFileBody = z.string().describe('The image (image/jpeg or image/png)');
