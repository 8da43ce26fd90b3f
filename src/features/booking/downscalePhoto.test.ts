import { describe, expect, it } from 'vitest';
import { downscalePhoto, fitWithin, PHOTO_MAX_EDGE, renameWithExtension } from './downscalePhoto.ts';

describe('fitWithin', () => {
  it('brings a 12-megapixel photo to 2048 px on its longest side, keeping proportions', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1536, height: 2048 });
  });

  it('never enlarges a small photo', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(PHOTO_MAX_EDGE, 10)).toEqual({ width: PHOTO_MAX_EDGE, height: 10 });
  });

  it('keeps at least one pixel on a very thin image', () => {
    expect(fitWithin(100_000, 10)).toEqual({ width: 2048, height: 1 });
  });
});

describe('renameWithExtension', () => {
  it('keeps the name and changes the extension', () => {
    expect(renameWithExtension('IMG_0042.HEIC', 'jpg')).toBe('IMG_0042.jpg');
    expect(renameWithExtension('scalp.front.png', 'jpg')).toBe('scalp.front.jpg');
  });

  it('adds an extension to a name without one, and names a nameless file', () => {
    expect(renameWithExtension('photo', 'jpg')).toBe('photo.jpg');
    expect(renameWithExtension('.hidden', 'jpg')).toBe('.hidden.jpg');
    expect(renameWithExtension('', 'jpg')).toBe('photo.jpg');
  });
});

describe('downscalePhoto', () => {
  it('gives nothing for a photo the browser cannot decode, so the form can say so before sending', async () => {
    // Node has no createImageBitmap, like a browser meeting a format it cannot decode (HEIC in Chromium).
    const file = new File([new Uint8Array([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70])], 'IMG_1.HEIC', { type: 'image/heic' });
    expect(await downscalePhoto(file)).toBeNull();
  });
});
