import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import type { Enhancements as EnhancementsComponent } from './enhancements.tsx';
import { Layout } from './Layout.tsx';
import { lazyPage, type LazyPage } from './lazyPage.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';

/** Each page is its own chunk, loaded when its route is first visited (or preloaded, see below). */
const pages: Record<string, LazyPage> = {
  home: lazyPage(() => import('../pages/Home.tsx')),
  booking: lazyPage(() => import('../pages/Booking.tsx')),
  barbershop: lazyPage(() => import('../pages/Barbershop.tsx')),
  hairClinic: lazyPage(() => import('../pages/HairClinic.tsx')),
  restaurant: lazyPage(() => import('../pages/Restaurant.tsx')),
  carRental: lazyPage(() => import('../pages/CarRental.tsx')),
  aesthetic: lazyPage(() => import('../pages/Aesthetic.tsx')),
  privacy: lazyPage(() => import('../pages/Privacy.tsx')),
  terms: lazyPage(() => import('../pages/Terms.tsx')),
  notFound: lazyPage(() => import('../pages/NotFound.tsx')),
};

type PageRoute = RouteObject & { page?: LazyPage };

const route = (path: string | undefined, page: LazyPage): PageRoute => {
  // While a page's chunk loads, the header and footer stay; only the main area waits.
  const element = (
    <Suspense fallback={null}>
      <page.Page />
    </Suspense>
  );
  return path === undefined ? { index: true, element, page } : { path, element, page };
};

/**
 * The site's routes. The router is React Router's declarative one: its data router costs 16 KB
 * gzip more, a quarter of the home page's JavaScript budget, for loaders and actions this site
 * does not use. A render error shows the default "Unexpected Application Error!" screen (see
 * RouteErrorBoundary), as the spec asks.
 */
export const routes: PageRoute[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      route(undefined, pages.home!),
      route('booking', pages.booking!),
      route('barbershop', pages.barbershop!),
      route('hair-clinic', pages.hairClinic!),
      route('restaurant', pages.restaurant!),
      route('car-rental', pages.carRental!),
      route('aesthetic', pages.aesthetic!),
      route('privacy', pages.privacy!),
      route('terms', pages.terms!),
      route('*', pages.notFound!),
    ],
  },
];

/** Each path of the site ("/", "/booking", …) and its page; "/*" is the 404 page. */
const pageByPath = new Map(routes[0]!.children!.map((child: PageRoute) => [child.index ? '/' : `/${child.path}`, child.page!]));

/** The page React Router renders at `pathname`: its matching ignores case and a trailing slash. */
export function pageAt(pathname: string): LazyPage {
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  return pageByPath.get(path) ?? pageByPath.get('/*')!;
}

/**
 * Fetches the code of the page at `pathname`. The prerenderer and the client call it before the
 * first render, so the page renders without suspending and hydration meets the prerendered markup;
 * the client also calls it when a visitor shows an intent to follow a link. A lookup, not
 * matchRoutes: that ranks every route afresh on each call, and <Routes> does it again at
 * hydration (~10 ms on a phone).
 */
export async function preloadRoute(pathname: string): Promise<void> {
  await pageAt(pathname).preload();
}

/** Renders nothing on the server and at hydration; then loads and renders the page's enhancements. */
function DeferredEnhancements() {
  const [Enhancements, setEnhancements] = useState<ComponentType<Parameters<typeof EnhancementsComponent>[0]> | null>(null);
  useEffect(() => {
    let mounted = true;
    void import('./enhancements.tsx').then((module) => mounted && setEnhancements(() => module.Enhancements));
    return () => {
      mounted = false;
    };
  }, []);
  return Enhancements ? <Enhancements preloadRoute={preloadRoute} /> : null;
}

/** The whole site below the router and i18n providers: the same tree on the server and in the browser. */
export function SiteRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  return (
    <>
      <RouteErrorBoundary pathname={pathname}>{element}</RouteErrorBoundary>
      <DeferredEnhancements />
    </>
  );
}
