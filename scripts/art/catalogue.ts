/**
 * Every placeholder picture of the site, by its name in media/. Landscape covers are 3:2, gallery
 * tiles square, the clinic and treatments 4:3, the home page's tall pieces 4:5.
 */
import type { Artwork, Placed } from './canvas.ts';
import * as car from './cars.ts';
import { backOfHead, head, portrait, sweptProfile, type Person } from './faces.ts';
import * as m from './motifs.ts';
import * as o from './objects.ts';

const COVER = { width: 1600, height: 1067 };
const TALL = { width: 1200, height: 1500 };
const SQUARE = { width: 1200, height: 1200 };
const FOUR_THREE = { width: 1200, height: 900 };
/** Team portraits are shown as 128 px circles: small canvases, bold lines. */
const PORTRAIT = { width: 600, height: 600 };

const team = (ground: Artwork['ground'], person: Person): Artwork => ({
  ...PORTRAIT,
  ground,
  glow: { x: 0.5, y: 0.4, r: 0.6 },
  motifs: [at(portrait(person), 0.5, 0.5, 1, { stroke: 6 })],
});

/** The planned edge of a beard on one cheek, dotted, as drawn before a beard transplant. */
const beardLine = '<path d="M-33 -4 C-28 6 -20 11 -12 13" stroke-dasharray="1 4" stroke-width="1.6"/>';

/** The hairline between the before and the after of a result picture. */
export const divider = '<path d="M0 -100 L0 100" opacity="0.5"/>';

/** A square result picture: the before on the left half, the after on the right, a hairline between. */
const beforeAfter = (ground: Artwork['ground'], before: Placed, after: Placed): Artwork => ({
  ...SQUARE,
  ground,
  glow: { x: 0.5, y: 0.5 },
  motifs: [before, after, { svg: divider, x: 0.5, y: 0.5, size: 0.9 }],
});

const at = (svg: string, x: number, y: number, size: number, extra: Partial<Placed> = {}): Placed => ({ svg, x, y, size, ...extra });

export const catalogue: Record<string, Artwork> = {
  // Home
  'home-hero': {
    ...TALL,
    ground: 'bronze',
    glow: { x: 0.5, y: 0.42, r: 0.7 },
    rings: true,
    motifs: [
      at(m.sunburst(48, 52, 98), 0.5, 0.42, 0.95, { opacity: 0.8 }),
      at(m.arch(70, -96, 100), 0.5, 0.5, 0.9),
      at(m.wreath(78), 0.5, 0.47, 0.62),
      at(m.scissors(), 0.5, 0.45, 0.4),
    ],
    sparkles: [
      [0.3, 0.22, 0.02],
      [0.72, 0.3, 0.014],
      [0.64, 0.74, 0.012],
    ],
  },
  'home-founder': {
    ...TALL,
    ground: 'ink',
    glow: { x: 0.5, y: 0.42, r: 0.6 },
    frame: true,
    motifs: [at(m.beadedRing(92, 90), 0.5, 0.44, 0.86), at(m.profile({ beard: true }), 0.5, 0.45, 0.62), at(m.branch([[-70, 10], [-30, 0], [30, 0], [70, 10]], 10, 16), 0.5, 0.82, 0.5)],
  },

  // Covers: the home page's service cards and the detail pages
  'barbershop-cover': {
    ...COVER,
    ground: 'ink',
    glow: { x: 0.5, y: 0.45 },
    rings: true,
    motifs: [at(o.thinningShears(), 0.38, 0.5, 0.8, { rotate: -24 }), at(m.comb(), 0.64, 0.52, 0.72, { rotate: 68 })],
    sparkles: [[0.7, 0.22, 0.018], [0.3, 0.7, 0.012]],
  },
  'hair-clinic-cover': {
    ...COVER,
    ground: 'steel',
    glow: { x: 0.55, y: 0.4 },
    rings: true,
    motifs: [at(sweptProfile(), 0.6, 0.52, 0.82), at(m.follicles(4, 2), 0.24, 0.58, 0.4, { opacity: 0.8 })],
    sparkles: [[0.36, 0.24, 0.016]],
  },
  'restaurant-cover': {
    ...COVER,
    ground: 'wine',
    glow: { x: 0.45, y: 0.45 },
    motifs: [at(o.pastaBowl(), 0.42, 0.56, 0.8), at(o.burgundyGlass(), 0.78, 0.5, 0.66)],
    sparkles: [[0.86, 0.18, 0.016]],
  },
  'car-rental-cover': {
    ...COVER,
    ground: 'steel',
    glow: { x: 0.5, y: 0.35, r: 0.7 },
    motifs: [at(m.horizon(), 0.5, 0.5, 1.5, { opacity: 0.8 }), at(car.roadster(), 0.5, 0.6, 1.05)],
    sparkles: [[0.8, 0.2, 0.014]],
  },
  'aesthetic-cover': {
    ...COVER,
    ground: 'sage',
    glow: { x: 0.55, y: 0.4 },
    rings: true,
    motifs: [at(m.femaleProfile(), 0.56, 0.52, 0.82), at(m.branch([[-10, 90], [-30, 30], [-20, -30], [10, -90]], 9, 24), 0.26, 0.55, 0.8)],
    sparkles: [[0.82, 0.3, 0.018], [0.76, 0.4, 0.01]],
  },

  // The home page's service cards: each house drawn again, with a subject of its own
  'barbershop-card': {
    ...COVER,
    ground: 'ink',
    glow: { x: 0.5, y: 0.42 },
    rings: true,
    motifs: [at(o.handMirror(), 0.36, 0.5, 0.74, { rotate: -14 }), at(o.clipper(), 0.64, 0.52, 0.7, { rotate: 22 })],
    sparkles: [[0.24, 0.24, 0.016], [0.78, 0.2, 0.012]],
  },
  'hair-clinic-card': {
    ...COVER,
    ground: 'steel',
    glow: { x: 0.45, y: 0.45 },
    rings: true,
    motifs: [at(o.lensView(), 0.31, 0.52, 0.6), at(o.microscope(), 0.67, 0.55, 0.72)],
    sparkles: [[0.5, 0.2, 0.014]],
  },
  'aesthetic-card': {
    ...COVER,
    ground: 'sage',
    glow: { x: 0.5, y: 0.42 },
    motifs: [
      at(o.roundLeafSprig(), 0.24, 0.5, 0.78, { rotate: -8 }),
      at(o.pumpBottle(), 0.42, 0.52, 0.66),
      at(o.creamJar(), 0.58, 0.66, 0.34),
      at(o.faceRoller(), 0.76, 0.52, 0.62, { rotate: 28 }),
    ],
    sparkles: [[0.62, 0.24, 0.016], [0.86, 0.76, 0.01]],
  },
  'car-rental-card': {
    ...COVER,
    ground: 'ink',
    glow: { x: 0.62, y: 0.42 },
    motifs: [at(o.windingRoad(), 0.68, 0.5, 0.84), at(o.carKey(), 0.28, 0.5, 0.7)],
    sparkles: [[0.84, 0.22, 0.014]],
  },

  // Hair clinic. The treatment cards may show their 4:3 pictures as wide as 2:1 (object-fit: cover keeps
  // the middle two thirds of the height), so each subject stays between about 19 % and 81 % of it.
  'hair-clinic-space-1': { ...FOUR_THREE, ground: 'steel', glow: { x: 0.5, y: 0.2 }, motifs: [at(m.arch(60, -96, 100), 0.5, 0.55, 0.9, { opacity: 0.6 }), at(m.pendant(), 0.32, 0.18, 0.36), at(m.pendant(), 0.68, 0.18, 0.36), at(m.sofa(), 0.5, 0.76, 0.55)] },
  'hair-clinic-space-2': { ...FOUR_THREE, ground: 'ink', glow: { x: 0.7, y: 0.3 }, frame: true, motifs: [at(m.treatmentChair(), 0.48, 0.6, 0.8), at(m.pendant(), 0.7, 0.16, 0.3)] },
  'hair-clinic-space-3': { ...FOUR_THREE, ground: 'steel', glow: { x: 0.4, y: 0.35 }, motifs: [at(m.desk(), 0.5, 0.62, 0.85), at(m.mirror(), 0.2, 0.45, 0.5, { opacity: 0.5 }), at(m.pendant(), 0.5, 0.14, 0.26)] },
  'hair-clinic-dhi': { ...FOUR_THREE, ground: 'steel', glow: { x: 0.5, y: 0.6 }, rings: true, motifs: [at(m.follicles(7, 2), 0.46, 0.56, 0.86), at(o.implanterPen(), 0.74, 0.36, 0.6, { rotate: 28 })] },
  'hair-clinic-eyebrow': { ...FOUR_THREE, ground: 'ink', glow: { x: 0.5, y: 0.45 }, motifs: [at(o.browGuides(), 0.5, 0.52, 0.9), at(m.eyeAndBrow(1), 0.5, 0.52, 0.9)] },
  'hair-clinic-beard': {
    ...FOUR_THREE,
    ground: 'bronze',
    glow: { x: 0.45, y: 0.5 },
    rings: true,
    motifs: [at(head({ face: 'long', hair: 'slick', beard: 'full' }), 0.5, 0.55, 0.82, { stroke: 3 }), at(beardLine, 0.5, 0.55, 0.82, { stroke: 3 })],
  },
  'hair-clinic-laser': { ...FOUR_THREE, ground: 'steel', glow: { x: 0.5, y: 0.55, r: 0.5 }, motifs: [at(o.laserCap(), 0.5, 0.5, 0.68)], sparkles: [[0.26, 0.3, 0.012]] },
  'hair-clinic-facial': {
    ...FOUR_THREE,
    ground: 'sage',
    glow: { x: 0.5, y: 0.4 },
    rings: true,
    motifs: [at(portrait({ face: 'oval', hair: 'towel', collar: 'crew', feminine: true, resting: true }), 0.5, 0.53, 0.74, { stroke: 3.5 })],
    sparkles: [[0.78, 0.26, 0.014], [0.24, 0.34, 0.012], [0.3, 0.7, 0.01]],
  },
  // Before and after: always before on the left, after on the right, split down the middle.
  'hair-clinic-result-1': beforeAfter('steel', at(m.crown(0.25, 3), 0.25, 0.5, 0.46), at(m.crown(1, 3), 0.75, 0.5, 0.46)),
  'hair-clinic-result-2': beforeAfter('ink', at(head({ face: 'oval', hair: 'receding' }), 0.25, 0.5, 0.78), at(head({ face: 'oval', hair: 'restored' }), 0.75, 0.5, 0.78)),
  'hair-clinic-result-3': beforeAfter('bronze', at(m.eyeAndBrow(0.3), 0.25, 0.52, 0.5), at(m.eyeAndBrow(1.1), 0.75, 0.52, 0.5)),
  'hair-clinic-result-4': beforeAfter('steel', at(head({ face: 'square', hair: 'crop', beard: 'patchy' }), 0.25, 0.48, 0.78), at(head({ face: 'square', hair: 'crop', beard: 'full' }), 0.75, 0.48, 0.78)),

  // Barbershop
  'barbershop-space': { ...TALL, ground: 'ink', glow: { x: 0.5, y: 0.3 }, motifs: [at(m.mirror(), 0.5, 0.36, 0.7, { opacity: 0.8 }), at(m.barberChair(), 0.5, 0.7, 0.7), at(m.pendant(), 0.22, 0.12, 0.3), at(m.pendant(), 0.78, 0.12, 0.3)] },
  'barbershop-work-1': { ...SQUARE, ground: 'ink', glow: { x: 0.5, y: 0.4 }, rings: true, motifs: [at(backOfHead(), 0.5, 0.54, 0.9, { stroke: 4 })] },
  'barbershop-work-2': { ...SQUARE, ground: 'bronze', glow: { x: 0.5, y: 0.45 }, motifs: [at(o.beardOil(), 0.5, 0.52, 0.8)] },
  'barbershop-work-3': { ...SQUARE, ground: 'ink', glow: { x: 0.5, y: 0.5 }, motifs: [at(m.razor(), 0.45, 0.4, 0.8, { rotate: -18 }), at(m.shavingBrush(), 0.72, 0.68, 0.42)] },
  'barbershop-work-4': { ...SQUARE, ground: 'ink', glow: { x: 0.5, y: 0.45 }, motifs: [at(o.hotTowel(), 0.5, 0.54, 0.84)] },
  'barbershop-work-5': { ...SQUARE, ground: 'bronze', glow: { x: 0.5, y: 0.35 }, motifs: [at(o.barberPole(), 0.46, 0.5, 0.86)] },
  'barbershop-work-6': { ...SQUARE, ground: 'ink', glow: { x: 0.5, y: 0.5 }, rings: true, motifs: [at(o.atomiser(), 0.46, 0.54, 0.76)], sparkles: [[0.72, 0.22, 0.02]] },

  // Restaurant tiles: pasta, wine, antipasti, olive, dessert, espresso, bread, candle, terrace
  'restaurant-tile-1': { ...SQUARE, ground: 'wine', glow: { x: 0.45, y: 0.45 }, motifs: [at(m.pastaPlate(), 0.5, 0.5, 0.88)] },
  'restaurant-tile-2': { ...SQUARE, ground: 'wine', glow: { x: 0.6, y: 0.35 }, motifs: [at(m.wineBottle(), 0.36, 0.52, 0.84), at(m.wineGlass(), 0.68, 0.56, 0.7)] },
  'restaurant-tile-3': { ...SQUARE, ground: 'olive', glow: { x: 0.5, y: 0.5 }, motifs: [at(m.antipastiBoard(), 0.5, 0.5, 0.86)] },
  'restaurant-tile-4': { ...SQUARE, ground: 'olive', glow: { x: 0.4, y: 0.4 }, motifs: [at(m.branch([[-90, 80], [-30, 30], [20, -10], [90, -80]], 12, 30, true), 0.5, 0.5, 0.9)] },
  'restaurant-tile-5': { ...SQUARE, ground: 'wine', glow: { x: 0.5, y: 0.4 }, frame: true, motifs: [at(m.dessertCoupe(), 0.5, 0.52, 0.8)] },
  'restaurant-tile-6': { ...SQUARE, ground: 'bronze', glow: { x: 0.5, y: 0.45 }, motifs: [at(m.espresso(), 0.5, 0.54, 0.8)] },
  'restaurant-tile-7': { ...SQUARE, ground: 'olive', glow: { x: 0.5, y: 0.5 }, motifs: [at(m.focaccia(), 0.5, 0.5, 0.86, { rotate: -8 })] },
  'restaurant-tile-8': { ...SQUARE, ground: 'wine', glow: { x: 0.5, y: 0.36, r: 0.5 }, motifs: [at(m.candle(), 0.5, 0.55, 0.7)], sparkles: [[0.3, 0.3, 0.012], [0.7, 0.24, 0.01]] },
  'restaurant-tile-9': { ...SQUARE, ground: 'ink', glow: { x: 0.5, y: 0.3 }, motifs: [at(m.terrace(), 0.5, 0.52, 0.9)] },

  // Car rental
  'car-rental-gallery-1': { ...FOUR_THREE, ground: 'steel', glow: { x: 0.5, y: 0.3 }, motifs: [at(m.road(), 0.5, 0.5, 1)] },
  'car-rental-gallery-2': { ...FOUR_THREE, ground: 'ink', glow: { x: 0.5, y: 0.5 }, rings: true, motifs: [at(m.steeringWheel(), 0.5, 0.5, 0.8)] },
  'car-rental-gallery-3': { ...FOUR_THREE, ground: 'bronze', glow: { x: 0.45, y: 0.45 }, motifs: [at(m.carFront(), 0.5, 0.5, 0.9)] },
  'car-rental-executive': { ...COVER, ground: 'steel', glow: { x: 0.5, y: 0.4 }, rings: true, motifs: [at(car.saloon(), 0.5, 0.55, 1.3, { stroke: 3 }), at(car.groundLine(), 0.5, 0.55, 1.3, { stroke: 3 })] },
  'car-rental-sports': { ...COVER, ground: 'bronze', glow: { x: 0.5, y: 0.4 }, rings: true, motifs: [at(car.sportsCoupe(), 0.5, 0.55, 1.3, { stroke: 3 }), at(car.groundLine(), 0.5, 0.55, 1.3, { stroke: 3 })] },
  'car-rental-compact': { ...COVER, ground: 'ink', glow: { x: 0.5, y: 0.4 }, rings: true, motifs: [at(car.hatchback(), 0.5, 0.56, 1.3, { stroke: 3 }), at(car.groundLine(), 0.5, 0.56, 1.3, { stroke: 3 })] },

  // Aesthetics
  'aesthetic-prp-facial': { ...FOUR_THREE, ground: 'sage', glow: { x: 0.5, y: 0.4 }, rings: true, motifs: [at(o.plasmaVial(), 0.5, 0.5, 0.86)], sparkles: [[0.66, 0.28, 0.016]] },
  'aesthetic-hydro-facial': { ...FOUR_THREE, ground: 'sage', glow: { x: 0.5, y: 0.4 }, rings: true, motifs: [at(m.drop(), 0.5, 0.38, 0.52), at(m.ripples(), 0.5, 0.6, 0.8)] },
  'aesthetic-filler': { ...FOUR_THREE, ground: 'wine', glow: { x: 0.5, y: 0.5 }, motifs: [at(m.lips(), 0.5, 0.5, 0.8), at(m.serumBottle(), 0.84, 0.55, 0.36, { opacity: 0.7 })] },

  // Team: each person drawn as themselves, for the round portraits on the clinic's and the barbershop's pages
  'team-erion-shehu': team('steel', { face: 'oval', hair: 'sidePart', glasses: 'round', collar: 'coat', lined: true }),
  'team-alba-dervishi': team('wine', { face: 'oval', hair: 'wavyLong', collar: 'blazer', feminine: true, earrings: true }),
  'team-klea-hysa': team('sage', { face: 'round', hair: 'bob', collar: 'blouse', feminine: true, necklace: true }),
  'team-genci-leka': team('olive', { face: 'square', hair: 'buzz', beard: 'stubble', moustache: true, collar: 'crew', lined: true }),
  'team-drita-mema': team('sage', { face: 'heart', hair: 'bun', collar: 'scrubs', feminine: true, earrings: true }),
  'team-arben-hoxha': team('bronze', { face: 'oval', hair: 'slick', beard: 'full', collar: 'open', lined: true }),
  'team-dritan-berisha': team('ink', { face: 'round', hair: 'curly', beard: 'short', collar: 'turtleneck' }),
  'team-ardit-krasniqi': team('steel', { face: 'long', hair: 'quiff', moustache: true, collar: 'shirtTie' }),
  'team-luan-basha': team('bronze', { face: 'square', hair: 'shaved', beard: 'full', glasses: 'square', collar: 'apron' }),
  'team-endrit-cela': team('ink', { face: 'heart', hair: 'crop', beard: 'goatee', collar: 'crew' }),
};
