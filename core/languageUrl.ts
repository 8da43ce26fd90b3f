import { isLanguage, type Language } from './languages.ts';

/**
 * `?lang=sq` names a page's language in its URL. Search engines send no cookie, so each language's
 * version of a page needs an address of its own for the `hreflang` alternates; English has the
 * bare path. The server answers such a URL in that language whatever the cookie says.
 */
export const LANGUAGE_PARAM = 'lang';

/** The language a query string names, if it is one of ours. */
export function languageInSearch(search: string): Language | null {
  const value = new URLSearchParams(search).get(LANGUAGE_PARAM);
  return isLanguage(value) ? value : null;
}

/** The query string without the language parameter ('' or '?a=b'). */
export function searchWithoutLanguage(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(LANGUAGE_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The path of a page in `language`: the bare path for English, `?lang=xx` for the others. */
export function localizedPath(path: string, language: Language): string {
  return language === 'en' ? path : `${path}?${LANGUAGE_PARAM}=${language}`;
}
