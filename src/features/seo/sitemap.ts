import { LANGUAGES } from '../../../core/languages.ts';
import { localizedPath } from '../../../core/languageUrl.ts';
import { NOT_FOUND_PAGE, seoPageKey } from './seoPages.ts';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * sitemap.xml: every page in every language, each entry listing its versions in the other
 * languages (xhtml:link hreflang), as search engines recommend for sites with alternates.
 */
export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const indexable = paths.filter((path) => seoPageKey(path) !== NOT_FOUND_PAGE);
  const alternates = (path: string) =>
    [
      ...LANGUAGES.map((lang) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(siteUrl + localizedPath(path, lang))}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(siteUrl + path)}"/>`,
    ].join('\n');
  const urls = indexable.flatMap((path) =>
    LANGUAGES.map((lang) => `  <url>\n    <loc>${escapeXml(siteUrl + localizedPath(path, lang))}</loc>\n${alternates(path)}\n  </url>`),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything may be crawled except the booking service's API; where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /functions/', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}
