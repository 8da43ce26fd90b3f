import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../core/languages.ts';
import { serviceCards } from '../content/services.ts';
import { createI18n } from '../i18n/i18n.ts';
import NotFoundPage from './NotFound.tsx';

/** The 404 page as the prerenderer writes it for a path that does not exist. */
async function prerender(language: Language): Promise<string> {
  const i18n = await createI18n(language);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/no-such-page']}>
        <NotFoundPage />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const heading = (html: string) => /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1];

/** What a native speaker writes on a missing page, each language in its own words. */
const TITLES: Record<Language, string> = {
  en: 'Oops! Page not found',
  sq: 'Na vjen keq! Faqja nuk u gjet',
  tr: 'Üzgünüz, sayfa bulunamadı',
  de: 'Diese Seite gibt es leider nicht',
};

describe('404 page', () => {
  it.each(LANGUAGES)('%s: says the page was not found in the language’s own words, and offers every house', async (language) => {
    const html = await prerender(language);
    expect(heading(html)).toBe(TITLES[language]);
    for (const { route } of serviceCards) expect(html).toContain(`href="${route}"`);
  });

  it('borrows no English interjection in another language', async () => {
    for (const language of LANGUAGES.filter((l) => l !== 'en')) expect(heading(await prerender(language))).not.toMatch(/\bups\b|oops/i);
  });
});
