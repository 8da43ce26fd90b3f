/**
 * Faces seen from the front, in the 200-unit box of the motifs: the team's portraits (head and
 * shoulders, composed for a round crop) and the heads of the clinic's before-and-after pictures.
 * A face is built from a few choices (shape, hair, beard, glasses, collar), so each person differs
 * in silhouette, not only in detail.
 */

const soft = (opacity = 0.1) => `fill="url(#gold)" fill-opacity="${opacity}"`;
const fmt = (n: number) => Number(n.toFixed(2));
/** Round dots of diameter `size`, all in one path (a zero-length line with round caps is a dot). */
const dots = (points: readonly (readonly [number, number])[], size: number, opacity = 0.8) =>
  `<path d="${points.map(([x, y]) => `M${fmt(x)} ${fmt(y)}h0.01`).join('')}" stroke-width="${size}" opacity="${opacity}"/>`;

export type FaceShape = 'oval' | 'round' | 'square' | 'long' | 'heart';
export type Hair = 'crop' | 'sidePart' | 'slick' | 'buzz' | 'curly' | 'quiff' | 'shaved' | 'wavyLong' | 'bob' | 'bun' | 'straightLong' | 'receding' | 'restored' | 'towel';
export type Beard = 'stubble' | 'short' | 'full' | 'goatee' | 'patchy';
export type Collar = 'shirtTie' | 'coat' | 'open' | 'turtleneck' | 'crew' | 'scrubs' | 'blouse' | 'blazer' | 'apron';

export interface Person {
  face: FaceShape;
  hair: Hair;
  beard?: Beard;
  moustache?: boolean;
  glasses?: 'round' | 'square';
  collar: Collar;
  /** Softer brows, lashes and tinted lips. */
  feminine?: boolean;
  earrings?: boolean;
  necklace?: boolean;
  /** Lines at the eyes and brow. */
  lined?: boolean;
  /** Eyes closed, at rest. */
  resting?: boolean;
}

interface Outline {
  temple: number;
  cheek: number;
  jaw: number;
  chin: number;
  chinY: number;
}

const OUTLINES: Record<FaceShape, Outline> = {
  oval: { temple: 35, cheek: 37, jaw: 29, chin: 11, chinY: 38 },
  round: { temple: 37, cheek: 41, jaw: 35, chin: 15, chinY: 36 },
  square: { temple: 37, cheek: 39, jaw: 37, chin: 19, chinY: 37 },
  long: { temple: 32, cheek: 33, jaw: 27, chin: 11, chinY: 42 },
  heart: { temple: 37, cheek: 36, jaw: 25, chin: 8, chinY: 38 },
};

/** The face from the left temple round the chin to the right temple; the hair closes the top. */
function faceOutline(o: Outline): string {
  const { temple: t, cheek: c, jaw: j, chin: n, chinY: y } = o;
  return (
    `M${-t} -40 C${-t - 1} -26 ${-c} -16 ${-c} -4 C${-c} 10 ${-j} 16 ${-j + 1} 23 ` +
    `C${-j + 5} ${y - 4} ${-n - 7} ${y} ${-n} ${y} C${-n / 2} ${y + 2} ${n / 2} ${y + 2} ${n} ${y} ` +
    `C${n + 7} ${y} ${j - 5} ${y - 4} ${j - 1} 23 C${j} 16 ${c} 10 ${c} -4 C${c} -16 ${t + 1} -26 ${t} -40`
  );
}

function features(p: Person, o: Outline): string {
  const ear = (s: number) =>
    `<path d="M${s * o.cheek} -16 C${s * (o.cheek + 8)} -20 ${s * (o.cheek + 9)} -4 ${s * (o.cheek + 1)} 4" ${soft(0.08)}/>`;
  let out = ear(-1) + ear(1);
  const browLift = p.feminine ? -2 : 0;
  for (const s of [-1, 1]) {
    // Brow, eye (almond and iris), and lashes or lines.
    out += `<path d="M${s * 7} ${-21 + browLift} C${s * 13} ${-25 + browLift} ${s * 21} ${-25 + browLift} ${s * 26} ${-20 + browLift}" stroke-width="${p.feminine ? 1.6 : 2.4}"/>`;
    if (p.resting) {
      out += `<path d="M${s * 8} -12 C${s * 12} -8 ${s * 20} -8 ${s * 23} -12" />` + [10, 14, 18].map((x) => `<path d="M${s * x} -9.6 l${s * 0.6} 3" opacity="0.6"/>`).join('');
    } else {
      out += `<path d="M${s * 8} -12 C${s * 12} -16 ${s * 20} -16 ${s * 23} -12 C${s * 20} -9 ${s * 12} -9 ${s * 8} -12Z" ${soft(0.06)}/>`;
      out += `<circle cx="${s * 15.5}" cy="-12.5" r="2.6" fill="url(#gold)" fill-opacity="0.8" stroke="none"/>`;
      if (p.feminine) out += `<path d="M${s * 22} -13 L${s * 25} -15" />`;
    }
    if (p.lined) out += `<path d="M${s * 25} -9 L${s * 28} -8 M${s * 25} -12 L${s * 28} -13" opacity="0.5"/>`;
  }
  if (p.lined) out += `<path d="M-12 -31 C-4 -33 4 -33 12 -31" opacity="0.35"/>`;
  // Nose: one line down the side and the base.
  out += `<path d="M-3 -10 C-4 -2 -7 4 -6 7 C-4 10 -1 9 0 10 C1 9 4 10 6 7" opacity="0.85"/>`;
  // Mouth: a calm line with a hint of a smile; lips tinted on the women.
  if (p.feminine) {
    out += `<path d="M-10 21 C-6 18 -2 17 0 18.5 C2 17 6 18 10 21 C6 25 -6 25 -10 21Z" fill="#c98a72" fill-opacity="0.4"/><path d="M-10 21 C-4 22 4 22 10 21" opacity="0.8"/>`;
  } else {
    out += `<path d="M-10 20 C-4 22 4 22 10 20" /><path d="M-5 25 C-2 26 2 26 5 25" opacity="0.4"/>`;
  }
  return out;
}

function hair(p: Person, o: Outline): string {
  const t = o.temple;
  switch (p.hair) {
    case 'crop':
      return (
        `<path d="M${-t - 2} -30 C${-t - 5} -62 -22 -78 0 -78 C22 -78 ${t + 5} -62 ${t + 2} -30 C${t - 2} -38 ${t - 6} -44 ${t - 10} -44 C10 -48 -10 -48 ${-t + 10} -44 C${-t + 6} -44 ${-t + 2} -38 ${-t - 2} -30Z" ${soft(0.22)}/>` +
        [-24, -12, 0, 12, 24].map((x) => `<path d="M${x} -50 l${x / 8} -18" opacity="0.45"/>`).join('')
      );
    case 'sidePart':
      return (
        `<path d="M${-t - 2} -28 C${-t - 6} -64 -24 -82 2 -82 C28 -82 ${t + 6} -64 ${t + 2} -28 C${t - 2} -40 ${t - 8} -48 ${t - 14} -50 C10 -54 -4 -52 -12 -46 C${-t + 6} -44 ${-t + 1} -38 ${-t - 2} -28Z" ${soft(0.22)}/>` +
        `<path d="M-14 -48 L-16 -78" opacity="0.8"/><path d="M-10 -54 C6 -70 20 -72 ${t} -56 M-8 -62 C8 -76 22 -76 ${t + 2} -64" opacity="0.5"/>`
      );
    case 'slick':
      return (
        `<path d="M${-t - 1} -30 C${-t - 4} -62 -22 -80 0 -80 C22 -80 ${t + 4} -62 ${t + 1} -30 C${t - 2} -40 ${t - 6} -48 ${t - 12} -48 C14 -48 6 -46 0 -42 C-6 -46 -14 -48 ${-t + 12} -48 C${-t + 6} -48 ${-t + 2} -40 ${-t - 1} -30Z" ${soft(0.24)}/>` +
        [-20, -8, 6, 18].map((x) => `<path d="M${x} -46 C${x + 2} -58 ${x + 4} -68 ${x + x / 5} -78" opacity="0.5"/>`).join('')
      );
    case 'buzz': {
      const stipple: [number, number][] = [];
      for (let i = 0; i < 34; i++) {
        const x = -28 + (i % 9) * 7 + (Math.floor(i / 9) % 2) * 3.5;
        const y = -44 - Math.floor(i / 9) * 7;
        if (Math.abs(x) < t - 4 + (y + 44) * 0.2) stipple.push([x, y]);
      }
      return `<path d="M${-t} -34 C${-t - 3} -64 -20 -76 0 -76 C20 -76 ${t + 3} -64 ${t} -34" />` + dots(stipple, 1.8);
    }
    case 'curly': {
      let curls = '';
      const n = 13;
      for (let i = 0; i < n; i++) {
        const a = Math.PI * (1 + i / (n - 1));
        const x = Math.cos(a) * (t + 8);
        const y = -40 + Math.sin(a) * 44;
        curls += `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="9" ${soft(0.2)}/>`;
      }
      for (const [x, y] of [[-18, -56], [0, -62], [18, -56], [-8, -48], [10, -48]]) curls += `<circle cx="${x}" cy="${y}" r="7" ${soft(0.2)}/>`;
      return curls;
    }
    case 'quiff':
      return (
        `<path d="M${-t - 1} -30 C${-t - 2} -52 -28 -62 -16 -70 C-10 -90 24 -96 34 -80 C${t + 6} -66 ${t + 3} -48 ${t + 1} -30 C${t - 3} -40 ${t - 8} -46 ${t - 12} -46 C6 -50 -8 -50 ${-t + 10} -46 C${-t + 5} -44 ${-t + 1} -38 ${-t - 1} -30Z" ${soft(0.24)}/>` +
        `<path d="M-10 -50 C-8 -70 6 -84 26 -84 M0 -50 C2 -66 14 -76 30 -76" opacity="0.5"/>` +
        `<path d="M${-t - 1} -36 L${-t + 3} -48 M${t + 1} -36 L${t - 3} -48" opacity="0.4" stroke-dasharray="2 2"/>`
      );
    case 'shaved':
      // A shaved crown with a sheen, and close-cut hair above the ears only.
      return (
        `<path d="M${-t} -36 C${-t - 3} -66 -20 -78 0 -78 C20 -78 ${t + 3} -66 ${t} -36" ${soft(0.05)}/>` +
        `<path d="M-14 -68 C-6 -72 4 -72 10 -70" opacity="0.35"/>` +
        `<path d="M${-t - 1} -36 L${-t} -20 M${t + 1} -36 L${t} -20" stroke-width="3" opacity="0.5"/>`
      );
    case 'wavyLong':
      return (
        `<path d="M-4 -80 C-34 -82 -52 -60 -52 -30 C-52 0 -64 20 -58 44 C-54 60 -62 70 -56 78 C-40 76 -34 60 -38 40 C-42 20 ${-t - 2} 0 ${-t - 2} -20 C${-t - 2} -34 -24 -48 -4 -50 C10 -44 ${t + 2} -32 ${t + 2} -16 C${t + 2} 4 42 20 38 40 C34 60 40 76 56 78 C62 70 54 60 58 44 C64 20 52 0 52 -30 C52 -62 30 -80 -4 -80Z" ${soft(0.22)}/>` +
        `<path d="M-4 -78 C-8 -66 -6 -56 -4 -50" opacity="0.6"/><path d="M-46 -30 C-48 0 -52 30 -50 60 M46 -26 C48 4 50 30 48 62" opacity="0.4"/>`
      );
    case 'bob':
      return (
        `<path d="M0 -80 C-34 -80 -50 -58 -50 -30 C-50 -4 -48 14 -46 28 C-40 32 -34 32 ${-t + 2} 28 L${-t - 2} -24 C-24 -32 24 -32 ${t + 2} -24 L${t - 2} 28 C34 32 40 32 46 28 C48 14 50 -4 50 -30 C50 -58 34 -80 0 -80Z" ${soft(0.22)}/>` +
        [-24, -12, 0, 12, 24].map((x) => `<path d="M${x} -30 C${x + 1} -44 ${x * 0.6} -62 ${x * 0.2} -78" opacity="0.4"/>`).join('')
      );
    case 'bun':
      return (
        `<path d="M${-t - 2} -26 C${-t - 6} -60 -24 -76 0 -76 C24 -76 ${t + 6} -60 ${t + 2} -26 C${t - 2} -38 ${t - 10} -46 0 -46 C${-t + 10} -46 ${-t + 2} -38 ${-t - 2} -26Z" ${soft(0.22)}/>` +
        `<circle cx="0" cy="-86" r="15" ${soft(0.26)}/><path d="M-10 -90 C-4 -80 6 -80 10 -92 M-12 -84 C-2 -96 8 -94 12 -84" opacity="0.5"/>` +
        `<path d="M-28 -52 C-16 -64 16 -64 28 -52" opacity="0.4"/>`
      );
    case 'straightLong':
      return (
        `<path d="M8 -80 C-30 -82 -50 -60 -50 -30 L-52 70 C-46 74 -40 74 -36 70 L${-t - 1} -10 C${-t - 1} -34 -20 -48 10 -52 C20 -44 ${t + 1} -30 ${t + 1} -10 L36 70 C40 74 46 74 52 70 L50 -30 C50 -62 34 -80 8 -80Z" ${soft(0.22)}/>` +
        `<path d="M10 -78 C12 -68 12 -58 10 -52" opacity="0.6"/><path d="M-44 -20 L-45 64 M44 -20 L45 64" opacity="0.35"/>`
      );
    case 'receding':
      // Temples worn far back and a thin forelock: the hairline before a transplant.
      return (
        `<path d="M${-t - 1} -30 C${-t - 4} -62 -22 -80 0 -80 C22 -80 ${t + 4} -62 ${t + 1} -30 C${t - 1} -46 ${t - 4} -64 ${t - 12} -68 C12 -66 6 -60 0 -57 C-6 -60 -12 -66 ${-t + 12} -68 C${-t + 4} -64 ${-t + 1} -46 ${-t - 1} -30Z" ${soft(0.1)}/>` +
        `<path d="M-3 -59 l-1 -8 M3 -59 l1 -8 M-16 -70 l-1 -5 M16 -70 l1 -5" opacity="0.35"/>`
      );
    case 'restored':
      // A low, even hairline with dense strokes combed back.
      return (
        `<path d="M${-t - 2} -28 C${-t - 5} -62 -22 -80 0 -80 C22 -80 ${t + 5} -62 ${t + 2} -28 C${t - 1} -36 ${t - 5} -42 ${t - 10} -43 C10 -46 -10 -46 ${-t + 10} -43 C${-t + 5} -42 ${-t + 1} -36 ${-t - 2} -28Z" ${soft(0.26)}/>` +
        `<path d="${[-26, -20, -14, -8, -2, 4, 10, 16, 22, 28].map((x) => `M${x} -45 C${x + 1} -54 ${x * 0.8} -64 ${x * 0.5} -74`).join('')}" opacity="0.55"/>`
      );
    case 'towel':
      // Hair wrapped in a towel for a treatment: a soft turban with folds.
      return (
        `<path d="M${-t - 3} -24 C${-t - 12} -60 -30 -92 2 -92 C34 -92 ${t + 12} -62 ${t + 3} -24 C${t} -34 ${t - 6} -42 ${t - 12} -44 C10 -48 -10 -48 ${-t + 12} -44 C${-t + 6} -42 ${-t} -34 ${-t - 3} -24Z" ${soft(0.2)}/>` +
        `<path d="M${-t + 4} -44 C-10 -66 20 -84 ${t + 4} -60 M-30 -70 C-10 -84 16 -86 30 -78 M-16 -48 C-4 -60 10 -64 22 -60" opacity="0.55"/>` +
        // The tucked end of the towel, folded over at the front.
        `<path d="M-8 -45 C-4 -56 4 -66 16 -72 C20 -62 16 -52 10 -45" ${soft(0.25)}/>`
      );
  }
}

function beard(p: Person, o: Outline): string {
  const { cheek: c, jaw: j, chinY: y } = o;
  let out = '';
  if (p.beard === 'full' || p.beard === 'short') {
    const drop = p.beard === 'full' ? 18 : 6;
    const side = p.beard === 'full' ? c + 2 : c;
    out +=
      `<path d="M${-side} -6 C${-side} 20 ${-j} ${y + drop - 10} 0 ${y + drop} C${j} ${y + drop - 10} ${side} 20 ${side} -6 ` +
      `C${c - 6} 8 20 14 12 14 C6 12 -6 12 -12 14 C-20 14 ${-c + 6} 8 ${-side} -6Z" ${soft(p.beard === 'full' ? 0.3 : 0.24)}/>` +
      // The mouth kept clear, and the hair's direction in a few strokes.
      `<path d="M-11 18 C-6 24 6 24 11 18 C6 28 -6 28 -11 18Z" fill="#0d0b09" fill-opacity="0.7" stroke="none"/>`;
    for (let i = -3; i <= 3; i++) out += `<path d="M${i * 7} ${y - 4} l${i} ${drop / 2 + 4}" opacity="0.45"/>`;
  } else if (p.beard === 'stubble') {
    const stubble: [number, number][] = [];
    for (let i = 0; i < 48; i++) {
      const a = Math.PI * (0.08 + (0.84 * (i % 24)) / 23);
      const r = i < 24 ? 0.86 : 0.72;
      stubble.push([Math.cos(a) * j * r * 1.15, 10 + Math.sin(a) * (y - 8) * r]);
    }
    out += dots(stubble, 1.6, 0.7);
  } else if (p.beard === 'patchy') {
    // Uneven growth: a few tufts on the chin and cheeks with bare skin between.
    const tufts: [number, number, number][] = [[-3, y - 6, 8], [-j + 3, 4, 5], [j - 8, 12, 6], [-18, y - 12, 4]];
    let strokes = '';
    for (const [cx, cy, count] of tufts) {
      for (let i = 0; i < count; i++) strokes += `M${cx + i * 2.2} ${cy + ((i * 5) % 4)}l${fmt(0.6 - (i % 3) * 0.5)} 4`;
    }
    out += `<path d="${strokes}" opacity="0.75"/><path d="M-9 16 L-4 15 M5 15 L9 16" opacity="0.5"/>`;
  } else if (p.beard === 'goatee') {
    out += `<path d="M-12 26 C-14 36 -8 ${y + 8} 0 ${y + 10} C8 ${y + 8} 14 36 12 26 C6 30 -6 30 -12 26Z" ${soft(0.3)}/>`;
  }
  if (p.moustache || p.beard === 'full' || p.beard === 'short' || p.beard === 'goatee') {
    out += `<path d="M-14 19 C-10 12 -2 12 0 14 C2 12 10 12 14 19 C8 17 -8 17 -14 19Z" ${soft(0.4)}/>`;
  }
  return out;
}

function glasses(kind: Person['glasses']): string {
  if (!kind) return '';
  const lens = (s: number) =>
    kind === 'round' ? `<circle cx="${s * 15.5}" cy="-12" r="10" ${soft(0.05)}/>` : `<rect x="${s * 15.5 - 11}" y="-20" width="22" height="15" rx="3" ${soft(0.05)}/>`;
  return lens(-1) + lens(1) + `<path d="M-5 -14 C-2 -16 2 -16 5 -14 M-26 -14 L-36 -16 M26 -14 L36 -16"/>`;
}

/** Neck, shoulders and the top of the clothes. */
function bust(p: Person): string {
  let out =
    `<path d="M-14 30 L-15 56 M14 30 L15 56" />` +
    `<path d="M-15 54 C-28 64 -66 66 -84 80 C-92 86 -96 94 -98 104 M15 54 C28 64 66 66 84 80 C92 86 96 94 98 104" ${soft(0.1)}/>`;
  switch (p.collar) {
    case 'shirtTie':
    case 'coat':
      out += `<path d="M-16 52 L-22 70 L-3 62 M16 52 L22 70 L3 62" ${soft(0.18)}/><path d="M-3 62 L3 62 L5 70 L0 104 L-5 70Z" ${soft(0.3)}/>`;
      out +=
        p.collar === 'coat'
          ? `<path d="M-24 60 L-20 76 L-30 80 L-10 104 M24 60 L20 76 L30 80 L10 104" /><path d="M-60 90 L-40 90" opacity="0.5"/>`
          : `<path d="M-26 64 L-14 104 M26 64 L14 104" opacity="0.6"/>`;
      break;
    case 'open':
      out += `<path d="M-16 52 L-26 66 L-10 72 L0 90 L10 72 L26 66 L16 52" ${soft(0.12)}/><path d="M0 94 L0 104" opacity="0.5"/><circle cx="0" cy="98" r="1.5"/>`;
      break;
    case 'turtleneck':
      out += `<path d="M-19 40 C-20 52 -20 62 -18 70 C-6 74 6 74 18 70 C20 62 20 52 19 40 C8 44 -8 44 -19 40Z" ${soft(0.2)}/><path d="M-19 50 C-8 54 8 54 19 50 M-19 60 C-8 64 8 64 19 60" opacity="0.5"/>`;
      break;
    case 'crew':
      out += `<path d="M-20 56 C-16 70 16 70 20 56" /><path d="M-24 57 C-20 76 20 76 24 57" opacity="0.6"/>`;
      break;
    case 'scrubs':
      out += `<path d="M-18 56 L0 86 L18 56 M-24 58 L0 94 L24 58" /><path d="M-60 92 L-40 92 L-40 104" opacity="0.4"/>`;
      break;
    case 'blouse':
      out += `<path d="M-20 56 C-20 78 20 78 20 56" /><path d="M-26 60 C-30 70 -22 76 -14 74 M26 60 C30 70 22 76 14 74" opacity="0.5"/>`;
      break;
    case 'blazer':
      out += `<path d="M-16 54 L-6 80 L0 74 L6 80 L16 54" ${soft(0.12)}/><path d="M-24 60 L-14 84 L-22 88 L-6 104 M24 60 L14 84 L22 88 L6 104" />`;
      break;
    case 'apron':
      out += `<path d="M-20 56 C-16 70 16 70 20 56" /><path d="M-40 70 L-28 104 M40 70 L28 104" stroke-width="3" opacity="0.7"/><path d="M-28 96 L28 96" opacity="0.5"/>`;
      break;
  }
  if (p.necklace) out += `<path d="M-18 58 C-14 74 14 74 18 58" opacity="0.7"/><circle cx="0" cy="71" r="2.6" ${soft(0.8)}/>`;
  return out;
}

/** A head-and-shoulders portrait, head centred a little above the middle for a round crop. */
export function portrait(p: Person): string {
  const o = OUTLINES[p.face];
  const longHairBehind = p.hair === 'wavyLong' || p.hair === 'straightLong' || p.hair === 'bob';
  const hairDrawn = hair(p, o);
  const earrings = p.earrings ? [-1, 1].map((s) => `<circle cx="${s * (o.cheek + 3)}" cy="9" r="2.4" ${soft(0.8)}/>`).join('') : '';
  return (
    `<g transform="translate(0 4) scale(0.94)">` +
    (longHairBehind ? hairDrawn : '') +
    bust(p) +
    `<path d="${faceOutline(o)}" ${soft(0.07)}/>` +
    features(p, o) +
    beard(p, o) +
    glasses(p.glasses) +
    earrings +
    (longHairBehind ? '' : hairDrawn) +
    `</g>`
  );
}

/** A head without shoulders, centred on the face, for the before-and-after pictures. */
export function head(p: Omit<Person, 'collar'>): string {
  const o = OUTLINES[p.face];
  return (
    `<path d="M-14 30 L-15 60 M14 30 L15 60" opacity="0.7"/>` +
    // The skull behind the face, so skin shows wherever hair does not.
    `<path d="M${-o.temple} -40 C${-o.temple - 3} -66 -20 -80 0 -80 C20 -80 ${o.temple + 3} -66 ${o.temple} -40Z" ${soft(0.07)} stroke="none"/>` +
    `<path d="${faceOutline(o)}" ${soft(0.07)}/>` +
    features({ ...p, collar: 'crew' }, o) +
    beard({ ...p, collar: 'crew' }, o) +
    hair({ ...p, collar: 'crew' }, o)
  );
}

/** The back of a man's head after a cut: full on top, fading to a crisp, tapered neckline. */
export function backOfHead(): string {
  let strands = '';
  for (let i = -5; i <= 5; i++) strands += `M${i * 7} -84 C${i * 9} -70 ${i * 10} -50 ${i * 9.5} -30`;
  let fade = '';
  for (let row = 0; row < 5; row++) {
    const y = -24 + row * 8;
    const len = 6 - row;
    const step = 6 + row * 2;
    for (let x = -34 + row * 3; x <= 34 - row * 3; x += step) fade += `M${x} ${y}l0 ${len}`;
  }
  return (
    `<path d="M-14 18 L-18 60 M14 18 L18 60" />` +
    `<path d="M-18 54 C-30 62 -66 64 -84 78 C-92 84 -96 92 -98 100 M18 54 C30 62 66 64 84 78 C92 84 96 92 98 100" ${soft(0.1)}/>` +
    `<path d="M-20 50 C-8 56 8 56 20 50" opacity="0.6"/>` +
    `<path d="M-38 -6 C-46 -2 -48 -26 -40 -30 M38 -6 C46 -2 48 -26 40 -30" ${soft(0.08)}/>` +
    `<path d="M-40 -30 C-46 -70 -24 -92 0 -92 C24 -92 46 -70 40 -30 C38 -10 30 6 22 14 C12 20 -12 20 -22 14 C-30 6 -38 -10 -40 -30Z" ${soft(0.08)}/>` +
    `<path d="M-40 -30 C-46 -70 -24 -92 0 -92 C24 -92 46 -70 40 -30 C20 -34 -20 -34 -40 -30Z" ${soft(0.2)} stroke="none"/>` +
    `<path d="${strands}" opacity="0.5"/><path d="${fade}" opacity="0.7"/>` +
    `<path d="M-22 14 C-12 18 12 18 22 14" stroke-width="2"/>`
  );
}

/** A man's profile facing left, hair swept back: the clinic's emblem of a full head of hair. */
export function sweptProfile(): string {
  const face =
    'M34 98 C36 70 50 50 54 20 C60 -20 48 -70 4 -78 C-26 -82 -44 -64 -46 -40 C-46 -30 -44 -24 -48 -18 ' +
    'C-52 -10 -56 -2 -60 8 C-62 12 -60 15 -55 15 C-56 18 -56 22 -54 24 C-56 26 -55 29 -52 30 ' +
    'C-54 34 -52 38 -50 40 C-50 46 -52 52 -46 56 C-36 60 -26 60 -22 68 L-20 98';
  let hairLines = '';
  for (let i = 0; i < 7; i++) {
    const y0 = -64 + i * 3;
    hairLines += `M${-38 + i * 2} ${y0} C${-20 + i * 2} ${-88 + i * 4} ${30 - i} ${-86 + i * 6} ${50 - i * 2} ${-40 + i * 9}`;
  }
  // The neck fades out below the jaw instead of stopping in a hard, flat cut.
  const fade =
    `<defs><linearGradient id="neckFadeGradient" gradientUnits="userSpaceOnUse" x1="0" y1="60" x2="0" y2="96">` +
    `<stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>` +
    `<mask id="neckFade" maskUnits="userSpaceOnUse" x="-110" y="-110" width="220" height="220">` +
    `<rect x="-110" y="-110" width="220" height="220" fill="url(#neckFadeGradient)"/></mask></defs>`;
  return (
    fade +
    `<g mask="url(#neckFade)">` +
    `<path d="${face}" ${soft(0.08)}/>` +
    `<path d="M-40 -66 C-20 -92 40 -90 56 -30 C58 -10 54 6 48 14 C40 -10 20 -40 -40 -60Z" ${soft(0.2)}/>` +
    `<path d="${hairLines}" opacity="0.5"/>` +
    `<path d="M8 -4 C18 -8 20 10 12 20 C8 26 2 22 4 16" />` +
    `<path d="M-30 -18 C-34 -20 -40 -20 -44 -16" opacity="0.8" stroke-width="2"/>` +
    `<path d="M-34 -8 C-37 -10 -41 -10 -44 -7" opacity="0.7"/>` +
    `</g>`
  );
}
