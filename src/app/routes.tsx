import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import type { Enhancements as EnhancementsComponent } from './enhancements.tsx';
import { Layout } from './Layout.tsx';
import { MarkInteractive, whenInteractive } from '../ui/MarkInteractive.tsx';
import { lazyPage, type LazyPage } from '../ui/lazyPart.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import type { KnownPath } from '../../content/routes.ts';

/** Each page is its own chunk, loaded when its route is first visited (or preloaded, see below). */
const notFound = lazyPage(() => import('../pages/NotFound.tsx'));

/**
 * The page at each path of the site; any other path shows the 404 page. Routing is this lookup:
 * React Router's BrowserRouter keeps the location, and the site has no nested routes, parameters,
 * loaders or actions for <Routes> to rank.
 */
const PAGES: Record<KnownPath, LazyPage> = {
  '/': lazyPage(() => import('../pages/Home.tsx')),
  '/booking': lazyPage(() =>
    import('../pages/Booking.tsx').then(async (page) => {
      // The prerendered page holds the whole form; the browser hydrates the page without waiting for the form's code.
      if (import.meta.env.SSR) await page.bookingForm.preload();
      return page;
    }),
  ),
  '/barbershop': lazyPage(() => import('../pages/Barbershop.tsx')),
  '/hair-clinic': lazyPage(() => import('../pages/HairClinic.tsx')),
  '/restaurant': lazyPage(() => import('../pages/Restaurant.tsx')),
  '/car-rental': lazyPage(() => import('../pages/CarRental.tsx')),
  '/aesthetic': lazyPage(() => import('../pages/Aesthetic.tsx')),
  '/privacy': lazyPage(() => import('../pages/Privacy.tsx')),
  '/terms': lazyPage(() => import('../pages/Terms.tsx')),
};

/** Pages with a part that hydrates after them (the booking form) say themselves when they answer input. */
const MARKS_ITSELF_INTERACTIVE = new Set<LazyPage>([PAGES['/booking']]);

/** The page at `pathname`, as React Router matched it: in any case, with or without a trailing slash. */
export function pageAt(pathname: string): LazyPage {
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  return Object.hasOwn(PAGES, path) ? PAGES[path as KnownPath] : notFound;
}

/**
 * Fetches the code of the page at `pathname`. The prerenderer and the client call it before the
 * first render, so the page renders without suspending and hydration meets the prerendered markup;
 * the client also calls it when a visitor shows an intent to follow a link.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  await pageAt(pathname).preload();
}

/** Renders nothing on the server and at hydration; once the page is live, loads and renders its enhancements. */
function DeferredEnhancements() {
  const [Enhancements, setEnhancements] = useState<ComponentType<Parameters<typeof EnhancementsComponent>[0]> | null>(null);
  useEffect(() => {
    let mounted = true;
    void whenInteractive()
      .then(() => import('./enhancements.tsx'))
      .then((module) => mounted && setEnhancements(() => module.Enhancements));
    return () => {
      mounted = false;
    };
  }, []);
  return Enhancements ? <Enhancements preloadRoute={preloadRoute} /> : null;
}

/**
 * The whole site below the router and i18n providers: the same tree on the server and in the
 * browser. A render error shows the default "Unexpected Application Error!" screen (see
 * RouteErrorBoundary). While a page's chunk loads, the header and footer stay;
 * only the main area waits.
 *
 * React hydrates a Suspense boundary after the rest of the page, in a pass of its own. What waits
 * for the page to be live (the signal that it answers input, and the enhancements, which may switch
 * the language) sits inside the page's boundary, so it never runs before the page is hydrated.
 */
export function SiteRoutes() {
  const { pathname } = useLocation();
  const page = pageAt(pathname);
  const { Page } = page;
  return (
    <>
      <RouteErrorBoundary pathname={pathname}>
        <Layout>
          <Suspense fallback={null}>
            <Page />
            {!MARKS_ITSELF_INTERACTIVE.has(page) && <MarkInteractive />}
            <DeferredEnhancements />
          </Suspense>
        </Layout>
      </RouteErrorBoundary>
    </>
  );
}
