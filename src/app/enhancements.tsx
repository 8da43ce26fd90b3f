import { useEffect } from 'react';
import { LanguageSync } from '../i18n/LanguageSync.tsx';
import { DocumentHead } from '../features/seo/DocumentHead.tsx';
import { prefetchOnIntent } from './prefetchOnIntent.ts';
import { reportVitals } from './reportVitals.ts';

/**
 * What the site does once a page is live, none of which the first render needs: keeping the
 * language and the visitor's choice in step, the tab title on later navigations, fetching a
 * page's code when a link to it is about to be followed, and reporting how fast the page was. Its own chunk, loaded after hydration.
 */
export function Enhancements({ preloadRoute }: { preloadRoute: (pathname: string) => Promise<void> }) {
  useEffect(() => prefetchOnIntent(document, preloadRoute), [preloadRoute]);
  useEffect(reportVitals, []);
  return (
    <>
      <LanguageSync />
      <DocumentHead />
    </>
  );
}
