/**
 * The app in the browser: hydrates the prerendered page, or renders it from scratch when there is
 * none. src/main.tsx loads this module once the page has been painted.
 */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguage } from '../core/languages.ts';
import { preloadRoute, SiteRoutes } from './app/routes.tsx';
import { reportHydrationMismatches } from './app/hydrationCheck.ts';
import { MarkInteractive } from './app/MarkInteractive.tsx';
import { createI18n } from './features/i18n/i18n.ts';
import { readStoredLanguage, storeLanguage } from './features/i18n/preference.ts';
import { readPrerenderedPage } from './features/i18n/prerenderedPage.ts';
import { hydrateKeepingStaticParts } from './ui/hydrationPhase.ts';

const root = document.getElementById('root')!;
// The server sent this page prerendered, in the language it chose (cookie or ?lang=): hydrate it in
// exactly that language and with exactly its namespaces. Without prerendered markup (a plain
// `vite build` or the dev server), render from scratch in the stored language.
const prerendered = readPrerenderedPage(document);
const language = prerendered?.language ?? readStoredLanguage() ?? DEFAULT_LANGUAGE;

/** Loads the page's translations and code, then hydrates (or renders) it. */
async function start() {
  const [i18n] = await Promise.all([createI18n(language, prerendered?.namespaces), preloadRoute(window.location.pathname)]);
  // The first translation costs the most (the browser compiles i18next's code for it): make one
  // now, with the set-up. Then hydrate in a task of its own: on a phone each is a long task.
  i18n.t('skipToContent');
  await new Promise((resolve) => setTimeout(resolve));
  document.documentElement.lang = i18n.language;
  i18n.on('languageChanged', (changed) => {
    document.documentElement.lang = changed;
    if (isLanguage(changed)) storeLanguage(changed);
  });

  const app = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <SiteRoutes />
          <MarkInteractive />
        </BrowserRouter>
      </I18nextProvider>
    </StrictMode>
  );
  if (prerendered) {
    reportHydrationMismatches();
    hydrateKeepingStaticParts(i18n.language, () => hydrateRoot(root, app));
  } else {
    createRoot(root).render(app);
  }
}

export default start;
