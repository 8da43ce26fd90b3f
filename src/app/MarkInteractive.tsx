import { useEffect } from 'react';

/**
 * Set on <html> once the page answers input. Prerendered pages show their content before their
 * scripts have run, and the entry fetches the app only after the first paint (src/main.tsx), so
 * the load event can come before hydration: "loaded" does not mean "interactive". The browser
 * tests wait for this attribute.
 */
export const INTERACTIVE_ATTRIBUTE = 'data-interactive';

/** Renders nothing; its effect runs once the tree before it has hydrated (or rendered). */
export function MarkInteractive() {
  useEffect(() => document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, ''), []);
  return null;
}
