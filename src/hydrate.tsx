/**
 * The app in the browser: hydrates the prerendered page with React, or renders it from scratch
 * when there is none (the dev server). src/main.tsx loads this module once the page has been painted.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguage } from '../core/languages.ts';
import { preloadRoute, SiteRoutes } from './app/routes.tsx';
import { createI18n } from './i18n/i18n.ts';
import { readStoredLanguage, storeLanguage } from './i18n/preference.ts';
import { readPrerenderedPage } from './i18n/prerenderedPage.ts';

/** Loads the page's translations and code, then hydrates (or renders) it. */
async function start() {
  const root = document.getElementById('root')!;
  // The server sent this page prerendered in the language it chose (cookie or ?lang=): hydrate it
  // in exactly that language and with exactly its namespaces, so the first render matches it.
  const prerendered = readPrerenderedPage(document);
  const language = prerendered?.language ?? readStoredLanguage() ?? DEFAULT_LANGUAGE;
  const [i18n] = await Promise.all([createI18n(language, prerendered?.namespaces), preloadRoute(window.location.pathname)]);
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
        </BrowserRouter>
      </I18nextProvider>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread until the whole page is done: a tap or a scroll meanwhile is answered at once.
  if (prerendered) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

export default start;
