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

/** A barber's electric clipper seen from above: toothed blade, thumb switch, ribbed grip, a curl of cord. */
export function clipper(): string {
  let teeth = '';
  for (let x = -27; x <= 27; x += 4.5) teeth += `M${fmt(x)} -80 L${fmt(x)} -90`;
  let grip = '';
  for (let y = 28; y <= 60; y += 8) grip += `M${fmt(-19 + y * 0.04)} ${y} L${fmt(19 - y * 0.04)} ${y}`;
  return (
    `<path d="M-29 -62 L29 -62 C31 -20 26 40 21 70 C19 84 -19 84 -21 70 C-26 40 -31 -20 -29 -62Z" ${soft(0.14)}/>` +
    `<rect x="-31" y="-80" width="62" height="18" rx="3" ${soft(0.22)}/><path d="${teeth}" opacity="0.85"/>` +
    `<path d="M-24 -55 L24 -55" opacity="0.45"/><path d="M-20 -46 C-8 -42 8 -42 20 -46" opacity="0.3"/>` +
    `<rect x="-8" y="-24" width="16" height="30" rx="8" ${soft(0.2)}/><circle cx="0" cy="-14" r="3" ${soft(0.6)}/>` +
    `<path d="${grip}" opacity="0.4"/>` +
    `<path d="M0 80 C0 92 -10 96 -18 92 C-28 86 -20 74 -12 80 C-4 86 -8 98 -22 100" opacity="0.7"/>`
  );
}

/** An oval hand mirror with a turned handle, light glancing across the glass. */
export const handMirror = (): string =>
  `<ellipse cx="0" cy="-34" rx="46" ry="58" ${soft(0.06)}/><ellipse cx="0" cy="-34" rx="38" ry="50" opacity="0.5"/>` +
  `<path d="M-20 -62 L8 -80 M-26 -40 L18 -70 M-22 -18 L-6 -28" opacity="0.3"/>` +
  `<path d="M-8 24 L8 24 L6 34 L-6 34Z" ${soft(0.3)}/>` +
  `<path d="M-6 34 C-4 52 -9 72 -8 88 C-7 98 7 98 8 88 C9 72 4 52 6 34" ${soft(0.16)}/>` +
  `<path d="M-7 60 L7 60 M-8 66 L8 66" opacity="0.5"/>`;

/** A laboratory microscope in profile, facing left: foot, curved arm, inclined eyepiece, stage and lamp. */
export const microscope = (): string =>
  `<rect x="-70" y="82" width="130" height="12" rx="6" ${soft(0.16)}/>` +
  `<path d="M20 82 L22 44 C26 14 26 -10 14 -34 L4 -48 L20 -62 L34 -44 C48 -16 44 14 40 44 L40 82Z" ${soft(0.12)}/>` +
  `<circle cx="30" cy="36" r="12" ${soft(0.14)}/><circle cx="30" cy="36" r="4"/><circle cx="30" cy="58" r="6" opacity="0.7"/>` +
  `<rect x="-58" y="14" width="82" height="8" rx="2" ${soft(0.18)}/>` +
  `<rect x="-40" y="9" width="44" height="5" rx="1" opacity="0.8"/><circle cx="-14" cy="11.5" r="1.6" ${soft(0.8)}/>` +
  `<path d="M-52 14 L-48 8 L-30 8 M6 8 L14 8" opacity="0.6"/>` +
  `<path d="M-22 62 L-6 62 L-9 52 L-19 52Z" ${soft(0.2)}/><path d="M-14 52 L-14 24" opacity="0.3" stroke-dasharray="2 4"/><path d="M-14 62 L-14 82"/>` +
  `<rect x="-30" y="-48" width="46" height="22" rx="6" ${soft(0.14)}/>` +
  `<path d="M-24 -26 L4 -26 L-2 -16 L-18 -16Z" ${soft(0.2)}/>` +
  `<path d="M-16 -16 L-15 0 L-9 0 L-8 -16" ${soft(0.14)}/><path d="M-4 -18 L4 -6 L8 -9 L2 -20" opacity="0.6"/>` +
  `<g transform="rotate(-26 -8 -46)"><rect x="-17" y="-98" width="18" height="54" rx="3" ${soft(0.12)}/><rect x="-20" y="-112" width="24" height="16" rx="3" ${soft(0.22)}/></g>`;

/** A magnified view of one hair in the scalp: the shaft, its sheath and bulb, a gland beside it. */
export const lensView = (): string =>
  `<defs><clipPath id="lens"><circle r="74"/></clipPath></defs>` +
  `<circle r="82" ${soft(0.05)}/><circle r="74" opacity="0.45"/>` +
  `<g clip-path="url(#lens)">` +
  `<path d="M-80 -18 C-50 -24 -30 -12 0 -18 C30 -24 50 -12 80 -18" /><path d="M-80 -6 C-50 -12 -30 0 0 -6 C30 -12 50 0 80 -6 M-80 34 C-40 28 40 40 80 30" opacity="0.3"/>` +
  `<path d="M-7 -16 C-9 10 -16 34 -18 48 C-18 66 18 66 18 48 C16 34 9 10 7 -16" ${soft(0.12)}/>` +
  `<path d="M-8 60 C-7 50 7 50 8 60" ${soft(0.4)}/>` +
  `<path d="M-3 52 C-3 20 -3 -14 2 -50 C4 -64 10 -76 16 -90 M3 52 C3 20 3 -14 8 -50 C10 -64 16 -76 22 -90" ${soft(0.3)}/>` +
  `<path d="M8 -2 C22 -10 32 0 26 10 C22 18 12 14 9 8" ${soft(0.2)}/>` +
  `<path d="M-52 -18 C-52 -40 -48 -60 -40 -80 M-48 -18 C-48 -40 -42 -60 -34 -80 M46 -14 C48 -36 54 -56 62 -74 M50 -14 C52 -36 58 -56 66 -74" opacity="0.45"/>` +
  `</g>`;

const JADE = 'fill="#7fa38a" fill-opacity="0.35"';

/** A facial roller: a broad stone and a small one on a forked frame either end of a slim handle. */
export const faceRoller = (): string =>
  `<path d="M0 -40 L0 -56 M-24 -56 L24 -56 M-24 -56 L-24 -70 M24 -56 L24 -70" />` +
  `<rect x="-30" y="-90" width="60" height="24" rx="12" ${JADE}/><path d="M-20 -84 L18 -84" opacity="0.5"/>` +
  `<rect x="-6" y="-40" width="12" height="80" rx="6" ${soft(0.18)}/><path d="M-6 -30 L6 -30 M-6 30 L6 30" opacity="0.5"/>` +
  `<path d="M0 40 L0 48 M-14 48 L14 48 M-14 48 L-14 56 M14 48 L14 56" />` +
  `<rect x="-18" y="56" width="36" height="16" rx="8" ${JADE}/><path d="M-10 60 L10 60" opacity="0.5"/>`;

/** A tall pump bottle of serum with a band of label. */
export const pumpBottle = (): string =>
  `<path d="M-24 -20 C-24 -30 -18 -34 -10 -34 L10 -34 C18 -34 24 -30 24 -20 L24 84 C24 90 20 94 14 94 L-14 94 C-20 94 -24 90 -24 84Z" ${soft(0.12)}/>` +
  `<rect x="-12" y="-46" width="24" height="12" rx="2" ${soft(0.24)}/><path d="M-3 -46 L-3 -58 L3 -58 L3 -46" />` +
  `<path d="M-14 -58 L14 -58 L14 -68 L-14 -68Z M14 -65 L32 -65 L32 -61 L14 -61" ${soft(0.22)}/>` +
  `<rect x="-24" y="16" width="48" height="36" opacity="0.6"/><path d="M-12 28 L12 28 M-8 38 L8 38" opacity="0.45"/>` +
  `<path d="M-16 -20 L-16 8" opacity="0.35"/>`;

/** A low jar of cream, its lid set on top. */
export const creamJar = (): string =>
  `<path d="M-44 -4 L-44 30 C-44 42 44 42 44 30 L44 -4" ${soft(0.12)}/><ellipse cx="0" cy="-4" rx="44" ry="9" opacity="0.6"/>` +
  `<path d="M-46 -6 L-46 -22 L46 -22 L46 -6 C46 2 -46 2 -46 -6Z" ${soft(0.2)}/><ellipse cx="0" cy="-22" rx="46" ry="9" ${soft(0.1)}/>` +
  `<path d="M-30 14 C-10 20 10 20 30 14" opacity="0.35"/>`;

/** A sprig of round leaves in pairs along a bending stem, as eucalyptus grows. */
export function roundLeafSprig(): string {
  const stem = (t: number) => [fmt(-6 + Math.sin(t * 2.6) * 12), fmt(96 - t * 190)] as const;
  const points = Array.from({ length: 21 }, (_, i) => stem(i / 20).join(' '));
  let out = `<path d="M${points.join(' L')}"/>`;
  for (let i = 0; i < 8; i++) {
    const t = 0.12 + i * 0.115;
    const [x, y] = stem(t);
    const r = 14 - i * 1.2;
    const side = i % 2 ? 1 : -1;
    const cx = fmt(x + side * (r + 1));
    const cy = fmt(y - r * 0.4);
    out += `<ellipse cx="${cx}" cy="${cy}" rx="${fmt(r)}" ry="${fmt(r * 0.8)}" transform="rotate(${side * -24} ${cx} ${cy})" ${soft(0.14)}/>`;
    out += `<path d="M${x} ${y} L${fmt(x + side * r * 1.1)} ${fmt(y - r * 0.8)}" opacity="0.45"/>`;
  }
  const [tx, ty] = stem(1);
  return out + `<ellipse cx="${tx}" cy="${fmt(ty + 4)}" rx="4" ry="6" ${soft(0.2)}/>`;
}

const LEATHER = 'fill="#7a4a26" fill-opacity="0.45"';

/** A car key on a split ring with a stitched leather fob. */
export const carKey = (): string =>
  `<g transform="translate(-6 -52) rotate(20)"><path d="M-11 0 C-11 -16 11 -16 11 0 L16 96 C16 112 -16 112 -16 96Z" ${LEATHER}/>` +
  `<path d="M-7 8 L-11 94 C-11 104 11 104 11 94 L7 8" opacity="0.6" stroke-dasharray="2 3"/><circle cx="0" cy="0" r="4" ${soft(0.5)}/><circle cx="0" cy="70" r="8" opacity="0.5"/></g>` +
  `<circle cx="0" cy="-66" r="18"/><circle cx="0" cy="-66" r="14.5" opacity="0.45"/>` +
  `<g transform="translate(20 -34) rotate(-16)">` +
  `<rect x="-22" y="-16" width="44" height="60" rx="16" ${soft(0.18)}/><circle cx="0" cy="-8" r="4"/>` +
  `<circle cx="0" cy="10" r="5" opacity="0.7"/><circle cx="0" cy="26" r="5" opacity="0.7"/>` +
  `<path d="M-9 44 L-9 118 L0 128 L9 118 L9 108 L4 104 L9 98 L9 90 L4 86 L9 80 L9 44Z" ${soft(0.22)}/><path d="M-3 50 L-3 114" opacity="0.45"/></g>`;

/** A road winding up through rolling hills to the horizon, cypresses beside it and a low sun. */
export function windingRoad(): string {
  const centre = (t: number) => [fmt(10 + Math.sin(t * Math.PI * 2.2) * 40 * (1 - t * 0.7)), fmt(124 - t * 124)] as const;
  const left: string[] = [];
  const right: string[] = [];
  for (let i = 0; i <= 40; i++) {
    const t = i / 40;
    const [x, y] = centre(t);
    const w = 34 * (1 - t * 0.93);
    left.push(`${fmt(x - w)} ${y}`);
    right.push(`${fmt(x + w)} ${y}`);
  }
  const cypress = (x: number, y: number, h: number) =>
    `<path d="M${x} ${y} L${x} ${fmt(y + h * 0.12)}" opacity="0.6"/>` +
    `<path d="M${x} ${y} C${fmt(x - h * 0.16)} ${fmt(y - h * 0.3)} ${fmt(x - h * 0.08)} ${fmt(y - h * 0.75)} ${x} ${y - h} C${fmt(x + h * 0.08)} ${fmt(y - h * 0.75)} ${fmt(x + h * 0.16)} ${fmt(y - h * 0.3)} ${x} ${y}Z" ${soft(0.22)}/>`;
  return (
    `<circle cx="44" cy="-26" r="11" ${soft(0.12)}/>` +
    `<path d="M-96 4 C-70 -18 -40 -20 -12 -6 C14 6 44 -24 96 -8" opacity="0.5"/>` +
    `<path d="M-80 -12 C-60 -28 -40 -30 -24 -20 M60 -22 C74 -30 86 -30 98 -24" opacity="0.25"/>` +
    `<path d="M-96 36 C-76 24 -58 20 -34 24 M44 26 C62 18 80 16 96 22" opacity="0.35"/>` +
    `<path d="M${left.join(' L')} L${right.reverse().join(' L')}Z" ${soft(0.07)} stroke="none"/>` +
    `<path d="M${left.join(' L')}"/><path d="M${right.reverse().join(' L')}"/>` +
    cypress(-50, 30, 40) + cypress(-38, 34, 30) + cypress(66, 20, 28) + cypress(-2, -4, 12)
  );
}
