/**
 * The house's colours and type, for what the site's stylesheet cannot reach: the service's own
 * pages and its e-mails. The site declares the same values as CSS variables in src/styles.css
 * (`--color-gold` for `gold`, `--font-display` for `display`), and a test holds the two together.
 */
export const colors = {
  ink: '#12100e',
  inkSoft: '#1c1916',
  inkLine: '#2e2924',
  ivory: '#f6f1e7',
  ivoryDim: '#cfc6b6',
  sand: '#ebe3d3',
  gold: '#c9a96a',
  goldBright: '#dcc08a',
  goldDeep: '#7a5f2c',
  danger: '#b42318',
  dangerBright: '#f2998f',
} as const;

export const fonts = {
  display: "'Cormorant Garamond', 'Iowan Old Style', Georgia, serif",
  sans: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
} as const;

/** The light sheet an e-mail is written on: mail clients show dark text on light more faithfully than the site's dark ground. */
export const sheet = {
  paper: '#fffdf8',
  text: '#2b2620',
  muted: '#6b6254',
  line: '#e4dccb',
} as const;

/** Each token as the CSS variable the site's stylesheet declares: `--color-gold-bright: #dcc08a`. */
export function cssVariables(): string[] {
  const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return [
    ...Object.entries(colors).map(([name, value]) => `--color-${kebab(name)}: ${value};`),
    ...Object.entries(fonts).map(([name, value]) => `--font-${kebab(name)}: ${value};`),
  ];
}
