import { useEffect } from 'react';

/**
 * Set on <html> once the page answers input. Prerendered pages show their content before their
 * scripts arrive (they are not preloaded, so the first paint does not wait for them; see
 * scripts/prerender.ts), so "loaded" no longer means "interactive": the browser tests wait for this.
 */
export const INTERACTIVE_ATTRIBUTE = 'data-interactive';

/** Renders nothing; its effect runs once the tree before it has hydrated (or rendered). */
export function MarkInteractive() {
  useEffect(() => document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, ''), []);
  return null;
}
