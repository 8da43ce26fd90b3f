/**
 * Still-life objects of the houses (clinic instruments, barbershop rituals, the table), drawn like
 * the motifs: gold line in a 200-unit box centred on 0,0.
 */

const soft = (opacity = 0.1) => `fill="url(#gold)" fill-opacity="${opacity}"`;
const fmt = (n: number) => Number(n.toFixed(2));
const WINE = 'fill="#8a2a32" fill-opacity="0.55"';

/** A low-level laser cap: a dome studded with diodes, glowing onto the space beneath it. */
export function laserCap(): string {
  let diodes = '';
  for (const [y, rx, n] of [[-52, 40, 5], [-28, 58, 7], [-4, 66, 9]] as const) {
    for (let i = 0; i < n; i++) {
      const a = Math.PI * (0.12 + (0.76 * i) / (n - 1));
      diodes += `M${fmt(-Math.cos(a) * rx)} ${fmt(y + Math.sin(a) * 6)}h0.01`;
    }
  }
  let rays = '';
  for (let i = -4; i <= 4; i++) rays += `M${i * 14} 26 L${i * 22} 92`;
  return (
    `<path d="${rays}" opacity="0.25"/>` +
    `<path d="M-70 20 C-74 -40 -40 -80 0 -80 C40 -80 74 -40 70 20" ${soft(0.12)}/>` +
    `<ellipse cx="0" cy="20" rx="70" ry="12" ${soft(0.08)}/><ellipse cx="0" cy="20" rx="62" ry="8" opacity="0.4"/>` +
    `<path d="M-40 -52 C-14 -46 14 -46 40 -52 M-58 -28 C-20 -20 20 -20 58 -28 M-66 -4 C-22 4 22 4 66 -4" opacity="0.35"/>` +
    `<path d="${diodes}" stroke="#fff3cf" stroke-width="5" opacity="0.9"/>` +
    `<path d="M68 -10 C90 -4 92 30 84 60" opacity="0.6"/><rect x="74" y="60" width="20" height="30" rx="4" ${soft(0.16)}/>`
  );
}

/** The implanter pen of the DHI technique, upright with its needle at the bottom. */
export const implanterPen = (): string =>
  `<rect x="-8" y="-100" width="16" height="80" rx="7" ${soft(0.16)}/>` +
  `<path d="M-8 -20 L-3 4 L3 4 L8 -20" ${soft(0.1)}/><path d="M0 4 L0 20"/>` +
  `<path d="M-8 -72 L8 -72 M-8 -66 L8 -66 M-8 -60 L8 -60" opacity="0.6"/><path d="M-3 -96 L-3 -30" opacity="0.35"/>` +
  `<ellipse cx="0" cy="-4" rx="1.5" ry="4" ${soft(0.5)}/>`;

/** Guide lines for mapping a brow onto the eye drawn by motifs.eyeAndBrow: start, arch and tail. */
export const browGuides = (): string =>
  `<path d="M-58 100 L-72 -30 M-58 100 L22 -52 M-58 100 L84 -26" opacity="0.4" stroke-dasharray="3 5"/>` +
  [[-71, -22], [14, -45], [72, -18]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4" ${soft(0.6)}/>`).join('');

/** A vial of platelet-rich plasma, golden over red, with a glass pipette leaning beside it. */
export const plasmaVial = (): string =>
  `<path d="M-40 -66 L-40 56 C-40 82 -4 82 -4 56 L-4 -66" ${soft(0.05)}/>` +
  `<path d="M-40 -10 L-4 -10 L-4 22 L-40 22Z" ${soft(0.4)} stroke="none"/>` +
  `<path d="M-40 22 L-4 22 L-4 56 C-4 76 -40 76 -40 56Z" ${WINE} stroke="none"/><path d="M-40 22 L-4 22" stroke-width="2.5"/>` +
  `<rect x="-44" y="-84" width="44" height="18" rx="3" ${soft(0.2)}/><path d="M-34 -40 L-34 -20" opacity="0.4"/>` +
  `<g transform="rotate(24 40 0)"><path d="M36 -90 C26 -90 26 -66 36 -62 L36 40 L38 56 L40 40 L40 -62 C50 -66 50 -90 40 -90Z" ${soft(0.1)}/></g>` +
  `<path d="M14 68 C18 76 22 80 18 86 C14 90 8 86 10 80 C11 76 13 72 14 68Z" ${soft(0.5)}/>`;

/** A dropper bottle of beard oil beside a wide-toothed beard comb. */
export function beardOil(): string {
  let teeth = '';
  for (let y = -40; y <= 70; y += 10) teeth += `M44 ${y} L${y < 0 ? 70 : 74} ${y}`;
  return (
    `<path d="M-56 -8 C-56 -20 -46 -24 -38 -24 L-6 -24 C2 -24 12 -20 12 -8 L12 82 C12 88 8 92 2 92 L-46 92 C-52 92 -56 88 -56 82Z" ${soft(0.14)}/>` +
    `<rect x="-36" y="-40" width="28" height="16" rx="2" ${soft(0.2)}/><rect x="-30" y="-52" width="16" height="12" rx="2"/>` +
    `<path d="M-28 -52 C-34 -70 -30 -88 -22 -88 C-14 -88 -10 -70 -16 -52" ${soft(0.3)}/>` +
    `<rect x="-46" y="14" width="48" height="46" rx="3" opacity="0.7"/><path d="M-36 30 L-8 30 M-32 42 L-12 42" opacity="0.5"/>` +
    `<rect x="32" y="-52" width="14" height="134" rx="6" ${soft(0.16)}/><path d="${teeth}" opacity="0.8"/>`
  );
}

/** A rolled hot towel on a tray, steam rising from it. */
export function hotTowel(): string {
  let spiral = '';
  for (let i = 0; i <= 60; i++) {
    const a = i * 0.32;
    const r = 2 + i * 0.5;
    spiral += `${i ? 'L' : 'M'}${fmt(-60 + Math.cos(a) * r)} ${fmt(14 + Math.sin(a) * r * 1.05)}`;
  }
  return (
    `<path d="M-96 52 L96 52 L84 66 L-84 66Z" ${soft(0.12)}/>` +
    `<path d="M-60 -18 L60 -18 C78 -18 78 46 60 46 L-60 46" ${soft(0.12)}/><ellipse cx="-60" cy="14" rx="30" ry="32" ${soft(0.1)}/>` +
    `<path d="${spiral}" opacity="0.7"/><path d="M-20 -18 C-16 0 -16 30 -20 46 M20 -18 C24 0 24 30 20 46" opacity="0.3"/>` +
    `<path d="M-30 -30 C-40 -46 -20 -56 -30 -76 M0 -28 C-10 -48 10 -60 0 -88 M30 -30 C20 -46 40 -56 30 -74" opacity="0.55"/>`
  );
}

/** A barber's pole on its wall bracket: glass cylinder, spiral stripes, domed caps. */
export function barberPole(): string {
  let stripes = '';
  for (let i = -5; i <= 3; i++) {
    const y = i * 22;
    stripes += `<path d="M-24 ${y + 24} L24 ${y} L24 ${y + 10} L-24 ${y + 34}Z" ${soft(0.35)} stroke="none"/>`;
  }
  return (
    `<defs><clipPath id="pole"><rect x="-24" y="-70" width="48" height="140"/></clipPath></defs>` +
    `<g clip-path="url(#pole)">${stripes}</g>` +
    `<rect x="-24" y="-70" width="48" height="140" ${soft(0.05)}/>` +
    `<path d="M-16 -70 L-16 70" opacity="0.3"/>` +
    `<path d="M-30 -70 L30 -70 L30 -78 L-30 -78Z M-30 70 L30 70 L30 78 L-30 78Z" ${soft(0.2)}/>` +
    `<path d="M-20 -78 C-20 -98 20 -98 20 -78" ${soft(0.2)}/><circle cx="0" cy="-98" r="4" ${soft(0.6)}/>` +
    `<path d="M-20 78 C-20 92 20 92 20 78" ${soft(0.2)}/>` +
    `<path d="M30 -50 L60 -50 L60 50 L30 50 M60 -60 L60 60" opacity="0.7"/>`
  );
}

/** A cut-glass bottle of cologne with its atomiser bulb and tassel. */
export const atomiser = (): string =>
  `<path d="M-44 -20 L-30 -34 L30 -34 L44 -20 L44 70 L30 84 L-30 84 L-44 70Z" ${soft(0.12)}/>` +
  `<path d="M-30 -20 L30 -20 L30 70 L-30 70Z M-44 -20 L-30 -20 M44 -20 L30 -20 M-44 70 L-30 70 M44 70 L30 70" opacity="0.45"/>` +
  `<path d="M-30 40 C-10 30 10 50 30 40" ${soft(0.2)}/>` +
  `<rect x="-10" y="-52" width="20" height="18" rx="2" ${soft(0.3)}/><path d="M-4 -52 L-4 -62 L4 -62 L4 -52 M4 -58 L14 -58"/>` +
  `<path d="M14 -58 C40 -60 54 -74 56 -90"/><ellipse cx="62" cy="-80" rx="10" ry="16" transform="rotate(30 62 -80)" ${soft(0.3)}/>` +
  `<path d="M70 -68 L76 -40 M70 -68 L70 -40 M70 -68 L82 -44" opacity="0.6"/>`;

/** Fresh pasta in a shallow bowl seen from the side, a fork lifting a twirl above it. */
export function pastaBowl(): string {
  let twirl = '';
  for (let i = 0; i < 5; i++) twirl += `<ellipse cx="22" cy="${-58 + i * 6}" rx="${16 - i * 1.5}" ry="5" opacity="${0.9 - i * 0.1}"/>`;
  // Ribbons of tagliatelle heaped in the bowl: long waves crossing each other.
  let mound = '';
  for (let i = 0; i < 6; i++) {
    const y = -4 - i * 3.4;
    const w = 64 - i * 9;
    mound += `M${-w} ${y + 2} C${-w / 2} ${y - 10} ${-w / 4} ${y + 8} 0 ${y - 2} C${w / 4} ${y - 10} ${w / 2} ${y + 8} ${w} ${y}`;
  }
  return (
    `<path d="${mound}" opacity="0.75"/>` +
    `<path d="M-80 0 C-76 30 -40 42 0 42 C40 42 76 30 80 0" ${soft(0.12)}/><ellipse cx="0" cy="0" rx="80" ry="9" ${soft(0.06)}/>` +
    `<path d="M-24 42 L-30 52 L30 52 L24 42" ${soft(0.12)}/>` +
    leafAt(-30, -14) +
    `<path d="M22 -60 L70 -96 M18 -56 L8 -48 M14 -62 L4 -56" />` +
    twirl +
    `<path d="M14 -36 C14 -28 10 -20 12 -8 M24 -34 C26 -24 24 -14 26 -6" opacity="0.6"/>`
  );
}

const leafAt = (x: number, y: number) =>
  `<g transform="translate(${x} ${y}) rotate(-30)"><path d="M0 0 Q10 -6 20 0 Q10 6 0 0Z" ${soft(0.35)}/><path d="M0 0 L18 0" opacity="0.6"/></g>`;

/** A wide Burgundy glass, half filled. */
export const burgundyGlass = (): string =>
  `<path d="M-26 -88 C-50 -56 -48 -6 0 -2 C48 -6 50 -56 26 -88" ${soft(0.06)}/><ellipse cx="0" cy="-88" rx="26" ry="4"/>` +
  `<path d="M-44 -40 C-20 -34 20 -34 44 -40 C42 -16 26 -4 0 -4 C-26 -4 -42 -16 -44 -40Z" ${WINE}/>` +
  `<path d="M0 -2 L0 64"/><ellipse cx="0" cy="68" rx="30" ry="5" ${soft(0.12)}/><path d="M-30 -74 C-38 -56 -38 -40 -32 -28" opacity="0.45"/>`;

/** Barber's thinning shears, slightly open: one plain blade, one toothed, a finger rest on the ring. */
export function thinningShears(): string {
  let teeth = '';
  for (let i = 0; i < 14; i++) {
    const y = -14 - i * 5.6;
    const x = 4 + i * 1.9;
    teeth += `M${fmt(x)} ${fmt(y)} l5 -1.5`;
  }
  return (
    `<path d="M-4 -4 C-10 -40 -22 -74 -30 -98 C-18 -80 -4 -48 6 -10Z" ${soft(0.14)}/>` +
    `<path d="M4 -4 C6 -40 18 -74 34 -98 L36 -94 C26 -70 16 -40 12 -8Z" ${soft(0.08)}/><path d="${teeth}" opacity="0.8"/>` +
    `<circle cx="0" cy="-6" r="4"/>` +
    `<path d="M-6 -2 C-10 12 -14 24 -18 32 M6 -2 C10 12 14 24 18 32"/>` +
    `<circle cx="-24" cy="50" r="19" ${soft(0.08)}/><circle cx="-24" cy="50" r="13" opacity="0.5"/>` +
    `<circle cx="24" cy="50" r="19" ${soft(0.08)}/><circle cx="24" cy="50" r="13" opacity="0.5"/>` +
    `<path d="M40 60 C54 64 60 76 52 88" />`
  );
}
