import { useEffect } from 'react';

/**
 * Set on <html> once the page answers input. Prerendered pages show their content before their
 * scripts have run, and the page's chunks are not preloaded (they would compete with the first
 * paint; see scripts/prerender.ts), so the load event can come before hydration: "loaded" does not
 * mean "interactive". The browser tests wait for this attribute.
 */
export const INTERACTIVE_ATTRIBUTE = 'data-interactive';

/** Renders nothing; its effect runs once the tree before it has hydrated (or rendered). */
export function MarkInteractive() {
  useEffect(() => document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, ''), []);
  return null;
}
