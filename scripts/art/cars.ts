/**
 * Cars in profile, facing right, standing on the line y=48 of the 200-unit box. Each body has its
 * own silhouette (length, roof height, glasshouse, wheels) so the three classes of the fleet read
 * apart at a glance, even small.
 */

const soft = (opacity = 0.1) => `fill="url(#gold)" fill-opacity="${opacity}"`;
const fmt = (n: number) => Number(n.toFixed(2));
const GROUND = 48;

/** A wheel with tyre, rim and `spokes` spokes; `twin` doubles each spoke, as sports rims do. */
function wheel(x: number, r: number, spokes: number, twin = false): string {
  const y = GROUND - r;
  const rim = r * 0.68;
  let out = `<circle cx="${x}" cy="${y}" r="${r}" ${soft(0.12)}/><circle cx="${x}" cy="${y}" r="${fmt(rim)}" opacity="0.8"/><circle cx="${x}" cy="${y}" r="${fmt(r * 0.16)}"/>`;
  for (let i = 0; i < spokes; i++) {
    for (const offset of twin ? [-0.12, 0.12] : [0]) {
      const a = (i / spokes) * Math.PI * 2 + offset;
      const [c, s] = [Math.cos(a), Math.sin(a)];
      out += `<path d="M${fmt(x + c * r * 0.2)} ${fmt(y + s * r * 0.2)} L${fmt(x + c * rim)} ${fmt(y + s * rim)}" opacity="0.6"/>`;
    }
  }
  return out;
}

/** The underside of a body from the front back to the rear, arching over each wheel. */
function sill(front: number, rear: number, wheels: [number, number], arch: number, y = 36): string {
  const [a, b] = wheels;
  return `L${front} ${y} L${b + arch} ${y} A${arch} ${arch} 0 0 0 ${b - arch} ${y} L${a + arch} ${y} A${arch} ${arch} 0 0 0 ${a - arch} ${y} L${rear} ${y}`;
}

const lamp = (d: string, colour = '#fff3cf', opacity = 0.65) => `<path d="${d}" fill="${colour}" fill-opacity="${opacity}" stroke-width="0.6"/>`;

/** A long, formal three-box saloon: upright glasshouse with six lights, four doors, a long boot. */
export const saloon = (): string =>
  `<path d="M-97 32 L-98 12 C-98 4 -96 0 -92 -1 L-60 -3 C-52 -12 -44 -21 -34 -25 C-18 -28 0 -28 10 -25 C18 -19 26 -8 34 0 C56 2 80 3 95 5 C98 7 99 12 99 18 L98 32 ${sill(98, -97, [-62, 64], 21)}Z" ${soft(0.1)}/>` +
  // Glasshouse: front door, rear door and the small quarter light, with upright pillars.
  `<path d="M30 0 C24 -7 16 -16 9 -21 C-2 -24 -18 -24 -31 -21 C-40 -15 -48 -8 -54 -1Z" opacity="0.85"/><path d="M-9 -24 L-10 0 M-36 -18 L-38 -1" opacity="0.85"/>` +
  // Four doors: cut lines and two handles; a chrome belt and sill.
  `<path d="M32 2 L31 30 M-10 0 L-10 34 M-46 0 L-44 24" opacity="0.4"/><path d="M18 6 L25 6 M-22 6 L-15 6" opacity="0.8"/>` +
  `<path d="M34 2 L-60 -1" opacity="0.5"/><path d="M-40 31 L42 31" opacity="0.35"/><path d="M97 9 L97 22" opacity="0.5"/>` +
  lamp('M88 7 L98 8 L98 12 L89 11Z') +
  lamp('M-97 2 L-92 2 L-92 9 L-97 9Z', '#d98a5a', 0.6) +
  wheel(-62, 17, 10) +
  wheel(64, 17, 10);

/** A low two-door coupé: long bonnet, cabin set far back, a fastback falling to a short tail. */
export const sportsCoupe = (): string =>
  `<path d="M-95 32 L-97 10 L-94 -5 L-84 -3 C-66 -8 -44 -17 -28 -19 L-12 -19 C-2 -14 6 -6 14 -1 C44 2 76 6 96 12 L99 20 L97 32 ${sill(97, -95, [-58, 60], 23, 34)}Z" ${soft(0.1)}/>` +
  // One teardrop side window, one long door.
  `<path d="M10 -1 C2 -7 -6 -13 -13 -16 L-28 -16 C-40 -14 -50 -8 -58 -2 C-30 -2 -10 -1 10 -1Z" opacity="0.85"/>` +
  `<path d="M12 1 C13 12 12 22 10 28 M-40 -1 C-42 10 -41 20 -38 28" opacity="0.4"/><path d="M-32 4 L-25 4" opacity="0.8"/>` +
  // A rising character line, a vent behind the front wheel, a spoiler lip, slim swept lamps.
  `<path d="M36 14 C10 10 -40 6 -82 4" opacity="0.35"/><path d="M30 8 L36 18 M25 8 L31 18" opacity="0.6"/>` +
  `<path d="M-84 -3 L-95 -7" stroke-width="1.4"/>` +
  lamp('M84 9 C90 10 95 11 97 14 C92 14 87 13 84 12Z') +
  lamp('M-96 -1 L-90 -1 L-91 3 L-96 3Z', '#d98a5a', 0.7) +
  wheel(-58, 19, 5, true) +
  wheel(60, 19, 5, true);

/** A short, tall hatchback: upright windscreen, long flat roof with rails, a near-vertical tailgate. */
export const hatchback = (): string =>
  `<path d="M-71 34 L-72 8 L-70 -20 C-68 -30 -66 -36 -60 -38 L10 -37 C18 -26 26 -10 34 2 C48 4 62 6 70 10 C74 13 75 16 75 20 L75 34 ${sill(74, -71, [-44, 46], 20)}Z" ${soft(0.1)}/>` +
  // Two side lights and a wide rear pillar; roof rails on two feet.
  `<path d="M31 0 L9 -33 L-12 -33 L-12 0Z M-16 -33 L-55 -34 L-62 -18 L-62 -1 L-16 0Z" opacity="0.85"/>` +
  `<path d="M6 -41 L-54 -42 M2 -41 L2 -37 M-48 -42 L-48 -38" opacity="0.7"/>` +
  // One wide door and its handle, a rear lamp standing upright, a round headlamp.
  `<path d="M33 4 L31 30 M-14 0 L-16 34" opacity="0.4"/><path d="M-8 6 L-1 6" opacity="0.8"/>` +
  lamp('M-72 -16 L-68 -16 L-68 4 L-72 4Z', '#d98a5a', 0.6) +
  `<ellipse cx="69" cy="14" rx="4" ry="3" fill="#fff3cf" fill-opacity="0.6" stroke-width="0.6"/>` +
  wheel(-44, 15, 4) +
  wheel(46, 15, 4);

/** An open grand tourer: no roof, a raked windscreen frame, two headrests, a long rear deck. */
export const roadster = (): string =>
  `<path d="M-96 32 L-97 8 L-93 -4 L-44 -5 C-38 -3 -30 -3 -24 -4 L6 -4 L24 -2 C50 1 78 4 96 9 L99 18 L97 32 ${sill(97, -96, [-60, 62], 21, 34)}Z" ${soft(0.1)}/>` +
  `<path d="M24 -2 L8 -22 L4 -21 L18 -3" opacity="0.85"/><path d="M6 -12 L2 -8" opacity="0.5"/>` +
  `<path d="M-14 -4 L-15 -20 C-15 -24 -7 -24 -7 -20 L-7 -4 M-36 -4 L-37 -20 C-37 -24 -29 -24 -29 -20 L-29 -4" ${soft(0.18)}/>` +
  `<path d="M-44 -5 L-44 24 M14 -1 L13 28" opacity="0.4"/><path d="M-4 3 L3 3" opacity="0.8"/>` +
  `<path d="M30 10 C0 8 -50 6 -88 5" opacity="0.35"/>` +
  lamp('M86 7 C91 8 95 9 97 12 L88 11Z') +
  lamp('M-97 -1 L-92 -1 L-92 4 L-97 4Z', '#d98a5a', 0.7) +
  wheel(-60, 18, 6) +
  wheel(62, 18, 6);

/** A line of ground beneath a car, fading at both ends. */
export const groundLine = (): string => `<path d="M-100 ${GROUND} L100 ${GROUND}" opacity="0.35"/><path d="M-70 ${GROUND + 7} L70 ${GROUND + 7}" opacity="0.15"/>`;
