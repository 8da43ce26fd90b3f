/**
 * The page behind every signed link (/requests/:token): the booking's details, its photos for the
 * business, and at most one form whose button performs the link's action with a POST, so a mail
 * scanner that opens the link changes nothing. Server-rendered HTML on the site's colours and type,
 * styled by one small stylesheet (the pages' Content-Security-Policy keeps inline styles for the
 * site's notices only) and no script at all.
 */
import type { DaySlots } from '../../core/proposals.ts';
import { slotKey } from '../../core/proposals.ts';
import type { Language } from '../../core/languages.ts';
import type { ServiceId } from '../../core/services.ts';
import { brand } from '../../content/site.ts';
import { escapeHtml, escapeMultiline } from '../mail/html.ts';
import { fill, formatDate, mailStrings, type MailStrings } from '../mail/strings.ts';

export type PageStrings = MailStrings['requestPage'];
type TextKey = { [K in keyof PageStrings]: K }[keyof PageStrings];

/** Where the stylesheet is served; outside the tokens' path, so no token can take its name. */
export const STYLESHEET_PATH = '/requests/assets/answer.css';

export interface PageForm {
  button: TextKey;
  /** Times to choose from, each named "slot": checkboxes to propose several, radio buttons to move to one (`single`). */
  slots?: DaySlots[];
  single?: boolean;
  error?: string;
}

export interface RequestPage {
  language: Language;
  /** The booking's service, when the page is about one: a table's page words it as a reservation. */
  service?: ServiceId;
  title: string;
  lead?: string;
  /** Label and value rows, values as plain text (escaped here). */
  details?: [label: string, value: string][];
  photos?: { count: number; url: (n: number) => string };
  form?: PageForm;
  /** Links to the other answers (on the view page). */
  choices?: { label: string; url: string }[];
  siteUrl: string;
}

export function pageStrings(language: Language, service?: ServiceId): PageStrings {
  return mailStrings(language, service).requestPage;
}

export function text(language: Language, key: TextKey, values: Record<string, string | number> = {}, service?: ServiceId): string {
  return fill(pageStrings(language, service)[key], { brand: brand.name, ...values });
}

function detailsList(rows: [string, string][]): string {
  return `<dl class="details">${rows.map(([label, value]) => `<div><dt>${escapeHtml(label)}</dt><dd>${escapeMultiline(value)}</dd></div>`).join('')}</dl>`;
}

function photoGrid(language: Language, photos: NonNullable<RequestPage['photos']>): string {
  const s = pageStrings(language);
  const items = Array.from({ length: photos.count }, (_, n) => {
    const alt = fill(s.photoAlt, { number: n + 1, count: photos.count });
    return `<li><a href="${escapeHtml(photos.url(n))}"><img src="${escapeHtml(photos.url(n))}" alt="${escapeHtml(alt)}" loading="lazy"></a></li>`;
  }).join('');
  return `<section aria-labelledby="photos-title"><h2 id="photos-title">${escapeHtml(s.photos)}</h2><ul class="photos">${items}</ul></section>`;
}

function formHtml(language: Language, form: PageForm, service?: ServiceId): string {
  const s = pageStrings(language, service);
  const error = form.error ? `<p class="error" role="alert" id="form-error">${escapeHtml(form.error)}</p>` : '';
  const slots = (form.slots ?? [])
    .map(
      (day) =>
        `<fieldset><legend>${escapeHtml(formatDate(day.date, language))}</legend><div class="slots">${day.slots
          .map((time) => `<label class="slot"><input type="${form.single ? 'radio' : 'checkbox'}" name="slot" value="${escapeHtml(slotKey(day.date, time))}"> ${escapeHtml(time)}</label>`)
          .join('')}</div></fieldset>`,
    )
    .join('');
  const describedBy = form.error ? ' aria-describedby="form-error"' : '';
  return `<form method="post" class="answer"${describedBy}>${error}${slots}<button type="submit">${escapeHtml(s[form.button])}</button></form>`;
}

export function renderRequestPage(page: RequestPage): string {
  const s = pageStrings(page.language);
  const choices = page.choices?.length
    ? `<nav aria-labelledby="choices-title" class="choices"><h2 id="choices-title">${escapeHtml(s.viewChoices)}</h2><ul>${page.choices
        .map((choice) => `<li><a class="choice" href="${escapeHtml(choice.url)}">${escapeHtml(choice.label)}</a></li>`)
        .join('')}</ul></nav>`
    : '';
  return `<!doctype html>
<html lang="${page.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(page.title)} · ${escapeHtml(brand.name)}</title>
<link rel="stylesheet" href="${STYLESHEET_PATH}">
</head>
<body>
<header><a class="brand" href="${escapeHtml(page.siteUrl)}">${escapeHtml(brand.name)}</a></header>
<main>
<h1>${escapeHtml(page.title)}</h1>
${page.lead ? `<p class="lead">${escapeHtml(page.lead)}</p>` : ''}
${page.form ? formHtml(page.language, page.form, page.service) : ''}
${page.details ? detailsList(page.details) : ''}
${page.photos && page.photos.count > 0 ? photoGrid(page.language, page.photos) : ''}
${choices}
<p class="back"><a href="${escapeHtml(page.siteUrl)}">${escapeHtml(s.backToSite)}</a></p>
</main>
</body>
</html>
`;
}

/** The site's tokens (src/styles.css): ink and ivory with a muted gold, Cormorant Garamond and Inter. */
export const STYLESHEET = `:root {
  color-scheme: dark;
  --ink: #12100e; --ink-soft: #1c1916; --ink-line: #2e2924; --ivory: #f6f1e7; --ivory-dim: #cfc6b6;
  --gold: #c9a96a; --gold-bright: #dcc08a; --danger-bright: #f2998f;
  --font-display: 'Cormorant Garamond', 'Iowan Old Style', Georgia, serif;
  --font-sans: 'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  --radius-card: 1.25rem; --radius-pill: 999px;
}
* { box-sizing: border-box; }
html { background: var(--ink); color: var(--ivory); font-family: var(--font-sans); -webkit-text-size-adjust: 100%; }
body { margin: 0; line-height: 1.6; }
header { padding: 1.5rem; text-align: center; border-bottom: 1px solid var(--ink-line); }
.brand { font-family: var(--font-display); font-size: 1.5rem; letter-spacing: 0.08em; color: var(--gold); text-decoration: none; display: inline-block; min-height: 2.75rem; line-height: 2.75rem; }
main { max-width: 44rem; margin: 0 auto; padding: clamp(2rem, 6vw, 4rem) 1.5rem 4rem; }
h1 { font-family: var(--font-display); font-weight: 600; font-size: clamp(2rem, 5vw, 2.75rem); line-height: 1.15; margin: 0 0 1rem; }
h2 { font-family: var(--font-display); font-weight: 600; font-size: 1.5rem; margin: 2.5rem 0 1rem; }
.lead { color: var(--ivory-dim); margin: 0 0 2rem; }
.details { margin: 2rem 0 0; padding: 0.5rem 1.5rem; background: var(--ink-soft); border: 1px solid var(--ink-line); border-radius: var(--radius-card); }
.details div { display: grid; grid-template-columns: minmax(7rem, 30%) 1fr; gap: 1rem; padding: 0.75rem 0; border-bottom: 1px solid var(--ink-line); }
.details div:last-child { border-bottom: 0; }
dt { color: var(--ivory-dim); font-size: 0.8125rem; letter-spacing: 0.06em; text-transform: uppercase; padding-top: 0.15rem; }
dd { margin: 0; overflow-wrap: anywhere; }
.photos { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr)); gap: 0.75rem; }
.photos a { display: block; border-radius: 0.75rem; overflow: hidden; border: 1px solid var(--ink-line); }
.photos img { display: block; width: 100%; aspect-ratio: 1; object-fit: cover; }
form.answer { margin: 0 0 1rem; }
fieldset { border: 1px solid var(--ink-line); border-radius: var(--radius-card); margin: 0 0 1rem; padding: 1rem 1.25rem 1.25rem; }
legend { padding: 0 0.5rem; font-weight: 600; }
.slots { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.slot { display: inline-flex; align-items: center; gap: 0.5rem; min-height: 2.75rem; min-width: 2.75rem; padding: 0 1rem; border: 1px solid var(--ink-line); border-radius: var(--radius-pill); cursor: pointer; }
.slot:has(input:checked) { border-color: var(--gold); background: var(--ink-soft); }
.slot input { width: 1.125rem; height: 1.125rem; accent-color: var(--gold); margin: 0; }
button { min-height: 2.75rem; padding: 0 1.75rem; border: 0; border-radius: var(--radius-pill); background: var(--gold); color: var(--ink); font: 600 1rem var(--font-sans); cursor: pointer; margin-top: 0.5rem; }
.choices ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.75rem; }
.choice { display: inline-flex; align-items: center; min-height: 2.75rem; padding: 0 1.5rem; border: 1px solid var(--gold); border-radius: var(--radius-pill); color: var(--gold-bright); text-decoration: none; font-weight: 600; }
.error { color: var(--danger-bright); font-weight: 600; }
.back { margin-top: 3rem; }
.back a { display: inline-flex; align-items: center; min-height: 2.75rem; }
a { color: var(--gold-bright); text-underline-offset: 4px; }
:focus-visible { outline: 2px solid var(--gold-bright); outline-offset: 3px; }
@media (hover: hover) {
  button:hover { background: var(--gold-bright); }
  .choice:hover, .slot:hover { border-color: var(--gold-bright); }
}
`;
