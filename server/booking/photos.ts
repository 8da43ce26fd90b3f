import sharp, { type OutputInfo } from 'sharp';

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
/** A stored photo is at most this large, whatever it shows, so ten of them fit in one message under a relay's common 10 MB limit. */
export const STORED_PHOTO_MAX_BYTES = 600_000;
/** Qualities tried in turn, best first: a phone photo fits at the first; only noise needs the lower ones. */
const JPEG_QUALITIES = [75, 60, 45, 30];
/** Longest sides tried in turn when no quality fits: pure noise at 724 px and quality 30 is well under the bound. */
const FALLBACK_EDGES = [1448, 1024, 724];

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
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    pixels = await sharp(photo.content, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: STORED_PHOTO_MAX_EDGE, height: STORED_PHOTO_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    // Truncated or corrupt files, and HEIC encodings this build of libvips cannot decode (HEVC).
    throw new PhotoRejected(index, 'The image could not be read; please send it as JPEG or PNG');
  }
  const encoded = await encodeWithin(pixels.data, pixels.info, STORED_PHOTO_MAX_BYTES);
  return { filename: storedPhotoName(photo.filename, index, 'jpg'), contentType: 'image/jpeg', ...encoded };
}

/**
 * The decoded pixels as a JPEG of at most `maxBytes`: the best quality that fits at the photo's own
 * size, else a smaller side. Decoded once; each try only encodes (a few tens of ms at 2048 px).
 */
async function encodeWithin(data: Buffer, info: OutputInfo, maxBytes: number): Promise<{ width: number; height: number; bytes: Buffer }> {
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const longest = Math.max(info.width, info.height);
  const edges = [longest, ...FALLBACK_EDGES.filter((edge) => edge < longest)];
  let smallest: { width: number; height: number; bytes: Buffer } | null = null;
  for (const edge of edges) {
    for (const quality of JPEG_QUALITIES) {
      const { data: bytes, info: out } = await sharp(data, raw)
        .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality })
        .toBuffer({ resolveWithObject: true });
      const candidate = { width: out.width, height: out.height, bytes };
      if (bytes.byteLength <= maxBytes) return candidate;
      if (!smallest || bytes.byteLength < smallest.bytes.byteLength) smallest = candidate;
    }
  }
  return smallest!;
}
