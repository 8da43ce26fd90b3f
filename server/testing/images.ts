import sharp from 'sharp';

/**
 * A real JPEG as a phone writes it: camera make and model, a GPS position (Tirana), and an EXIF
 * orientation of 6 (the sensor's landscape 64×32 pixels shown as a portrait 32×64).
 */
export async function phoneJpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 32, channels: 3, background: '#8a5a3c' } })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Pro 15' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 19/1 1151/100', GPSLongitudeRef: 'E', GPSLongitude: '19/1 49/1 162/100' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

export async function pngWithAlpha(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 4, background: { r: 201, g: 169, b: 106, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

/** The start of an iPhone HEIC (an ftyp box with brand "heic") followed by nothing decodable. */
export function undecodableHeic(): Buffer {
  const ftyp = Buffer.from([0, 0, 0, 24, ...Buffer.from('ftypheic'), 0, 0, 0, 0, ...Buffer.from('mif1heic')]);
  return Buffer.concat([ftyp, Buffer.alloc(200, 7)]);
}

/**
 * The tags of an EXIF block (as sharp's metadata().exif returns it: "Exif\0\0" then TIFF):
 * IFD0's tag numbers, and the GPS IFD's when IFD0 points to one (tag 0x8825).
 */
export function exifTags(exif: Buffer): { ifd0: number[]; gps: number[] } {
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') >= 0 ? exif.indexOf('Exif\0\0') + 6 : 0);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (offset: number) => (little ? tiff.readUInt16LE(offset) : tiff.readUInt16BE(offset));
  const u32 = (offset: number) => (little ? tiff.readUInt32LE(offset) : tiff.readUInt32BE(offset));
  const readIfd = (offset: number) => {
    const count = u16(offset);
    return Array.from({ length: count }, (_, i) => ({ tag: u16(offset + 2 + i * 12), value: u32(offset + 2 + i * 12 + 8) }));
  };
  const ifd0 = readIfd(u32(4));
  const gpsPointer = ifd0.find((entry) => entry.tag === 0x8825);
  return { ifd0: ifd0.map((e) => e.tag), gps: gpsPointer ? readIfd(gpsPointer.value).map((e) => e.tag) : [] };
}

/**
 * A phone camera's photo: 4000×3000 with sensor noise softened as a phone's processing does, saved
 * at high quality (a few MB, as phones write them).
 */
export async function noisyPhonePhoto(width = 4000, height = 3000, seedColour = '#8a7060'): Promise<Buffer> {
  const raw = await sharp({ create: { width, height, channels: 3, background: seedColour, noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
    .jpeg({ quality: 92 })
    .toBuffer();
  return sharp(raw).blur(1).jpeg({ quality: 92 }).toBuffer();
}

/**
 * A photo that compresses as badly as a photo can: every pixel random, at the size the form sends
 * (2048 px), saved as a JPEG of about 1 MB. Re-encoded at a fixed quality it grows to about 2 MB.
 */
export async function noisePhoto(seed: number, width = 2048, height = 1536): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed * 2_654_435_761 + 1;
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1_103_515_245 + 12_345) >>> 0; // a small LCG: the same photo for the same seed
    pixels[i] = state >>> 24;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 45 }).toBuffer();
}
