// @vitest-environment jsdom
import type { i18n as I18n } from 'i18next';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../features/i18n/i18n.ts';
import { hydrateKeepingStaticParts, PartHydration } from './hydrationPhase.ts';
import { StaticPart } from './StaticPart.tsx';

let i18n: I18n;
let container: HTMLElement;
let root: Root;

beforeAll(async () => {
  i18n = await createI18n('en');
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  await act(async () => void (await i18n.changeLanguage('en')));
});

/**
 * A part over its server HTML (in English), rendered synchronously as Preact hydrates, not while
 * hydrating, or as the late hydration of a part HydrateLater put off.
 */
function renderOverServerHtml(content: () => string, keep: boolean | 'in a put-off part') {
  container = document.createElement('div');
  container.innerHTML = '<div data-static-part=""><p>prerendered</p></div>';
  document.body.append(container);
  root = createRoot(container);
  const render = () =>
    flushSync(() =>
      root.render(
        <I18nextProvider i18n={i18n}>
          <PartHydration.Provider value={{ current: keep === 'in a put-off part' }}>
            <StaticPart>{() => <p>{content()}</p>}</StaticPart>
          </PartHydration.Provider>
        </I18nextProvider>,
      ),
    );
  if (keep === true) hydrateKeepingStaticParts('en', render);
  else render();
}

describe('StaticPart', () => {
  it('keeps the server HTML while hydrating, without making its content', () => {
    const content = vi.fn(() => 'made on the client');
    renderOverServerHtml(content, true);
    expect(content).not.toHaveBeenCalled();
    // (Preact's hydration leaves the server's HTML in place; React's createRoot, used here, empties it.)
    expect(container.querySelector('[data-static-part]')).not.toBeNull();
  });

  it('makes its content when it renders later, and when the language changes', async () => {
    const later = vi.fn(() => 'made on the client');
    renderOverServerHtml(later, false);
    expect(later).toHaveBeenCalled();
    expect(container.textContent).toBe('made on the client');

    root.unmount();
    container.remove();
    const kept = vi.fn(() => `in ${i18n.language}`);
    renderOverServerHtml(kept, true);
    expect(kept).not.toHaveBeenCalled();
    await act(async () => void (await i18n.changeLanguage('de')));
    expect(container.textContent).toBe('in de');
  });

  it('in a part hydrated late, keeps the server HTML only while the page is still in its language', async () => {
    hydrateKeepingStaticParts('en', () => {}); // the page's first hydration, of English HTML
    const kept = vi.fn(() => `in ${i18n.language}`);
    renderOverServerHtml(kept, 'in a put-off part');
    expect(kept).not.toHaveBeenCalled();

    root.unmount();
    container.remove();
    await act(async () => void (await i18n.changeLanguage('de'))); // before the part's turn came
    const remade = vi.fn(() => `in ${i18n.language}`);
    renderOverServerHtml(remade, 'in a put-off part');
    expect(container.textContent).toBe('in de');
  });
});
