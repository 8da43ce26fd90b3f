/** Paths the site renders, shared by the router's tests, the server (200 vs 404) and the prerenderer. */
export const KNOWN_PATHS = ['/', '/booking', '/barbershop', '/hair-clinic', '/restaurant', '/car-rental', '/aesthetic', '/privacy', '/terms'] as const;
export type KnownPath = (typeof KNOWN_PATHS)[number];

/** Folder of the build holding the prerendered pages, one subfolder per language. Never served as is. */
export const PRERENDERED_DIR = 'prerendered';

/**
 * Where the prerendered page for `path` in `language` lives, relative to the build folder:
 * prerendered/sq/index.html for '/', prerendered/sq/booking.html for '/booking', and
 * prerendered/sq/404.html for the 404 page (path null).
 */
export function prerenderedFile(language: string, path: KnownPath | null): string {
  const name = path === null ? '404' : path === '/' ? 'index' : path.slice(1);
  return `${PRERENDERED_DIR}/${language}/${name}.html`;
}
