import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { KNOWN_PATHS } from './routes-manifest.ts';
import { pageAt, routes } from './routes.tsx';

/** The page React Router itself renders at `pathname`. */
const routedPage = (pathname: string) => (matchRoutes(routes, pathname)?.at(-1)?.route as { page?: unknown } | undefined)?.page;

describe('pageAt', () => {
  it('finds the page React Router renders, for every path of the site and for unknown ones', () => {
    const paths = [...KNOWN_PATHS, ...KNOWN_PATHS.map((path) => `${path}/`), '/Booking', '/HAIR-CLINIC/', '/gallery', '/booking/extra', '/index.html'];
    for (const path of paths) expect(pageAt(path), path).toBe(routedPage(path));
  });

  it('tells the pages apart', () => {
    expect(new Set(KNOWN_PATHS.map(pageAt)).size).toBe(KNOWN_PATHS.length);
    expect(KNOWN_PATHS.map(pageAt)).not.toContain(pageAt('/gallery'));
  });
});
