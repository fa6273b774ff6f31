import { createHash } from 'node:crypto';
import { type MediaFormat, type MediaVariant, mediaLimits } from '@meja/contracts';
import type { ResizeOptions, Sharp, SharpOptions } from 'sharp';
import { AppError, fieldError } from '../../lib/errors';

/** A decoded image may hold at most this many pixels: a 1 MB file can still unpack to gigabytes. */
export const maxPixels = 40_000_000;

/** Sizes of the stored variants; card and thumb are 2× SPEC §5's suggested 375×170 and 144×108.8. */
export const variantSizes = {
  original: { width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true },
  card: { width: 750, height: 340, fit: 'cover' },
  thumb: { width: 288, height: 218, fit: 'cover' },
} as const satisfies Record<MediaVariant, ResizeOptions>;

export interface EncodedImage {
  format: MediaFormat;
  /** Of the original variant. */
  width: number;
  height: number;
  bytes: number;
  variants: Record<MediaVariant, Buffer>;
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** JPG or PNG by the file's first bytes; a name or a declared type proves nothing. */
export function sniff(bytes: Uint8Array): MediaFormat | undefined {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && b.subarray(0, 8).equals(pngSignature)) return 'png';
  return undefined;
}

export const extensionOf = (format: MediaFormat) => (format === 'png' ? 'png' : 'jpg');
export const contentTypeOf = (format: MediaFormat) => (format === 'png' ? 'image/png' : 'image/jpeg');

const unreadable = () => fieldError('picture', 'validation.picture_unreadable');

/**
 * Checks an upload (JPG or PNG by content, at most 1 MB and 40 megapixels) and re-encodes it:
 * turned upright, metadata (EXIF, GPS, ICC) stripped, colours in sRGB. A PNG that uses
 * transparency stays PNG; everything else becomes JPEG.
 */
export async function encodeImage(input: Uint8Array): Promise<EncodedImage> {
  if (input.byteLength === 0) throw fieldError('picture', 'validation.required');
  const kind = sniff(input);
  if (!kind) throw fieldError('picture', 'validation.picture_type');
  if (input.byteLength > mediaLimits.maxBytes) throw fieldError('picture', 'validation.picture_too_large');

  // Loaded on the first upload: libvips costs every start ~0.1 s otherwise (issue 16).
  const { default: sharp } = await import('sharp');
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  const options: SharpOptions = { limitInputPixels: maxPixels, autoOrient: true, failOn: 'error' };
  let format: MediaFormat = 'jpeg';
  try {
    const meta = await sharp(bytes, options).metadata();
    if (meta.format !== kind) throw fieldError('picture', 'validation.picture_type');
    if ((meta.width ?? 0) * (meta.height ?? 0) > maxPixels) {
      throw fieldError('picture', 'validation.picture_dimensions');
    }
    if (kind === 'png' && meta.hasAlpha && !(await sharp(bytes, options).stats()).isOpaque) format = 'png';
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw unreadable();
  }

  const encode = (s: Sharp) =>
    format === 'png'
      ? s.png({ compressionLevel: 9, adaptiveFiltering: true })
      : s.flatten({ background: '#ffffff' }).jpeg({ quality: 82, progressive: true, mozjpeg: true });
  const render = (variant: MediaVariant) =>
    encode(sharp(bytes, options).resize(variantSizes[variant])).toBuffer({ resolveWithObject: true });
  try {
    const [original, card, thumb] = await Promise.all([render('original'), render('card'), render('thumb')]);
    return {
      format,
      width: original.info.width,
      height: original.info.height,
      bytes: original.data.length,
      variants: { original: original.data, card: card.data, thumb: thumb.data },
    };
  } catch {
    throw unreadable();
  }
}

/**
 * The storage key of an encoded image: a hash of its owner and every variant's bytes, so a key
 * always names the same bytes and one owner's files are never another's. The owner is a merchant's
 * id, or a name for a library of no merchant (the admin's stock food photos use 'stock').
 */
export function storageKeyOf(owner: number | string, image: EncodedImage): string {
  const hash = createHash('sha256').update(`meja-media:${owner}:${image.format}`);
  for (const variant of Object.values(image.variants)) hash.update(variant);
  return hash.digest('hex').slice(0, 32);
}
