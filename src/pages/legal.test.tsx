import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES, type Language } from '../../core/languages.ts';
import { createI18n } from '../i18n/i18n.ts';
import PrivacyPage from './Privacy.tsx';
import TermsPage from './Terms.tsx';

/**
 * Renders a page to HTML in plain Node (no DOM globals), as the prerenderer does: any use of
 * window or document during render throws here.
 */
async function prerender(Page: () => React.JSX.Element, language: Language): Promise<string> {
  const i18n = await createI18n(language, ['legal']);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

afterEach(() => vi.restoreAllMocks());

describe.each([
  ['privacy', PrivacyPage],
  ['terms', TermsPage],
] as const)('%s page, prerendered', (_name, Page) => {
  it.each(LANGUAGES)('%s: one h1, each contents link leads to its section, no placeholder or key left', async (language) => {
    const errors = vi.spyOn(console, 'error');
    const html = await prerender(Page, language);

    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    // Contents entry: <a href="#id" …><span aria-hidden>01</span><span …>Title</span></a>
    const entries = [...html.matchAll(/<a href="#([^"]+)"[^>]*><span[^>]*>\d+<\/span><span[^>]*>([^<]+)<\/span><\/a>/g)];
    expect(entries.length).toBeGreaterThanOrEqual(12);
    for (const [, id, title] of entries) {
      expect(html, `section #${id}`).toMatch(new RegExp(`<section id="${id}"`));
      const heading = new RegExp(`<h2 id="${id}-heading"[^>]*>([^<]+)</h2>`).exec(html)?.[1];
      expect(heading, `heading of #${id}`).toBe(title);
    }

    const text = html.replace(/<[^>]+>/g, ' ');
    expect(text).not.toMatch(/{{|}}/);
    expect(text).not.toMatch(new RegExp(escapeRegExp('.sections.')));
    expect(errors.mock.calls.flat().filter((m) => String(m).includes('i18n: missing'))).toEqual([]);
  });
});
