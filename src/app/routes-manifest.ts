/** Paths the site renders, shared by the router's tests, the server (200 vs 404) and the prerenderer. */
export const KNOWN_PATHS = ['/', '/booking', '/barbershop', '/hair-clinic', '/restaurant', '/car-rental', '/aesthetic', '/privacy', '/terms'] as const;
export type KnownPath = (typeof KNOWN_PATHS)[number];
