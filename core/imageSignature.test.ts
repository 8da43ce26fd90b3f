import { describe, expect, it } from 'vitest';
import { detectImageFormat } from './imageSignature.ts';

const hex = (text: string) => text.split(' ').map((h) => parseInt(h, 16));
const asciiBytes = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** An ISO-BMFF `ftyp` box: size, "ftyp", major brand, minor version, compatible brands. */
function ftyp(major: string, ...compatible: string[]): number[] {
  const size = 16 + 4 * compatible.length;
  return [0, 0, 0, size, ...asciiBytes('ftyp'), ...asciiBytes(major), 0, 0, 0, 0, ...compatible.flatMap(asciiBytes), 0, 0, 0, 0];
}

// The first bytes of real 2×2 images written by sharp (libvips 8.18).
const realHeaders = {
  jpeg: hex('ff d8 ff db 00 43 00 06 04 05 06 05 04 06 06 05'),
  png: hex('89 50 4e 47 0d 0a 1a 0a 00 00 00 0d 49 48 44 52'),
  webp: hex('52 49 46 46 38 00 00 00 57 45 42 50 56 50 38 20'),
  gif: hex('47 49 46 38 39 61 02 00 02 00 80 00 00 4c 69 71'),
  avif: hex('00 00 00 1c 66 74 79 70 61 76 69 66 00 00 00 00 6d 69 66 31 61 76 69 66 6d 69 61 66 00 00 00 d6'),
};

describe('detectImageFormat', () => {
  it.each(Object.entries(realHeaders))('recognises %s from its first bytes', (format, bytes) => {
    expect(detectImageFormat(bytes)).toBe(format);
  });

  it('recognises a JPEG with an EXIF (APP1) marker and the older GIF87a', () => {
    expect(detectImageFormat(hex('ff d8 ff e1 12 34 45 78 69 66 00 00'))).toBe('jpeg');
    expect(detectImageFormat([...asciiBytes('GIF87a'), 1, 0, 1, 0])).toBe('gif');
  });

  it('recognises HEIC from phones, with heic or mif1 as major brand', () => {
    expect(detectImageFormat(ftyp('heic', 'mif1', 'heic'))).toBe('heif');
    expect(detectImageFormat(ftyp('mif1', 'heic'))).toBe('heif');
    expect(detectImageFormat(ftyp('heix'))).toBe('heif');
    expect(detectImageFormat(ftyp('msf1', 'hevc'))).toBe('heif');
  });

  it('accepts a Uint8Array as well as a list of numbers', () => {
    expect(detectImageFormat(new Uint8Array(realHeaders.png))).toBe('png');
  });

  it.each([
    ['nothing', []],
    ['a lone JPEG start', hex('ff d8')],
    ['text', asciiBytes('hello, this is not an image')],
    ['HTML', asciiBytes('<!doctype html><html>')],
    ['PDF', asciiBytes('%PDF-1.7\n%')],
    ['an MP4 video', ftyp('isom', 'iso2', 'mp41')],
    ['a QuickTime video that lists an image brand', ftyp('qt  ', 'heic')],
    ['a WAV file (RIFF but not WEBP)', [...asciiBytes('RIFF'), 0, 0, 0, 0, ...asciiBytes('WAVEfmt ')]],
    ['a truncated PNG signature', hex('89 50 4e 47 0d 0a 1a')],
    ['an ftyp box of impossible size', [0xff, 0xff, 0xff, 0xff, ...asciiBytes('ftypheic'), 0, 0, 0, 0]],
    ['a GIF-like word', asciiBytes('GIF90a....')],
  ])('rejects %s', (_name, bytes) => {
    expect(detectImageFormat(bytes)).toBeNull();
  });
});
