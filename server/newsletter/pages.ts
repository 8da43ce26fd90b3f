/**
 * The small pages behind the newsletter's links: confirm, unsubscribe, and what happened. A link
 * only shows a page with a button; the button (a POST) does the change. Mail scanners that open
 * every link in a message therefore cannot confirm or cancel a subscription on their own.
 */
import type { Language } from '../../core/languages.ts';
import { brand } from '../../content/site.ts';
import { escapeHtml } from '../mail/html.ts';
import { fill, mailStrings, type MailStrings } from '../mail/strings.ts';

type PageStrings = MailStrings['newsletterPage'];
type TextKey = { [K in keyof PageStrings]: K }[keyof PageStrings];

export interface PageContent {
  title: TextKey;
  text: TextKey;
  /** A button that POSTs back to the same address. */
  button?: TextKey;
}

export function renderNewsletterPage(language: Language, content: PageContent, siteUrl: string): string {
  const s = mailStrings(language).newsletterPage;
  const values = { brand: brand.name };
  const title = fill(s[content.title], values);
  const action = content.button
    ? `<form method="post"><button type="submit">${escapeHtml(fill(s[content.button], values))}</button></form>`
    : '';
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(brand.name)}</title>
<style>
  :root { color-scheme: dark; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #12100e; color: #f6f1e7;
    font-family: Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
  main { max-width: 34rem; padding: 3rem 1.5rem; text-align: center; }
  .brand { font-family: 'Cormorant Garamond', Georgia, serif; font-size: 1.5rem; letter-spacing: 0.08em; color: #c9a96a; }
  .rule { width: 3rem; margin: 1rem auto 2.5rem; border-top: 1px solid #c9a96a; }
  h1 { font-family: 'Cormorant Garamond', Georgia, serif; font-weight: 600; font-size: 2.25rem; line-height: 1.2; margin: 0 0 1rem; }
  p { color: #cfc6b6; line-height: 1.7; margin: 0 0 2rem; }
  button { min-height: 2.75rem; padding: 0 1.75rem; border: 0; border-radius: 999px; background: #c9a96a; color: #12100e;
    font: 600 1rem Inter, system-ui, sans-serif; cursor: pointer; }
  button:hover { background: #dcc08a; }
  a { color: #dcc08a; text-underline-offset: 4px; }
  :focus-visible { outline: 2px solid #dcc08a; outline-offset: 3px; }
  form { margin-bottom: 2rem; }
</style>
</head>
<body>
<main>
<div class="brand">${escapeHtml(brand.name)}</div>
<div class="rule" aria-hidden="true"></div>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(fill(s[content.text], values))}</p>
${action}
<a href="${escapeHtml(siteUrl)}">${escapeHtml(s.backToSite)}</a>
</main>
</body>
</html>
`;
}
