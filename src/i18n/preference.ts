import { isLanguage, LANGUAGE_STORAGE_KEY, type Language } from '../../core/languages.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The visitor's saved language, only if it is one of ours; anything else is ignored. */
export function readStoredLanguage(): Language | null {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null; // storage blocked (private mode, disabled cookies)
  }
}

/**
 * Saves the choice in localStorage and mirrors it in a cookie, so a server or prerendered page
 * can answer in the same language on the next visit.
 */
export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage blocked: the choice lasts for this page view only
  }
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
