import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/cormorant-garamond/500.css';
import '@fontsource/cormorant-garamond/600.css';
import './styles.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguage } from '../core/languages.ts';
import { routes } from './app/routes.tsx';
import { createI18n } from './features/i18n/i18n.ts';
import { readStoredLanguage, storeLanguage } from './features/i18n/preference.ts';

const i18n = await createI18n(readStoredLanguage() ?? DEFAULT_LANGUAGE);
document.documentElement.lang = i18n.language;
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
  if (isLanguage(language)) storeLanguage(language);
});

const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>
  </StrictMode>,
);
