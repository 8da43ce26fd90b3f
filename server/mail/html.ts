/**
 * Building blocks of the messages' HTML: escaping, and one calm layout in the house's colours
 * (inline styles and tables, since mail clients ignore style sheets). Everything a visitor typed
 * passes through escapeHtml before it reaches markup.
 */
import { isLanguage } from '../../core/languages.ts';
import { brand, cityLine, contact } from '../../content/site.ts';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** Escaped text whose line breaks stay visible. */
export function escapeMultiline(text: string): string {
  return escapeHtml(text).replace(/\r\n|\r|\n/g, '<br>');
}

/**
 * Text safe for a header such as Subject: control characters (CR and LF among them, which could
 * inject headers) and Unicode line separators become spaces, runs of spaces collapse, and the
 * result is cut to `max` characters.
 */
export function headerText(text: string, max = 200): string {
  const clean = text
    .replace(/[\p{Cc}\u2028\u2029]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

export const COLORS = {
  ink: '#12100e',
  inkSoft: '#1c1916',
  line: '#e4dccb',
  ivory: '#f6f1e7',
  paper: '#fffdf8',
  text: '#2b2620',
  muted: '#6b6254',
  gold: '#c9a96a',
  goldDeep: '#7a5f2c',
} as const;

const SERIF = "'Cormorant Garamond', Georgia, 'Times New Roman', serif";
const SANS = "Inter, 'Helvetica Neue', Arial, sans-serif";

/** Rows of label and value; values are escaped HTML already (callers decide about line breaks). */
export function detailsTable(rows: readonly [label: string, valueHtml: string][]): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:10px 16px 10px 0;border-bottom:1px solid ${COLORS.line};color:${COLORS.muted};font-size:13px;letter-spacing:0.04em;text-transform:uppercase;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td>` +
        `<td style="padding:10px 0;border-bottom:1px solid ${COLORS.line};color:${COLORS.text};font-size:15px;vertical-align:top">${value}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:8px 0 24px">${cells}</table>`;
}

export function heading(text: string, { first = false } = {}): string {
  return `<h2 style="margin:${first ? 0 : 32}px 0 8px;font-family:${SERIF};font-size:22px;font-weight:600;color:${COLORS.ink}">${escapeHtml(text)}</h2>`;
}

export function paragraph(html: string, { muted = false } = {}): string {
  return `<p style="margin:0 0 16px;font-size:15px;line-height:1.65;color:${muted ? COLORS.muted : COLORS.text}">${html}</p>`;
}

export function button(label: string, href: string): string {
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr>` +
    `<td style="background:${COLORS.ink};border-radius:999px"><a href="${escapeHtml(href)}" style="display:inline-block;padding:14px 28px;font-family:${SANS};font-size:15px;font-weight:600;color:${COLORS.gold};text-decoration:none">${escapeHtml(label)}</a></td>` +
    `</tr></table>`
  );
}

export function link(label: string, href: string): string {
  return `<a href="${escapeHtml(href)}" style="color:${COLORS.goldDeep};text-decoration:underline">${escapeHtml(label)}</a>`;
}

/** A whole message: dark band with the house's name, a light sheet for the content, the address below. */
export function layout({ language, title, preheader, body }: { language: string; title: string; preheader: string; body: string }): string {
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;background:${COLORS.ivory};font-family:${SANS}">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.ivory}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px">
<tr><td style="background:${COLORS.ink};padding:28px 32px;text-align:center;border-radius:4px 4px 0 0">
<div style="font-family:${SERIF};font-size:28px;letter-spacing:0.08em;color:${COLORS.gold}">${escapeHtml(brand.name)}</div>
<div style="margin:12px auto 0;width:48px;border-top:1px solid ${COLORS.gold}"></div>
</td></tr>
<tr><td style="background:${COLORS.paper};padding:32px;border:1px solid ${COLORS.line};border-top:0">
${body}
</td></tr>
<tr><td style="padding:20px 32px;text-align:center;font-size:12px;line-height:1.6;color:${COLORS.muted}">
${escapeHtml(brand.name)} · ${escapeHtml(contact.street)} · ${escapeHtml(cityLine(isLanguage(language) ? language : 'en'))}<br>
${escapeHtml(contact.phoneDisplay)} · ${escapeHtml(contact.email)}
</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
}
