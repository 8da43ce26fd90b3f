/**
 * The house style of the placeholder art in media/: gold line drawings on a dark, warm ground with
 * a soft glow, fine engraved rings and an optional hairline frame. Each picture is an SVG that the
 * image pipeline turns into AVIF and WebP like any photograph.
 */

export type Ground = 'ink' | 'wine' | 'olive' | 'sage' | 'steel' | 'bronze';

const grounds: Record<Ground, { from: string; to: string; glow: string }> = {
  ink: { from: '#0d0b09', to: '#2a2119', glow: '#c9a96a' },
  wine: { from: '#0f0708', to: '#35171b', glow: '#d9a066' },
  olive: { from: '#0b0c08', to: '#262a1b', glow: '#c9b06a' },
  sage: { from: '#0a0e0d', to: '#1f2b28', glow: '#e0c995' },
  steel: { from: '#090a0c', to: '#222830', glow: '#c9a96a' },
  bronze: { from: '#120c07', to: '#3d2910', glow: '#e3b66f' },
};

export interface Placed {
  /** Motif markup drawn in a 200×200 box centred on 0,0. */
  svg: string;
  /** Centre on the canvas, as fractions of width and height. */
  x: number;
  y: number;
  /** Size of the 200-unit box as a fraction of the canvas's shorter side. */
  size: number;
  rotate?: number;
  /** Stroke width in output pixels at the canvas size. */
  stroke?: number;
  opacity?: number;
}

export interface Artwork {
  width: number;
  height: number;
  ground: Ground;
  /** Where the light comes from, as fractions. */
  glow?: { x: number; y: number; r?: number };
  frame?: boolean;
  rings?: boolean;
  sparkles?: readonly [number, number, number][];
  motifs: readonly Placed[];
}

const gold = (id: string) =>
  `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="-100" y1="-100" x2="100" y2="100">` +
  `<stop offset="0" stop-color="#f3e0b0"/><stop offset="0.45" stop-color="#d2b273"/><stop offset="1" stop-color="#94733a"/></linearGradient>`;

/** A four-pointed glint at x,y (px) of radius r. */
export function sparkle(x: number, y: number, r: number): string {
  const k = r * 0.18;
  return `<path d="M${x} ${y - r} Q${x + k} ${y - k} ${x + r} ${y} Q${x + k} ${y + k} ${x} ${y + r} Q${x - k} ${y + k} ${x - r} ${y} Q${x - k} ${y - k} ${x} ${y - r}Z" fill="#f3e0b0" opacity="0.85"/>`;
}

export function renderArtwork(art: Artwork): string {
  const { width: w, height: h } = art;
  const g = grounds[art.ground];
  const short = Math.min(w, h);
  const glow = art.glow ?? { x: 0.5, y: 0.4 };
  const gx = glow.x * w;
  const gy = glow.y * h;
  const defs = [
    `<linearGradient id="ground" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="${g.from}"/><stop offset="1" stop-color="${g.to}"/></linearGradient>`,
    `<radialGradient id="glow" gradientUnits="userSpaceOnUse" cx="${gx}" cy="${gy}" r="${(glow.r ?? 0.75) * Math.max(w, h)}"><stop offset="0" stop-color="${g.glow}" stop-opacity="0.30"/><stop offset="0.45" stop-color="${g.glow}" stop-opacity="0.08"/><stop offset="1" stop-color="${g.glow}" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></radialGradient>`,
    gold('gold'),
  ];
  const layers: string[] = [
    `<rect width="${w}" height="${h}" fill="url(#ground)"/>`,
    `<rect width="${w}" height="${h}" fill="url(#glow)"/>`,
  ];
  if (art.rings) {
    const rings = Array.from({ length: 14 }, (_, i) => `<circle cx="${gx}" cy="${gy}" r="${short * (0.12 + i * 0.075)}"/>`).join('');
    layers.push(`<g fill="none" stroke="#d2b273" stroke-opacity="0.07" stroke-width="${short / 900}">${rings}</g>`);
  }
  for (const m of art.motifs) {
    const scale = (m.size * short) / 200;
    const stroke = (m.stroke ?? short / 330) / scale;
    layers.push(
      `<g transform="translate(${m.x * w} ${m.y * h}) rotate(${m.rotate ?? 0}) scale(${scale})" fill="none" stroke="url(#gold)" stroke-width="${stroke.toFixed(3)}" stroke-linecap="round" stroke-linejoin="round" opacity="${m.opacity ?? 1}">${m.svg}</g>`,
    );
  }
  for (const [x, y, r] of art.sparkles ?? []) layers.push(sparkle(x * w, y * h, r * short));
  layers.push(`<rect width="${w}" height="${h}" fill="url(#vignette)"/>`);
  if (art.frame) {
    const inset = short * 0.045;
    layers.push(
      `<rect x="${inset}" y="${inset}" width="${w - 2 * inset}" height="${h - 2 * inset}" fill="none" stroke="#c9a96a" stroke-opacity="0.55" stroke-width="${short / 600}"/>`,
      `<rect x="${inset * 1.35}" y="${inset * 1.35}" width="${w - 2.7 * inset}" height="${h - 2.7 * inset}" fill="none" stroke="#c9a96a" stroke-opacity="0.25" stroke-width="${short / 1200}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs.join('')}</defs>${layers.join('')}</svg>\n`;
}
