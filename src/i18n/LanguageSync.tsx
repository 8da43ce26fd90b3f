import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isLanguage } from '../../core/languages.ts';
import { switchLanguage } from './i18n.ts';
import { languageInSearch, searchWithoutLanguage } from '../../core/languageUrl.ts';
import { readStoredLanguage, storeLanguage } from './preference.ts';

/**
 * Keeps the page's language and the visitor's choice in step, once the prerendered page is live:
 * - the page arrives in the language of the `preferred-language` cookie; if localStorage holds a
 *   different choice (the cookie was cleared, or predates the choice), that choice wins now, and
 *   storing it again rewrites the cookie for the next visit;
 * - a URL that names a language (`?lang=de`) is followed rather than the stored choice and becomes
 *   the stored choice, and a choice made on such a page drops the parameter, so a reload shows the
 *   chosen language.
 */
export function LanguageSync() {
  const { i18n } = useTranslation();
  const navigate = useNavigate();

  useEffect(() => {
    const named = languageInSearch(window.location.search);
    const stored = readStoredLanguage();
    // A page opened in a language (the picker's link, followed before the app ran, or a link
    // someone shared) names the visitor's language from now on, as a choice in the picker does.
    if (named) {
      if (named !== stored) storeLanguage(named);
    } else if (stored && stored !== i18n.resolvedLanguage) {
      void switchLanguage(i18n, stored);
    }
    // Once, after the first render: later changes come from the language picker.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const dropLanguageFromUrl = (language: string) => {
      const { pathname, search, hash } = window.location;
      const named = languageInSearch(search);
      if (named && isLanguage(language) && named !== language) {
        void navigate({ pathname, search: searchWithoutLanguage(search), hash }, { replace: true });
      }
    };
    i18n.on('languageChanged', dropLanguageFromUrl);
    return () => i18n.off('languageChanged', dropLanguageFromUrl);
  }, [i18n, navigate]);

  return null;
}
