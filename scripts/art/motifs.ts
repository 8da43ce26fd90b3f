/**
 * Line drawings in gold, each in a 200×200 box centred on 0,0, stroked by the canvas (see canvas.ts).
 * `soft` fills are a faint wash of gold that gives the drawings body without losing the line.
 */

const soft = (opacity = 0.1) => `fill="url(#gold)" fill-opacity="${opacity}"`;
const fmt = (n: number) => Number(n.toFixed(2));

/** An almond leaf with its midrib, from x,y pointing at `angle` degrees. */
export function leaf(x: number, y: number, angle: number, length: number, width: number, fill = 0.12): string {
  return (
    `<g transform="translate(${x} ${y}) rotate(${angle})">` +
    `<path d="M0 0 Q${length / 2} ${-width} ${length} 0 Q${length / 2} ${width} 0 0Z" ${soft(fill)}/>` +
    `<path d="M0 0 L${length * 0.9} 0" opacity="0.6"/></g>`
  );
}

/** Points along a cubic Bézier, for placing leaves on a stem. */
function bezierPoint(p: number[][], t: number): [number, number, number] {
  const [a, b, c, d] = p as [number[], number[], number[], number[]];
  const mt = 1 - t;
  const x = mt ** 3 * a[0]! + 3 * mt * mt * t * b[0]! + 3 * mt * t * t * c[0]! + t ** 3 * d[0]!;
  const y = mt ** 3 * a[1]! + 3 * mt * mt * t * b[1]! + 3 * mt * t * t * c[1]! + t ** 3 * d[1]!;
  const dx = 3 * mt * mt * (b[0]! - a[0]!) + 6 * mt * t * (c[0]! - b[0]!) + 3 * t * t * (d[0]! - c[0]!);
  const dy = 3 * mt * mt * (b[1]! - a[1]!) + 6 * mt * t * (c[1]! - b[1]!) + 3 * t * t * (d[1]! - c[1]!);
  return [x, y, (Math.atan2(dy, dx) * 180) / Math.PI];
}

/** A branch: a curved stem with leaves alternating sides, and optionally olives. */
export function branch(points: number[][], leaves = 9, leafLength = 26, olives = false): string {
  const [a, b, c, d] = points as [number[], number[], number[], number[]];
  let out = `<path d="M${a} C${b} ${c} ${d}"/>`;
  for (let i = 1; i <= leaves; i++) {
    const t = i / (leaves + 1);
    const [x, y, angle] = bezierPoint(points, t);
    const side = i % 2 ? -1 : 1;
    const len = leafLength * (1 - t * 0.35);
    out += leaf(x, y, angle + side * 38, len, len * 0.28);
    if (olives && i % 3 === 0) {
      const r = len * 0.22;
      out += `<ellipse cx="${fmt(x - side * r * 1.6)}" cy="${fmt(y + r * 1.8)}" rx="${fmt(r)}" ry="${fmt(r * 1.35)}" transform="rotate(${fmt(angle)} ${fmt(x)} ${fmt(y)})" ${soft(0.35)}/>`;
    }
  }
  return out;
}

/** A laurel wreath: two branches curving up from the bottom, open at the top. */
export function wreath(radius = 80): string {
  const r = radius;
  const left = [
    [-8, r],
    [-r * 0.9, r * 0.85],
    [-r * 1.15, -r * 0.3],
    [-r * 0.45, -r * 0.95],
  ];
  const right = left.map(([x, y]) => [-x!, y!]);
  return branch(left, 11, r * 0.32) + branch(right, 11, r * 0.32);
}

export const scissors = (): string =>
  `<path d="M6 -2 C-6 -40 -22 -75 -33 -97 C-15 -79 5 -45 15 -9Z" ${soft()}/>` +
  `<path d="M-6 -2 C6 -40 22 -75 33 -97 C15 -79 -5 -45 -15 -9Z" ${soft()}/>` +
  `<circle cx="0" cy="-8" r="4.5"/><circle cx="0" cy="-8" r="1.2" fill="url(#gold)"/>` +
  `<path d="M8 0 C6 16 -6 30 -16 40"/><path d="M-8 0 C-6 16 6 30 16 40"/>` +
  `<circle cx="-27" cy="58" r="19"/><circle cx="-27" cy="58" r="13" opacity="0.5"/>` +
  `<circle cx="27" cy="58" r="19"/><circle cx="27" cy="58" r="13" opacity="0.5"/>` +
  `<path d="M-44 68 C-58 74 -60 88 -50 96"/>`;

export function comb(): string {
  let teeth = '';
  for (let x = -74; x <= 74; x += 6.5) {
    const fine = x > 0;
    teeth += `<path d="M${fmt(x)} -4 L${fmt(x)} ${fine ? 22 : 28}"/>`;
  }
  return `<rect x="-82" y="-24" width="164" height="20" rx="6" ${soft(0.14)}/>` + teeth + `<path d="M-70 -14 L70 -14" opacity="0.4"/>`;
}

export const razor = (): string =>
  // Handle (scales) with two rivets, the blade swung open from the pivot.
  `<path d="M-92 26 C-60 10 -25 4 6 2 C10 8 8 14 2 16 C-28 18 -62 26 -88 36 C-96 36 -98 30 -92 26Z" ${soft(0.12)}/>` +
  `<circle cx="-70" cy="26" r="2.2"/><circle cx="-4" cy="9" r="3"/>` +
  `<path d="M-2 6 C20 -6 50 -20 88 -30 C96 -22 96 -8 90 -2 C60 4 30 10 4 14Z" ${soft(0.18)}/>` +
  `<path d="M10 4 C36 -6 62 -15 88 -22" opacity="0.45"/>`;

export function shavingBrush(): string {
  let hairs = '';
  for (let i = -5; i <= 5; i++) hairs += `<path d="M${i * 4} 18 Q${i * 7} -30 ${i * 9} -62" opacity="0.45"/>`;
  return (
    `<path d="M-22 18 C-52 -10 -50 -60 -30 -78 C-12 -92 12 -92 30 -78 C50 -60 52 -10 22 18Z" ${soft(0.12)}/>` +
    hairs +
    `<path d="M-24 18 L24 18 C24 30 16 36 16 46 C16 60 30 66 30 84 L-30 84 C-30 66 -16 60 -16 46 C-16 36 -24 30 -24 18Z" ${soft(0.2)}/>` +
    `<path d="M-30 92 L30 92"/><path d="M-18 30 L18 30" opacity="0.5"/>`
  );
}

export const barberChair = (): string =>
  // Side view, facing right: base, column, seat, arm, backrest with headrest, footrest.
  `<ellipse cx="0" cy="92" rx="52" ry="7" ${soft(0.12)}/>` +
  `<path d="M-8 85 L-8 40 M8 85 L8 40"/><path d="M-22 40 L22 40"/>` +
  `<path d="M-44 12 C-46 26 -40 36 -28 38 L40 38 C48 38 52 30 50 22 L46 12Z" ${soft(0.14)}/>` +
  `<path d="M-40 12 L-56 -62 C-58 -70 -50 -74 -44 -70 L-24 8" ${soft(0.1)}/>` +
  `<rect x="-66" y="-96" width="26" height="18" rx="8" transform="rotate(-12 -53 -87)" ${soft(0.14)}/>` +
  `<path d="M-52 -78 L-52 -70"/>` +
  `<path d="M-36 -12 L40 -12 C50 -12 52 -2 44 2 L-30 2"/><path d="M34 2 L34 12"/>` +
  `<path d="M50 30 L70 56 L92 56"/><path d="M62 64 L96 64" opacity="0.5"/>`;

/** A classical male profile facing right; `beard` adds a short trimmed beard, `hair` the crown. */
export function profile({ beard = false, hair = true } = {}): string {
  const face =
    'M-40 98 C-44 64 -62 44 -61 10 C-62 -32 -48 -72 -8 -79 C22 -83 44 -62 45 -35 C46 -25 45 -18 47 -12 ' +
    'C51 -4 58 6 62 14 C60 18 56 19 53 19 C54 23 55 26 54 28 C57 30 56 32 54 34 C53 38 50 40 50 43 ' +
    'C52 49 50 55 42 57 C34 59 26 61 24 70 L22 98';
  let out = `<path d="${face}" ${soft(0.08)}/>`;
  out += `<path d="M-8 -4 C-18 -8 -20 10 -12 20 C-8 26 -2 22 -4 16" />`; // ear
  out += `<path d="M30 -16 C34 -18 40 -18 44 -15" opacity="0.7"/>`; // brow
  out += `<path d="M34 -7 C37 -9 41 -9 44 -7" opacity="0.6"/>`; // eye
  if (hair) {
    for (let i = 0; i < 9; i++) {
      const a = -170 + i * 14;
      const r1 = 62;
      const rad = (a * Math.PI) / 180;
      const sx = -8 + Math.cos(rad) * r1 * 0.55;
      const sy = -12 + Math.sin(rad) * r1 * 1.02;
      out += `<path d="M${fmt(sx)} ${fmt(sy)} q${fmt(14 + i)} ${fmt(-6 - i * 0.6)} ${fmt(26 + i * 1.5)} ${fmt(-2 + i * 0.4)}" opacity="0.55"/>`;
    }
  }
  if (beard) {
    out += `<path d="M-4 24 C4 40 14 58 30 62 C40 64 48 60 50 50 C46 46 44 44 46 40" ${soft(0.22)}/>`;
    for (let i = 0; i < 6; i++) out += `<path d="M${2 + i * 7} ${32 + i * 4} l4 8" opacity="0.45"/>`;
  }
  return out;
}

/** A woman's profile facing left, hair swept back: serene and minimal. */
export const femaleProfile = (): string =>
  `<path d="M30 98 C34 70 20 62 16 50 C12 46 -4 50 -10 46 C-16 42 -12 38 -14 34 C-18 33 -18 30 -15 28 ` +
  `C-18 26 -19 23 -16 21 C-20 18 -26 14 -30 8 C-24 4 -20 -2 -22 -10 C-24 -34 -6 -66 26 -72 ` +
  `C56 -76 78 -54 80 -20 C82 10 70 30 60 44 C56 60 58 80 62 98" ${soft(0.08)}/>` +
  `<path d="M26 -72 C60 -92 96 -64 88 -24 C84 0 92 18 80 36" opacity="0.8"/>` +
  `<path d="M40 -60 C66 -62 80 -40 76 -10" opacity="0.45"/><path d="M52 -68 C84 -60 90 -28 84 6" opacity="0.35"/>` +
  `<path d="M-10 -14 C-6 -17 0 -17 4 -15" opacity="0.7"/><path d="M-14 -24 C-8 -29 2 -29 8 -26" opacity="0.6"/>`;

export const drop = (): string => `<path d="M0 -80 C22 -44 44 -18 44 14 C44 40 24 60 0 60 C-24 60 -44 40 -44 14 C-44 -18 -22 -44 0 -80Z" ${soft(0.14)}/>` + `<path d="M-22 16 C-22 34 -10 44 4 46" opacity="0.6"/>`;

export function ripples(): string {
  let out = '';
  for (let i = 1; i <= 5; i++) out += `<ellipse cx="0" cy="60" rx="${i * 18}" ry="${i * 4.5}" opacity="${1 - i * 0.16}"/>`;
  return out;
}

/** Lips in a single calm line, for filler treatments. */
export const lips = (): string =>
  `<path d="M-80 0 C-60 -10 -40 -34 -18 -30 C-8 -28 -4 -22 0 -20 C4 -22 8 -28 18 -30 C40 -34 60 -10 80 0 C56 12 30 36 0 36 C-30 36 -56 12 -80 0Z" ${soft(0.14)}/>` +
  `<path d="M-80 0 C-50 2 -24 6 0 4 C24 6 50 2 80 0" opacity="0.8"/>`;

export const serumBottle = (): string =>
  `<rect x="-26" y="-20" width="52" height="100" rx="12" ${soft(0.14)}/>` +
  `<rect x="-12" y="-40" width="24" height="20" rx="3"/><path d="M-8 -40 L-8 -62 C-8 -80 8 -80 8 -62 L8 -40" ${soft(0.18)}/>` +
  `<path d="M-16 20 L16 20 M-16 30 L10 30" opacity="0.5"/>`;

/** A bowl of pasta on a plate, seen from above, with a fork beside it and a basil leaf. */
export function pastaPlate(): string {
  let nest = '';
  for (let k = 0; k < 3; k++) {
    const points: string[] = [];
    for (let i = 0; i <= 120; i++) {
      const t = i / 120;
      const angle = t * Math.PI * 6 + k * 2.1;
      const r = 34 * (1 - t * 0.85) + 3 * Math.sin(t * 40 + k);
      points.push(`${fmt(-12 + Math.cos(angle) * r)} ${fmt(Math.sin(angle) * r)}`);
    }
    nest += `<path d="M${points.join(' L')}" opacity="${0.85 - k * 0.2}"/>`;
  }
  return (
    `<circle cx="-12" cy="0" r="74" ${soft(0.06)}/><circle cx="-12" cy="0" r="52" opacity="0.6"/>` +
    nest +
    leaf(-8, -10, -40, 22, 7, 0.3) +
    `<path d="M84 -74 L84 -40 M76 -74 L76 -44 M92 -74 L92 -44 M80 -74 L80 -42 M88 -74 L88 -42"/>` +
    `<path d="M76 -44 C76 -34 92 -34 92 -44"/><path d="M84 -36 L84 78" stroke-width="2"/>` +
    `<path d="M80 -6 C80 -10 88 -10 88 -6 L88 74 C88 80 80 80 80 74Z" ${soft(0.16)}/>`
  );
}

export const wineGlass = (): string =>
  `<path d="M-30 -84 C-34 -34 -22 -6 0 -4 C22 -6 34 -34 30 -84" ${soft(0.06)}/>` +
  `<ellipse cx="0" cy="-84" rx="30" ry="5"/>` +
  `<path d="M-29 -46 C-22 -40 22 -40 29 -46 C28 -24 18 -8 0 -6 C-18 -8 -28 -24 -29 -46Z" fill="#8a2a32" fill-opacity="0.55"/>` +
  `<path d="M0 -4 L0 70"/><ellipse cx="0" cy="74" rx="28" ry="5" ${soft(0.12)}/>` +
  `<path d="M-18 -76 C-22 -56 -20 -40 -14 -30" opacity="0.45"/>`;

export const wineBottle = (): string =>
  `<path d="M-8 -96 L8 -96 L8 -52 C8 -36 26 -30 26 -6 L26 84 C26 90 22 94 16 94 L-16 94 C-22 94 -26 90 -26 84 L-26 -6 C-26 -30 -8 -36 -8 -52Z" ${soft(0.12)}/>` +
  `<path d="M-10 -84 L10 -84"/><rect x="-20" y="14" width="40" height="40" rx="2" opacity="0.7"/><path d="M-12 28 L12 28 M-8 38 L8 38" opacity="0.5"/>`;

export function candle(): string {
  return (
    `<rect x="-20" y="-8" width="40" height="98" rx="3" ${soft(0.14)}/>` +
    `<path d="M-20 -2 C-10 4 -4 -2 2 4 C8 8 14 2 20 -2" opacity="0.6"/>` +
    `<path d="M0 -8 L0 -20"/>` +
    `<path d="M0 -78 C14 -54 16 -38 0 -22 C-16 -38 -14 -54 0 -78Z" fill="#f3e0b0" fill-opacity="0.35"/>` +
    `<path d="M0 -56 C6 -46 6 -38 0 -30 C-6 -38 -6 -46 0 -56Z" fill="#fff6dc" fill-opacity="0.7"/>`
  );
}

export const espresso = (): string =>
  `<path d="M-40 -6 L40 -6 C38 32 20 46 0 46 C-20 46 -38 32 -40 -6Z" ${soft(0.14)}/>` +
  `<ellipse cx="0" cy="-6" rx="40" ry="7"/><ellipse cx="0" cy="-5" rx="32" ry="4.5" fill="#5b3a1c" fill-opacity="0.6"/>` +
  `<path d="M39 4 C60 0 62 28 30 28"/>` +
  `<ellipse cx="0" cy="54" rx="70" ry="11" ${soft(0.08)}/>` +
  `<path d="M-14 -24 C-24 -40 -4 -50 -14 -70" opacity="0.55"/><path d="M4 -22 C-6 -40 14 -52 4 -78" opacity="0.7"/><path d="M20 -24 C12 -38 28 -48 20 -64" opacity="0.45"/>`;

export function focaccia(): string {
  let dimples = '';
  for (let i = 0; i < 12; i++) {
    const x = -60 + (i % 4) * 40 + (i % 2) * 8;
    const y = -26 + Math.floor(i / 4) * 26;
    dimples += `<circle cx="${x}" cy="${y}" r="3" ${soft(0.4)}/>`;
  }
  return `<rect x="-84" y="-48" width="168" height="96" rx="26" ${soft(0.12)}/>` + dimples + branch([[-40, 70], [-10, 40], [20, 30], [70, 6]], 8, 14);
}

export const dessertCoupe = (): string =>
  `<path d="M-56 -40 C-56 10 -26 24 0 24 C26 24 56 10 56 -40Z" ${soft(0.08)}/>` +
  `<ellipse cx="0" cy="-40" rx="56" ry="8"/>` +
  `<path d="M-50 -18 C-30 -10 -10 -24 10 -16 C30 -8 44 -20 52 -16" opacity="0.7"/><path d="M-40 4 C-20 10 0 -2 20 6 C30 10 40 4 44 2" opacity="0.6"/>` +
  `<path d="M0 24 L0 72"/><ellipse cx="0" cy="76" rx="32" ry="6" ${soft(0.12)}/>` +
  `<path d="M-14 -46 C-8 -60 8 -60 14 -46" ${soft(0.3)}/><circle cx="0" cy="-62" r="7" fill="#8a2a32" fill-opacity="0.7"/>`;

export function antipastiBoard(): string {
  return (
    `<circle cx="-6" cy="6" r="78" ${soft(0.07)}/><circle cx="-6" cy="6" r="70" opacity="0.4"/>` +
    `<path d="M70 -20 L96 -30 C100 -31 102 -26 98 -24 L73 -12"/>` +
    `<path d="M-50 -20 L-10 -44 L-6 -6Z" ${soft(0.3)}/><circle cx="-24" cy="-22" r="3"/>` +
    `<path d="M-46 28 C-36 16 -24 40 -12 26 C0 14 10 38 24 22 C32 14 40 26 44 20" stroke-width="3"/>` +
    [[20, -30], [30, -20], [14, -18], [26, -36]].map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="6" ry="8" fill="#4e5a2b" fill-opacity="0.7"/>`).join('') +
    [[-10, 50], [0, 56], [-4, 44], [8, 48], [-14, 60], [4, 62]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" ${soft(0.25)}/>`).join('')
  );
}

/** An arched window opening onto a terrace: string lights and a small table for two. */
export function terrace(): string {
  let bulbs = '';
  for (let i = 0; i <= 8; i++) {
    const x = -60 + i * 15;
    const y = -30 + 14 * Math.sin((i / 8) * Math.PI);
    bulbs += `<circle cx="${x}" cy="${fmt(y + 6)}" r="3" fill="#fff3cf" fill-opacity="0.9"/>`;
  }
  return (
    `<path d="M-70 96 L-70 -30 C-70 -74 -40 -96 0 -96 C40 -96 70 -74 70 -30 L70 96" ${soft(0.05)}/>` +
    `<path d="M-60 -30 C-30 -10 30 -10 60 -30"/>` +
    bulbs +
    `<ellipse cx="0" cy="40" rx="30" ry="6" ${soft(0.16)}/><path d="M0 46 L0 86 M-14 88 L14 88"/>` +
    `<path d="M-46 20 L-46 88 M-46 50 L-32 50 L-30 88"/><path d="M46 20 L46 88 M46 50 L32 50 L30 88"/>` +
    `<path d="M-4 34 L-4 22 M4 34 L4 24" opacity="0.7"/>`
  );
}

export function steeringWheel(): string {
  return (
    `<circle r="80" ${soft(0.06)}/><circle r="68" opacity="0.6"/><circle r="22" ${soft(0.16)}/>` +
    `<path d="M-22 0 C-40 4 -56 10 -68 10 M22 0 C40 4 56 10 68 10 M-10 20 C-8 40 -6 54 -4 68 M10 20 C8 40 6 54 4 68"/>` +
    `<circle r="8" opacity="0.7"/>`
  );
}

/** A mountain road at dusk with the light trails of passing cars. */
export const road = (): string =>
  `<path d="M-100 -10 L-60 -50 L-30 -24 L0 -62 L40 -18 L66 -40 L100 -6" opacity="0.5"/>` +
  `<path d="M-20 100 C-10 40 0 10 6 -6 M40 100 C24 40 14 10 10 -6" ${soft(0.06)}/>` +
  `<path d="M10 100 C6 60 8 30 8 0" opacity="0.6" stroke-dasharray="6 8"/>` +
  `<path d="M-40 100 C-20 50 0 20 7 -4" stroke="#f3e0b0" stroke-width="3" opacity="0.8"/><path d="M56 100 C30 50 16 20 9 -4" stroke="#d98a5a" stroke-width="3" opacity="0.7"/>`;

/** A crest: sunburst behind an arch, for the home page. */
export function sunburst(rays = 36, inner = 40, outer = 96): string {
  let out = '';
  for (let i = 0; i < rays; i++) {
    const a = (i / rays) * Math.PI * 2;
    const long = i % 2 === 0;
    const r2 = long ? outer : outer * 0.82;
    out += `<path d="M${fmt(Math.cos(a) * inner)} ${fmt(Math.sin(a) * inner)} L${fmt(Math.cos(a) * r2)} ${fmt(Math.sin(a) * r2)}" opacity="${long ? 0.5 : 0.3}"/>`;
  }
  return out;
}

export const arch = (w = 70, top = -90, bottom = 96): string =>
  `<path d="M${-w} ${bottom} L${-w} ${top + w} A${w} ${w} 0 0 1 ${w} ${top + w} L${w} ${bottom}"/>` +
  `<path d="M${-w + 8} ${bottom} L${-w + 8} ${top + w} A${w - 8} ${w - 8} 0 0 1 ${w - 8} ${top + w} L${w - 8} ${bottom}" opacity="0.45"/>`;

/** A pendant lamp hanging from the top edge. */
export const pendant = (): string =>
  `<path d="M0 -100 L0 -20"/><path d="M-30 10 C-30 -14 -16 -22 0 -22 C16 -22 30 -14 30 10Z" ${soft(0.14)}/>` +
  `<ellipse cx="0" cy="14" rx="10" ry="4" fill="#fff3cf" fill-opacity="0.7"/><path d="M-40 40 L-60 100 M40 40 L60 100 M0 40 L0 100" opacity="0.15"/>`;

export const sofa = (): string =>
  `<path d="M-90 10 C-92 -10 -80 -16 -70 -14 L70 -14 C80 -16 92 -10 90 10 L90 40 L-90 40Z" ${soft(0.1)}/>` +
  `<path d="M-70 -14 L-70 -46 C-70 -56 -60 -60 -50 -60 L50 -60 C60 -60 70 -56 70 -46 L70 -14" ${soft(0.06)}/>` +
  `<path d="M0 -60 L0 10 M-70 10 L70 10" opacity="0.5"/><path d="M-80 40 L-82 54 M80 40 L82 54"/>`;

export const mirror = (): string =>
  `<rect x="-46" y="-96" width="92" height="130" rx="46" ${soft(0.05)}/><rect x="-38" y="-88" width="76" height="114" rx="38" opacity="0.5"/>` +
  `<path d="M-20 -60 L10 -80 M-24 -40 L22 -70" opacity="0.3"/>`;

export const treatmentChair = (): string =>
  `<path d="M-90 30 C-90 18 -80 12 -68 12 L20 12 C34 12 44 4 56 -14 L78 -52 C84 -60 96 -56 92 -46 L70 -4 C60 16 44 34 20 34 L-78 34 C-86 34 -90 32 -90 30Z" ${soft(0.12)}/>` +
  `<path d="M-70 12 L-70 0 C-70 -8 -60 -10 -54 -6"/><path d="M0 34 L0 80 M-40 84 L40 84" /><ellipse cx="0" cy="86" rx="44" ry="5" opacity="0.5"/>` +
  `<path d="M70 -100 L70 -80 C70 -70 90 -70 90 -80" opacity="0.6"/>`;

export const desk = (): string =>
  `<path d="M-90 10 L90 10 L90 18 L-90 18Z" ${soft(0.14)}/><path d="M-80 18 L-80 80 M80 18 L80 80 M40 18 L40 80" opacity="0.7"/>` +
  `<path d="M-60 10 L-60 -30 L-10 -30 L-10 10" opacity="0.6"/><path d="M-35 -30 L-35 -40"/>` +
  `<path d="M30 10 C26 -8 24 -20 30 -34 M30 -10 C40 -22 50 -24 58 -20 M30 -18 C20 -28 12 -30 6 -28" opacity="0.7"/>` +
  `<rect x="22" y="0" width="16" height="10" ${soft(0.2)}/>`;

/** Hair strands rising from follicles beneath a line of skin: the idea of restoration. */
export function follicles(count = 7, density = 1): string {
  let out = `<path d="M-96 20 C-50 14 50 14 96 20" /><path d="M-96 34 C-50 28 50 28 96 34" opacity="0.3"/>`;
  for (let i = 0; i < count; i++) {
    const x = -78 + (i * 156) / (count - 1);
    out += `<ellipse cx="${fmt(x)}" cy="52" rx="5" ry="8" ${soft(0.3)}/><path d="M${fmt(x)} 44 L${fmt(x)} 18"/>`;
    for (let s = 0; s < density; s++) {
      const lean = 16 + s * 10;
      out += `<path d="M${fmt(x)} 18 C${fmt(x + lean * 0.2)} -20 ${fmt(x + lean)} -50 ${fmt(x + lean * 1.6)} -86" opacity="${0.9 - s * 0.25}"/>`;
    }
  }
  return out;
}

/** An eye with a drawn brow above it. */
export function eyeAndBrow(brow = 1): string {
  let out =
    `<path d="M-70 20 C-40 -10 40 -10 70 20 C40 40 -40 40 -70 20Z" ${soft(0.06)}/>` +
    `<circle cx="0" cy="18" r="16" opacity="0.8"/><circle cx="0" cy="18" r="6" ${soft(0.5)}/>`;
  for (let i = 0; i < 8; i++) out += `<path d="M${-56 + i * 14} 32 L${-60 + i * 15} 42" opacity="0.35"/>`;
  const strokes = Math.round(18 * brow);
  for (let i = 0; i < strokes; i++) {
    const t = i / Math.max(1, strokes - 1);
    const x = -70 + t * 140;
    const y = -30 - Math.sin(t * Math.PI * 0.9 + 0.2) * 18;
    out += `<path d="M${fmt(x)} ${fmt(y + 8)} l${fmt(10 + t * 6)} ${fmt(-8 + t * 10)}" opacity="0.85"/>`;
  }
  return out;
}

/** The crown of a head seen from above, hair drawn in short strokes; `density` 0..1. */
export function crown(density: number, seed = 1): string {
  const scalp = `<ellipse cx="0" cy="0" rx="70" ry="84" ${soft(0.05)}/><path d="M-22 -84 C-10 -94 10 -94 22 -84" opacity="0.4"/>`;
  let s = seed;
  const rand = () => ((s = (s * 16807) % 2147483647) - 1) / 2147483646;
  const count = Math.round(40 + 220 * density);
  let strands = '';
  for (let i = 0; i < count; i++) {
    const a = rand() * Math.PI * 2;
    const r = Math.sqrt(rand()) * (density > 0.6 ? 1 : 0.45 + rand() * 0.55);
    if (density < 0.6 && r < 0.45) continue; // thinning at the crown
    const x = Math.cos(a) * r * 64;
    const y = Math.sin(a) * r * 78;
    const swirl = a + Math.PI / 2 + 0.4;
    strands += `M${fmt(x)} ${fmt(y)}l${fmt(Math.cos(swirl) * 9)} ${fmt(Math.sin(swirl) * 9)}`;
  }
  return scalp + `<path d="${strands}" opacity="0.8"/>`;
}

/** A medallion's beaded border. */
export function beadedRing(r = 92, beads = 72): string {
  let out = `<circle r="${r}"/><circle r="${r - 9}" opacity="0.6"/>`;
  for (let i = 0; i < beads; i++) {
    const a = (i / beads) * Math.PI * 2;
    out += `<circle cx="${fmt(Math.cos(a) * (r - 4.5))}" cy="${fmt(Math.sin(a) * (r - 4.5))}" r="1.3" fill="url(#gold)" stroke="none"/>`;
  }
  return out;
}

/** A grand tourer seen from the front: grille, slim lamps, the road's line beneath. */
export const carFront = (): string =>
  `<path d="M-86 40 C-90 20 -88 0 -78 -8 L-60 -16 C-50 -44 -36 -56 0 -56 C36 -56 50 -44 60 -16 L78 -8 C88 0 90 20 86 40 C86 48 80 52 72 52 L-72 52 C-80 52 -86 48 -86 40Z" ${soft(0.08)}/>` +
  `<path d="M-52 -18 C-44 -44 -30 -48 0 -48 C30 -48 44 -44 52 -18Z" opacity="0.7"/>` +
  `<path d="M-76 0 L-44 6 L-46 12 L-78 8Z M76 0 L44 6 L46 12 L78 8Z" fill="#fff3cf" fill-opacity="0.55"/>` +
  `<rect x="-26" y="6" width="52" height="26" rx="6" ${soft(0.14)}/>` +
  [-18, -9, 0, 9, 18].map((x) => `<path d="M${x} 8 L${x} 30" opacity="0.6"/>`).join('') +
  `<path d="M-70 52 L-70 66 L-50 66 L-50 52 M70 52 L70 66 L50 66 L50 52"/><path d="M-100 70 L100 70" opacity="0.4"/>` +
  `<path d="M-60 30 L-34 30 M60 30 L34 30" opacity="0.5"/>`;

export const horizon = (): string =>
  `<path d="M-100 20 L-70 -6 L-52 6 L-24 -30 L4 0 L30 -18 L60 8 L80 -4 L100 12" opacity="0.45"/>` +
  `<path d="M-100 60 L100 60" opacity="0.5"/><path d="M-80 72 L80 72 M-50 82 L50 82" opacity="0.2"/>`;
