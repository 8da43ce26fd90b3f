// @vitest-environment jsdom
/*
 * HydrateLater matters where the site runs Preact (the production build, src/hydrate.tsx), whose
 * hydration is synchronous; unit tests otherwise run React. Here `react` is Preact's compat layer,
 * as the build aliases it, and the page is hydrated as src/hydrate.tsx hydrates it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('react', () => import('preact/compat'));
vi.mock('react/jsx-runtime', () => import('preact/compat/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', () => import('preact/compat/jsx-dev-runtime'));

const { useState } = await import('preact/compat');
const { hydrateRoot } = await import('preact/compat/client');
const { reportHydrationMismatches } = await import('../app/hydrationCheck.preact.ts');
const { HydrateLater, putOffPartsHydrated } = await import('./HydrateLater.tsx');
const { hydrateKeepingStaticParts, useServerHtmlLanguage } = await import('./hydrationPhase.ts');

const SERVER_HTML = '<a href="#main">Skip</a><header><button type="button">Menu 0</button></header><main><p>Welcome</p></main>';

/** What rendered, in order, and whether it rendered to hydrate the server's HTML. */
let renders: string[];
function useRenderLog(name: string) {
  const language = useServerHtmlLanguage();
  renders.push(`${name}${language ? ` (hydrating ${language})` : ''}`);
}

function Menu() {
  useRenderLog('menu');
  return <nav>Links</nav>;
}

function Header() {
  const [opened, setOpened] = useState(0);
  useRenderLog('header');
  return (
    <header>
      <button type="button" onClick={() => setOpened(opened + 1)}>
        Menu {opened}
      </button>
      {opened > 0 && <Menu />}
    </header>
  );
}

function Main() {
  useRenderLog('main');
  return (
    <main>
      <p>Welcome</p>
    </main>
  );
}

function Page() {
  useRenderLog('page');
  return (
    <>
      <a href="#main">Skip</a>
      <HydrateLater>
        <Header />
      </HydrateLater>
      <HydrateLater>
        <Main />
      </HydrateLater>
    </>
  );
}

let container: HTMLElement;

beforeEach(() => {
  renders = [];
  container = document.createElement('div');
  container.innerHTML = SERVER_HTML;
  document.body.append(container);
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  container.remove();
});

describe('HydrateLater, with Preact', () => {
  it('hydrates each part in a task of its own after the page, over the server HTML and without a mismatch', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    reportHydrationMismatches();
    const header = container.querySelector('header');
    const main = container.querySelector('main');

    hydrateKeepingStaticParts('en', () => hydrateRoot(container, <Page />));
    await Promise.resolve();
    expect(renders).toEqual(['page (hydrating en)']);
    expect(container.innerHTML).toBe(SERVER_HTML); // the parts still show the server's HTML

    await vi.advanceTimersToNextTimerAsync();
    expect(renders).toEqual(['page (hydrating en)', 'header (hydrating en)']);
    await vi.advanceTimersToNextTimerAsync();
    expect(renders).toEqual(['page (hydrating en)', 'header (hydrating en)', 'main (hydrating en)']);

    // Hydrated, not made anew: the same elements, now answering input.
    expect(container.querySelector('header')).toBe(header);
    expect(container.querySelector('main')).toBe(main);
    container.querySelector('button')!.click();
    await vi.runAllTimersAsync();
    expect(container.querySelector('button')!.textContent).toBe('Menu 1');
    // Later renders, and what mounts in them, are not hydrations.
    expect(renders.slice(-2)).toEqual(['header', 'menu']);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('says when every part has hydrated', async () => {
    hydrateKeepingStaticParts('en', () => hydrateRoot(container, <Page />));
    let settled = false;
    void putOffPartsHydrated().then(() => (settled = true));
    await vi.advanceTimersToNextTimerAsync();
    expect(settled).toBe(false);
    await vi.runAllTimersAsync();
    expect(settled).toBe(true);
    expect(renders).toContain('main (hydrating en)');
  });

  it('renders its part at once outside a first hydration', async () => {
    const { render } = await import('preact/compat');
    container.innerHTML = '';
    render(<Page />, container);
    expect(renders).toEqual(['page', 'header', 'main']);
    expect(container.innerHTML).toBe(SERVER_HTML);
  });
});
