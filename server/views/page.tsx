/**
 * The service's own pages (a signed link's page, the newsletter's): server-rendered HTML on the
 * site's colours and type, with no script. Each links the site's own stylesheet when the built site
 * is served (for its web fonts, the same files the site's pages load), then one small stylesheet of
 * their own, written from the brand tokens; no inline style, so the pages need no CSP exception.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { cssVariables } from '../../content/brandTokens.ts';
import { brand } from '../../content/site.ts';
import type { Language } from '../../core/languages.ts';

/** Where the pages' stylesheet is served; outside the tokens' path, so no token can take its name. */
export const STYLESHEET_PATH = '/requests/assets/answer.css';

/**
 * The built site's entry stylesheets, read from Vite's build manifest, as the site's pages link
 * them; none without a built site (the pages then fall back to the system's fonts).
 */
export function siteStylesheets(distDir: string | null): string[] {
  if (distDir === null) return [];
  try {
    const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { isEntry?: boolean; css?: string[] }>;
    return Object.values(manifest).flatMap((chunk) => (chunk.isEntry ? (chunk.css ?? []) : [])).map((file) => `/${file}`);
  } catch {
    return [];
  }
}

export function ServicePage({ language, title, stylesheets, notice = false, children }: { language: Language; title: string; stylesheets: readonly string[]; notice?: boolean; children: ReactNode }) {
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <meta name="referrer" content="no-referrer" />
        <title>{`${title} · ${brand.name}`}</title>
        {[...stylesheets, STYLESHEET_PATH].map((href) => <link key={href} rel="stylesheet" href={href} />)}
      </head>
      <body className={notice ? 'notice' : undefined}>{children}</body>
    </html>
  );
}

export function renderPage(page: ReactElement): string {
  return `<!doctype html>\n${renderToStaticMarkup(page)}\n`;
}

/** The pages' stylesheet: the site's tokens, then the rules of the request pages and of the newsletter's notices (`.notice`). */
export const STYLESHEET = `:root {
  color-scheme: dark;
  ${cssVariables().join('\n  ')}
  --radius-pill: 999px;
}
* { box-sizing: border-box; }
html { background: var(--color-ink); color: var(--color-ivory); font-family: var(--font-sans); -webkit-text-size-adjust: 100%; }
body { margin: 0; line-height: 1.6; }
header { padding: 1.5rem; text-align: center; border-bottom: 1px solid var(--color-ink-line); }
.brand { font-family: var(--font-display); font-size: 1.5rem; letter-spacing: 0.08em; color: var(--color-gold); text-decoration: none; display: inline-block; min-height: 2.75rem; line-height: 2.75rem; }
main { max-width: 44rem; margin: 0 auto; padding: clamp(2rem, 6vw, 4rem) 1.5rem 4rem; }
h1 { font-family: var(--font-display); font-weight: 600; font-size: clamp(2rem, 5vw, 2.75rem); line-height: 1.15; margin: 0 0 1rem; }
h2 { font-family: var(--font-display); font-weight: 600; font-size: 1.5rem; line-height: inherit; margin: 2.5rem 0 1rem; }
.lead { color: var(--color-ivory-dim); margin: 0 0 2rem; }
.details { margin: 2rem 0 0; padding: 0.5rem 1.5rem; background: var(--color-ink-soft); border: 1px solid var(--color-ink-line); border-radius: 1.25rem; }
.details div { display: grid; grid-template-columns: minmax(7rem, 30%) 1fr; gap: 1rem; padding: 0.75rem 0; border-bottom: 1px solid var(--color-ink-line); }
.details div:last-child { border-bottom: 0; }
dt { color: var(--color-ivory-dim); font-size: 0.8125rem; letter-spacing: 0.06em; text-transform: uppercase; padding-top: 0.15rem; }
dd { margin: 0; overflow-wrap: anywhere; }
.photos { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr)); gap: 0.75rem; }
.photos a { display: block; border-radius: 0.75rem; overflow: hidden; border: 1px solid var(--color-ink-line); }
.photos img { display: block; width: 100%; aspect-ratio: 1; object-fit: cover; }
form.answer { margin: 0 0 1rem; }
fieldset { border: 1px solid var(--color-ink-line); border-radius: 1.25rem; margin: 0 0 1rem; padding: 1rem 1.25rem 1.25rem; }
legend { padding: 0 0.5rem; font-weight: 600; }
.slots { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.slot { display: inline-flex; align-items: center; gap: 0.5rem; min-height: 2.75rem; min-width: 2.75rem; padding: 0 1rem; border: 1px solid var(--color-ink-line); border-radius: var(--radius-pill); cursor: pointer; }
.slot:has(input:checked) { border-color: var(--color-gold); background: var(--color-ink-soft); }
.slot input { width: 1.125rem; height: 1.125rem; accent-color: var(--color-gold); margin: 0; }
button { min-height: 2.75rem; padding: 0 1.75rem; border: 0; border-radius: var(--radius-pill); background: var(--color-gold); color: var(--color-ink); font: 600 1rem var(--font-sans); cursor: pointer; margin-top: 0.5rem; }
.choices ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.75rem; }
.choice { display: inline-flex; align-items: center; min-height: 2.75rem; padding: 0 1.5rem; border: 1px solid var(--color-gold); border-radius: var(--radius-pill); color: var(--color-gold-bright); text-decoration: none; font-weight: 600; }
.error { color: var(--color-danger-bright); font-weight: 600; margin: 1rem 0; }
.back { margin-top: 3rem; }
.back a { display: inline-flex; align-items: center; min-height: 2.75rem; }
a { color: var(--color-gold-bright); text-decoration: underline; text-underline-offset: 4px; }
:focus-visible { outline: 2px solid var(--color-gold-bright); outline-offset: 3px; }
.notice { min-height: 100vh; display: grid; place-items: center; }
.notice main { max-width: 34rem; padding: 3rem 1.5rem; text-align: center; }
.notice .rule { width: 3rem; margin: 1rem auto 2.5rem; border-top: 1px solid var(--color-gold); }
.notice h1 { font-size: 2.25rem; line-height: 1.2; }
.notice p { color: var(--color-ivory-dim); line-height: 1.7; margin: 0 0 2rem; }
.notice form { margin-bottom: 2rem; }
@media (hover: hover) {
  button:hover { background: var(--color-gold-bright); }
  .choice:hover, .slot:hover { border-color: var(--color-gold-bright); }
}
`;
