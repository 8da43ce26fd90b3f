/**
 * Draws the restaurant's two short films frame by frame in the house style (scripts/art) and
 * encodes each as VP9 WebM and H.264 MP4, silent, looping seamlessly, with a still for the poster:
 *   media/restaurant-kitchen.{webm,mp4}, media/restaurant-kitchen-poster.jpg
 *   media/restaurant-table.{webm,mp4},   media/restaurant-table-poster.jpg
 * Needs ffmpeg (Debian: apt-get install ffmpeg). Run it only to redraw: `npx tsx scripts/make-films.ts`.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { renderArtwork, sparkle, type Artwork } from './art/canvas.ts';
import * as m from './art/motifs.ts';

const mediaDir = path.resolve(import.meta.dirname, '..', 'media');
const WIDTH = 960;
const HEIGHT = 540;
const FPS = 24;
const SECONDS = 7;
const FRAMES = FPS * SECONDS;

/** A wisp of steam: a wavy line rising from x0, its phase moving with time t (0..1). */
function steam(x0: number, t: number, phase: number): string {
  const points: string[] = [];
  for (let i = 0; i <= 24; i++) {
    const k = i / 24;
    const y = 120 - k * 210;
    const x = x0 + Math.sin(k * 5 + (t + phase) * Math.PI * 2) * (5 + k * 18);
    points.push(`${x.toFixed(1)} ${y.toFixed(1)}`);
  }
  return `<path d="M${points.join(' L')}" stroke="#f3e0b0" stroke-width="3" fill="none" stroke-linecap="round" opacity="${(0.32 + 0.12 * Math.sin((t + phase) * Math.PI * 2)).toFixed(2)}"/>`;
}

/** Soft round lights out of focus, drifting slowly and returning to where they began. */
function bokeh(t: number, seed: number): string {
  let out = '';
  for (let i = 0; i < 14; i++) {
    const baseX = ((i * 137 + seed * 53) % 100) / 100;
    const baseY = ((i * 71 + seed * 29) % 60) / 100;
    const x = (baseX + 0.03 * Math.sin((t + i / 14) * Math.PI * 2)) * WIDTH;
    const y = (0.08 + baseY + 0.02 * Math.cos((t + i / 7) * Math.PI * 2)) * HEIGHT;
    const r = 14 + ((i * 37) % 30);
    out += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r}" fill="url(#bokeh)" opacity="${(0.35 + 0.25 * Math.sin((t * 2 + i / 5) * Math.PI)).toFixed(2)}"/>`;
  }
  return out;
}

const bokehGradient = `<radialGradient id="bokeh"><stop offset="0" stop-color="#f3d9a0" stop-opacity="0.55"/><stop offset="0.7" stop-color="#d2b273" stop-opacity="0.18"/><stop offset="1" stop-color="#d2b273" stop-opacity="0"/></radialGradient>`;

/** Inserts extra layers before the vignette, and extra defs, into a rendered artwork. */
function withLayers(art: Artwork, layers: string, defs = ''): string {
  return renderArtwork(art)
    .replace('<defs>', `<defs>${defs}`)
    .replace('<rect width="960" height="540" fill="url(#vignette)"/>', `${layers}<rect width="960" height="540" fill="url(#vignette)"/>`);
}

/** The kitchen: a plate of pasta under steam, the camera breathing in and out. */
function kitchenFrame(t: number): string {
  const zoom = 1.03 + 0.03 * Math.sin(t * Math.PI * 2);
  const art: Artwork = {
    width: WIDTH,
    height: HEIGHT,
    ground: 'wine',
    glow: { x: 0.45, y: 0.4, r: 0.7 },
    motifs: [
      { svg: m.pastaPlate(), x: 0.46, y: 0.58, size: 0.78 * zoom },
      { svg: m.wineGlass(), x: 0.8, y: 0.55, size: 0.62 * zoom, opacity: 0.85 },
    ],
  };
  const plateX = 0.46 * WIDTH - 0.06 * 0.78 * zoom * HEIGHT;
  const wisps = `<g transform="translate(0 ${0.3 * HEIGHT}) scale(1 ${zoom})">${[-40, 0, 40].map((dx, i) => steam(plateX + dx, t, i / 3)).join('')}</g>`;
  return withLayers(art, wisps + sparkle(0.84 * WIDTH, 0.2 * HEIGHT, 8 + 4 * Math.sin(t * Math.PI * 4)));
}

/** The table: a candle whose flame breathes, two glasses, lights of the room out of focus. */
function tableFrame(t: number): string {
  const flicker = 1 + 0.06 * Math.sin(t * Math.PI * 14) + 0.04 * Math.sin(t * Math.PI * 22);
  const art: Artwork = {
    width: WIDTH,
    height: HEIGHT,
    ground: 'ink',
    glow: { x: 0.5, y: 0.45, r: 0.55 * flicker },
    motifs: [
      { svg: m.wineGlass(), x: 0.3, y: 0.58, size: 0.72 },
      { svg: m.candle(), x: 0.5, y: 0.62, size: 0.62 },
      { svg: m.wineGlass(), x: 0.7, y: 0.58, size: 0.72 },
      { svg: '<path d="M-100 0 L100 0"/>', x: 0.5, y: 0.92, size: 1.9, opacity: 0.5 },
    ],
  };
  const halo = `<circle cx="${WIDTH * 0.5}" cy="${HEIGHT * 0.43}" r="${(70 * flicker).toFixed(1)}" fill="url(#bokeh)" opacity="0.7"/>`;
  return withLayers(art, bokeh(t, 3) + halo, bokehGradient);
}

async function encode(name: string, frame: (t: number) => string): Promise<void> {
  const raw = path.join(mediaDir, `${name}.rgb.tmp`);
  const out = createWriteStream(raw);
  for (let i = 0; i < FRAMES; i++) {
    const t = i / FRAMES; // t never reaches 1: the last frame leads straight back into the first
    const rgb = await sharp(Buffer.from(frame(t))).removeAlpha().raw().toBuffer();
    if (!out.write(rgb)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    if (i === 0) await sharp(rgb, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).jpeg({ quality: 90, mozjpeg: true }).toFile(path.join(mediaDir, `${name}-poster.jpg`));
  }
  await new Promise<void>((resolve) => out.end(() => resolve()));
  const input = ['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${WIDTH}x${HEIGHT}`, '-r', String(FPS), '-i', raw];
  await run('ffmpeg', ['-y', '-loglevel', 'error', ...input, '-an', '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '36', '-row-mt', '1', '-pix_fmt', 'yuv420p', path.join(mediaDir, `${name}.webm`)]);
  await run('ffmpeg', ['-y', '-loglevel', 'error', ...input, '-an', '-c:v', 'libx264', '-preset', 'slow', '-crf', '24', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', path.join(mediaDir, `${name}.mp4`)]);
  rmSync(raw);
  for (const ext of ['webm', 'mp4']) console.log(`${name}.${ext}: ${(statSync(path.join(mediaDir, `${name}.${ext}`)).size / 1024).toFixed(0)} KB`);
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`))));
  });
}

await encode('restaurant-kitchen', kitchenFrame);
await encode('restaurant-table', tableFrame);
