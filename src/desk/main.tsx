import './desk.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { isLanguage } from '../../core/languages.ts';
import { createI18n, localeLoaders } from '../i18n/i18n.ts';
import { DeskApp } from './DeskApp.tsx';
import { initialDeskLanguage } from './language.ts';

/** The desk's own namespaces (desk, and any desk*.json beside it), which the site leaves out, keyed as the site keys its own. */
const deskLocales = import.meta.glob('../locales/*/desk*.json', { import: 'default' });
for (const [file, load] of Object.entries(deskLocales)) localeLoaders[file.replace(/^.*locales\//, '')] = load;

/** The staff's desk, rendered in the browser alone: it is private, so nothing is prerendered. */
async function start() {
  const i18n = await createI18n(initialDeskLanguage(), ['desk', 'services']);
  document.documentElement.lang = i18n.language;
  i18n.on('languageChanged', (language) => {
    if (isLanguage(language)) document.documentElement.lang = language;
  });
  createRoot(document.getElementById('desk')!).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <DeskApp />
      </I18nextProvider>
    </StrictMode>,
  );
}

void start();
