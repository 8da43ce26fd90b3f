import { LANGUAGES, type Language } from '../../../core/languages.ts';
import { brand } from '../../../content/site.ts';
import { localizedPath } from '../../../core/languageUrl.ts';
import { businessJsonLd } from './jsonLd.ts';
import { NOT_FOUND_PAGE, seoPageKey } from './seoPages.ts';

/** Reads a string of the `seo` namespace in the page's language. */
type SeoText = (key: string) => string;

export interface HeadInput {
  /** The route's path, e.g. '/booking'; any unknown path gets the 404 page's head. */
  pathname: string;
  language: Language;
  t: SeoText;
  /** Absolute origin of the public site, without a trailing slash. */
  siteUrl: string;
  /** Absolute URL of the image shown when the page is shared, if there is one. */
  imageUrl?: string;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');
const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeAttribute(content)}" />`;
const link = (attributes: Record<string, string>) =>
  `<link ${Object.entries(attributes).map(([k, v]) => `${k}="${escapeAttribute(v)}"`).join(' ')} />`;

/** JSON inside <script>: `</script>` and `<!--` must not be able to close or bend the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The <head> tags of one page in one language: title, description, canonical URL, the same page in
 * the other languages (hreflang), Open Graph, and the business as JSON-LD. The 404 page is
 * marked noindex and has no canonical or alternates.
 */
export function headTags({ pathname, language, t, siteUrl, imageUrl }: HeadInput): string {
  const page = seoPageKey(pathname);
  const title = t(`pages.${page}.title`);
  const description = t(`pages.${page}.description`);
  const tags = [`<title>${escapeText(title)}</title>`, meta('name', 'description', description)];

  if (page === NOT_FOUND_PAGE) {
    tags.push(meta('name', 'robots', 'noindex'));
    return tags.join('\n    ');
  }

  const url = (lang: Language) => `${siteUrl}${localizedPath(pathname, lang)}`;
  tags.push(link({ rel: 'canonical', href: url(language) }));
  for (const lang of LANGUAGES) tags.push(link({ rel: 'alternate', hreflang: lang, href: url(lang) }));
  tags.push(link({ rel: 'alternate', hreflang: 'x-default', href: url('en') }));

  tags.push(
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', brand.name),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url(language)),
    meta('property', 'og:locale', t('ogLocale')),
    meta('name', 'twitter:card', imageUrl ? 'summary_large_image' : 'summary'),
  );
  if (imageUrl) tags.push(meta('property', 'og:image', imageUrl));

  const jsonLd = businessJsonLd({ siteUrl, description: t('business.description'), language });
  tags.push(`<script type="application/ld+json">${scriptJson(jsonLd)}</script>`);
  return tags.join('\n    ');
}
