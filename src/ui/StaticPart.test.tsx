// @vitest-environment jsdom
import type { i18n as I18n } from 'i18next';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../features/i18n/i18n.ts';
import { hydrateKeepingStaticParts } from './hydrationPhase.ts';
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

/** A part over its server HTML, rendered synchronously (as Preact hydrates) or not while hydrating. */
function renderOverServerHtml(content: () => string, keep: boolean) {
  container = document.createElement('div');
  container.innerHTML = '<div data-static-part=""><p>prerendered</p></div>';
  document.body.append(container);
  root = createRoot(container);
  const render = () =>
    flushSync(() =>
      root.render(
        <I18nextProvider i18n={i18n}>
          <StaticPart>{() => <p>{content()}</p>}</StaticPart>
        </I18nextProvider>,
      ),
    );
  if (keep) hydrateKeepingStaticParts(render);
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
});
