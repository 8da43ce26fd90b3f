import { useEffect } from 'react';

/**
 * Set on <html> once the page answers input. A prerendered page shows its content before its
 * scripts have run, so "loaded" does not mean "interactive"; the browser tests wait for this.
 */
export const INTERACTIVE_ATTRIBUTE = 'data-interactive';

/** Renders nothing; its effect runs once React has hydrated the tree around it. */
export function MarkInteractive() {
  useEffect(() => {
    document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, '');
  }, []);
  return null;
}
