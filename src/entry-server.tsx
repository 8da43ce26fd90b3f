/**
 * The prerenderer's entry (built with `vite build --ssr`, run by scripts/prerender.ts): renders one
 * route in one language to HTML, with the same component tree the browser hydrates (src/main.tsx).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import type { Language } from '../core/languages.ts';
import { preloadRoute, SiteRoutes } from './app/routes.tsx';
import { createI18n, NAMESPACES } from './i18n/i18n.ts';
import { headTags } from './features/seo/headTags.ts';

export { KNOWN_PATHS } from '../content/routes.ts';
export { LANGUAGES } from '../core/languages.ts';

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** Title, description, canonical and alternates, Open Graph, JSON-LD. */
  head: string;
  /** The translation namespaces the page used: the browser loads these before it hydrates. */
  namespaces: string[];
}

export interface RenderOptions {
  /** Absolute origin of the public site, for canonical URLs, alternates and JSON-LD. */
  siteUrl: string;
  imageUrl?: string;
}

/** Namespaces used only for the <head>, which the browser does not need to hydrate. */
const HEAD_ONLY_NAMESPACES = new Set(['seo']);

export async function renderPage(pathname: string, language: Language, options: RenderOptions): Promise<RenderedPage> {
  const [i18n] = await Promise.all([createI18n(language, NAMESPACES), preloadRoute(pathname)]);
  const html = renderToString(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <StaticRouter location={pathname}>
          <SiteRoutes />
        </StaticRouter>
      </I18nextProvider>
    </StrictMode>,
  );
  const used = i18n.reportNamespaces?.getUsedNamespaces() ?? [];
  const namespaces = [...new Set(['common', ...used])].filter((ns) => !HEAD_ONLY_NAMESPACES.has(ns));
  const seo = i18n.getFixedT(language, 'seo');
  const head = headTags({ pathname, language, t: (key) => String(seo(key)), ...options });
  return { html, head, namespaces };
}
