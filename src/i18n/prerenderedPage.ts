import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../core/languages.ts';

/** What the prerenderer wrote into a page: its language and the translation namespaces it used. */
export interface PrerenderedPage {
  language: Language;
  namespaces: string[];
}

/** The attribute on <html> listing the namespaces a prerendered page used, e.g. "common,home". */
export const NAMESPACES_ATTRIBUTE = 'data-namespaces';

/**
 * Reads the prerendered page's language from <html lang> (the server chose it from the cookie or
 * the URL) and its namespaces; null when #root holds no markup, i.e. a plain client-side render.
 */
export function readPrerenderedPage(document: Document): PrerenderedPage | null {
  if (!document.getElementById('root')?.firstElementChild) return null;
  const html = document.documentElement;
  const namespaces = html.getAttribute(NAMESPACES_ATTRIBUTE)?.split(',').filter(Boolean) ?? [];
  return { language: isLanguage(html.lang) ? html.lang : DEFAULT_LANGUAGE, namespaces };
}
