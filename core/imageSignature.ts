/**
 * Recognises an image by its first bytes ("magic numbers"), whatever its file name or declared
 * type says. The server accepts a photo only when its bytes really begin like an image.
 */
export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'heif' | 'avif';

/** ISO-BMFF brands of HEIF still images and sequences (HEIC from phones among them). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'mif2', 'msf1']);
/** AVIF is the AV1 flavour of the same HEIF container. */
const AVIF_BRANDS = new Set(['avif', 'avis']);

function startsWith(bytes: ArrayLike<number>, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  for (let i = 0; i < signature.length; i++) if (bytes[offset + i] !== signature[i]) return false;
  return true;
}

function ascii(bytes: ArrayLike<number>, offset: number, length: number): string {
  let text = '';
  for (let i = offset; i < offset + length && i < bytes.length; i++) text += String.fromCharCode(bytes[i]!);
  return text;
}

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF87 = [...'GIF87a'].map((c) => c.charCodeAt(0));
const GIF89 = [...'GIF89a'].map((c) => c.charCodeAt(0));

/** The brands named by an ISO-BMFF `ftyp` box at the start of the file: major brand first. */
function ftypBrands(bytes: ArrayLike<number>): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return [];
  const boxSize = ((bytes[0]! << 24) >>> 0) + (bytes[1]! << 16) + (bytes[2]! << 8) + bytes[3]!;
  if (boxSize < 16 || boxSize > 4096) return [];
  const brands = [ascii(bytes, 8, 4)];
  // Bytes 12-15 are the minor version; compatible brands follow to the end of the box.
  for (let offset = 16; offset + 4 <= Math.min(boxSize, bytes.length); offset += 4) brands.push(ascii(bytes, offset, 4));
  return brands;
}

/** The image format the bytes begin with, or null when they are not an image we accept. */
export function detectImageFormat(bytes: ArrayLike<number>): ImageFormat | null {
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  const brands = ftypBrands(bytes);
  const major = brands[0];
  if (major === undefined) return null;
  // A video (major brand isom, mp42, qt...) is not a photo, even when it lists an image brand.
  if (AVIF_BRANDS.has(major)) return 'avif';
  if (HEIF_BRANDS.has(major)) return brands.some((brand) => AVIF_BRANDS.has(brand)) ? 'avif' : 'heif';
  return null;
}
