/**
 * Photos are made small in the browser before upload: a 12-megapixel phone photo becomes a JPEG
 * of well under 1 MB, turned the right way up, and without its metadata (a phone photo's EXIF
 * can hold the place it was taken). Browser-only: call it from event handlers.
 */

import { BOOKING_LIMITS } from '../../../core/bookingLimits.ts';

/** Longest side of a photo as sent, in pixels (the service stores none larger). */
export const PHOTO_MAX_EDGE = BOOKING_LIMITS.photoMaxEdgePx;
const JPEG_QUALITY = 0.85;
const OUTPUT_TYPE = 'image/jpeg';

export interface PreparedPhotoFile {
  filename: string;
  type: string;
  blob: Blob;
}

/** The size that fits within `maxEdge` on its longest side, keeping the proportions; never enlarged. */
export function fitWithin(width: number, height: number, maxEdge: number = PHOTO_MAX_EDGE): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxEdge) return { width, height };
  const scale = maxEdge / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** "IMG_0042.HEIC" → "IMG_0042.jpg"; a name without an extension gets one. */
export function renameWithExtension(filename: string, extension: string): string {
  const dot = filename.lastIndexOf('.');
  const stem = dot > 0 ? filename.slice(0, dot) : filename;
  return `${stem || 'photo'}.${extension}`;
}

/**
 * The photo as it will be sent: re-encoded as JPEG at most PHOTO_MAX_EDGE pixels on its longest
 * side, EXIF orientation applied. Null when the browser cannot decode it (HEIC in Chromium, for
 * example): the service could not read it either, so the form tells the visitor at once instead
 * of failing the whole booking later.
 */
export async function downscalePhoto(file: File): Promise<PreparedPhotoFile | null> {
  try {
    const blob = await reencode(file);
    if (blob.type === OUTPUT_TYPE && blob.size > 0) return { filename: renameWithExtension(file.name, 'jpg'), type: OUTPUT_TYPE, blob };
  } catch {
    // Not decodable here.
  }
  return null;
}

async function reencode(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    if (typeof OffscreenCanvas !== 'undefined') {
      const canvas = new OffscreenCanvas(width, height);
      draw(canvas.getContext('2d'), bitmap, width, height);
      return await canvas.convertToBlob({ type: OUTPUT_TYPE, quality: JPEG_QUALITY });
    }
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    draw(canvas.getContext('2d'), bitmap, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Could not encode the photo'))), OUTPUT_TYPE, JPEG_QUALITY),
    );
  } finally {
    bitmap.close();
  }
}

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

function draw(context: Context2D | null, bitmap: ImageBitmap, width: number, height: number): void {
  if (!context) throw new Error('No 2D canvas context');
  // JPEG has no transparency: a transparent PNG would otherwise turn black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
}
