/** The interface languages, in the order the language picker lists them. English is the default and the fallback. */
export const LANGUAGES = ['en', 'sq', 'tr', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Key under which the visitor's choice is kept, in localStorage and (for prerendered pages) a cookie. */
export const LANGUAGE_STORAGE_KEY = 'preferred-language';

/** The Intl locale each language formats dates, times and units with: the site writes British English. */
const INTL_LOCALES: Record<Language, string> = { en: 'en-GB', sq: 'sq-AL', tr: 'tr-TR', de: 'de-DE' };

export function intlLocale(language: string): string {
  return isLanguage(language) ? INTL_LOCALES[language] : language;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
