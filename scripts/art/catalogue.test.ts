import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderArtwork } from './canvas.ts';
import * as car from './cars.ts';
import { catalogue, divider } from './catalogue.ts';
import * as m from './motifs.ts';

const mediaDir = path.resolve(import.meta.dirname, '..', '..', 'media');

/** What may recur from picture to picture: a room's lamp and mirror, the ground under a car, the line between before and after. */
const SHARED = new Set([m.pendant(), m.mirror(), car.groundLine(), divider]);

describe('the drawings of the site', () => {
  it('never show one drawing in two pictures', () => {
    const pictures = new Map<string, string[]>();
    for (const [name, art] of Object.entries(catalogue)) {
      for (const svg of new Set(art.motifs.map((motif) => motif.svg))) {
        if (!SHARED.has(svg)) pictures.set(svg, [...(pictures.get(svg) ?? []), name]);
      }
    }
    expect([...pictures.values()].filter((names) => names.length > 1)).toEqual([]);
  });

  it('in media/ are the ones the catalogue draws today', () => {
    const stale = Object.entries(catalogue)
      .filter(([name]) => existsSync(path.join(mediaDir, `${name}.svg`)))
      .filter(([name, art]) => readFileSync(path.join(mediaDir, `${name}.svg`), 'utf8') !== renderArtwork(art))
      .map(([name]) => name);
    expect(stale).toEqual([]);
  });

  it('stay a few kilobytes each', () => {
    const heavy = Object.entries(catalogue)
      .map(([name, art]) => [name, renderArtwork(art).length] as const)
      .filter(([, bytes]) => bytes > 14_000);
    expect(heavy).toEqual([]);
  });
});
