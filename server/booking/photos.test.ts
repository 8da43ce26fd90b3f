import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { noisyPhonePhoto } from '../testing/images.ts';
import { reencodePhoto, STORED_PHOTO_MAX_EDGE } from './photos.ts';

describe('reencodePhoto', () => {
  it('brings a phone photo to the browser’s size and under about 500 kB', async () => {
    const original = await noisyPhonePhoto();
    expect(original.byteLength).toBeGreaterThan(2_000_000); // as a phone writes it
    const stored = await reencodePhoto({ filename: 'IMG_0042.jpg', content: original }, 0);
    expect([stored.width, stored.height]).toEqual([STORED_PHOTO_MAX_EDGE, 1536]);
    expect(stored.bytes.byteLength).toBeLessThan(500_000);
    expect(stored.bytes.byteLength).toBeGreaterThan(100_000); // still a photo worth looking at, not mush
    const metadata = await sharp(stored.bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 2048, 1536]);
  }, 60_000);

  it('keeps a portrait photo upright within the same longest side, and never enlarges a small one', async () => {
    const portrait = await reencodePhoto({ filename: 'p.jpg', content: await sharp({ create: { width: 3000, height: 4000, channels: 3, background: '#444' } }).jpeg().toBuffer() }, 0);
    expect([portrait.width, portrait.height]).toEqual([1536, 2048]);
    const small = await reencodePhoto({ filename: 's.png', content: await sharp({ create: { width: 300, height: 200, channels: 3, background: '#444' } }).png().toBuffer() }, 0);
    expect([small.width, small.height, small.filename]).toEqual([300, 200, 's.jpg']);
  });
});
