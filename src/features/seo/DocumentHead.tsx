import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { seoPageKey } from './seoPages.ts';

/**
 * Keeps the tab title and meta description right as the visitor moves between pages or changes
 * language (the prerendered page already has them, so the first render does nothing). The `seo`
 * strings load only then: the first page never waits for them.
 */
export function DocumentHead() {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let current = true;
    const page = seoPageKey(pathname);
    void i18n.loadNamespaces('seo').then(() => {
      if (!current) return;
      const t = i18n.getFixedT(language, 'seo');
      document.title = t(`pages.${page}.title`);
      document.querySelector('meta[name="description"]')?.setAttribute('content', t(`pages.${page}.description`));
    });
    return () => {
      current = false;
    };
  }, [i18n, pathname, language]);

  return null;
}
