import sharp from 'sharp';

// Every photo is decoded once and never again: libvips' operation cache (up to 50 MB by default)
// would only hold on to pixels of bookings already stored.
sharp.cache(false);
import { BOOKING_LIMITS } from '../../core/bookingLimits.ts';
import { detectImageFormat } from '../../core/imageSignature.ts';
import type { NewBookingPhoto } from '../store/types.ts';

/** Longest side of a stored photo: what the form sends at most, plenty for a consultation, small enough to mail. */
export const STORED_PHOTO_MAX_EDGE = BOOKING_LIMITS.photoMaxEdgePx;
/** Refuse decompression bombs: a small file that would decode to an enormous bitmap. */
const MAX_INPUT_PIXELS = 60_000_000;
/** Keeps a noisy phone photo at STORED_PHOTO_MAX_EDGE under about 500 kB (photos.test.ts), so ten fit in one message. */
export const JPEG_QUALITY = 75;

export class PhotoRejected extends Error {
  override name = 'PhotoRejected';
  constructor(
    readonly index: number,
    message: string,
  ) {
    super(message);
  }
}

/** "../../IMG_0042.HEIC" → "IMG_0042.jpg": no path, no control characters, no leading dot, a sane length. */
export function storedPhotoName(original: string, index: number, extension: string): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const stem = (dot > 0 ? base.slice(0, dot) : base)
    .replace(/[\p{Cc}"<>|:*?]/gu, '')
    .replace(/^[.\s]+/, '') // no hidden-file names
    .trim()
    .slice(0, 100);
  return `${stem || `photo-${index + 1}`}.${extension}`;
}

/**
 * Turns an uploaded photo into what is stored and mailed: its bytes must begin like a real
 * image; it is decoded, turned upright by its EXIF orientation, scaled to at most
 * STORED_PHOTO_MAX_EDGE, flattened onto white if transparent, and written as a JPEG, which
 * every mail client shows. sharp writes no metadata unless asked, so EXIF (with any GPS
 * position), XMP and IPTC are gone. Throws PhotoRejected for anything that is not a readable image.
 */
export async function reencodePhoto(photo: { filename: string; content: Uint8Array }, index: number): Promise<NewBookingPhoto> {
  if (!detectImageFormat(photo.content)) throw new PhotoRejected(index, 'The file is not a JPEG, PNG, WebP, GIF or HEIC/HEIF image');
  try {
    const { data, info } = await sharp(photo.content, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: STORED_PHOTO_MAX_EDGE, height: STORED_PHOTO_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return {
      filename: storedPhotoName(photo.filename, index, 'jpg'),
      contentType: 'image/jpeg',
      width: info.width,
      height: info.height,
      bytes: data,
    };
  } catch {
    // Truncated or corrupt files, and HEIC encodings this build of libvips cannot decode (HEVC).
    throw new PhotoRejected(index, 'The image could not be read; please send it as JPEG or PNG');
  }
}
