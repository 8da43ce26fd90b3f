import { KNOWN_PATHS, type KnownPath } from '../../../content/routes.ts';

/** Which entry of the `seo` namespace's `pages` describes each route. */
const PAGE_KEYS: Record<KnownPath, string> = {
  '/': 'home',
  '/booking': 'booking',
  '/barbershop': 'barbershop',
  '/hair-clinic': 'hairClinic',
  '/restaurant': 'restaurant',
  '/car-rental': 'carRental',
  '/aesthetic': 'aesthetic',
  '/privacy': 'privacy',
  '/terms': 'terms',
};

export const NOT_FOUND_PAGE = 'notFound';

function isKnownPath(pathname: string): pathname is KnownPath {
  return (KNOWN_PATHS as readonly string[]).includes(pathname);
}

/** The `seo:pages.<key>` entry for a path; any unknown path is the 404 page. */
export function seoPageKey(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return isKnownPath(path) ? PAGE_KEYS[path] : NOT_FOUND_PAGE;
}
