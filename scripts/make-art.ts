/**
 * Writes the placeholder art of the site into media/ as SVG, from scripts/art/catalogue.ts.
 * Run it only to redraw the art: `npx tsx scripts/make-art.ts [name…]`. A photograph dropped into
 * media/ under the same name replaces a drawing (see README, "Pictures and films").
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderArtwork } from './art/canvas.ts';
import { catalogue } from './art/catalogue.ts';

const mediaDir = path.resolve(import.meta.dirname, '..', 'media');
const only = process.argv.slice(2);
for (const [name, art] of Object.entries(catalogue)) {
  if (only.length && !only.includes(name)) continue;
  writeFileSync(path.join(mediaDir, `${name}.svg`), renderArtwork(art));
}
console.log(`Wrote ${only.length || Object.keys(catalogue).length} drawings to media/.`);
