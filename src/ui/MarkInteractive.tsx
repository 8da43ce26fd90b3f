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

/**
 * Resolves once the page is marked interactive. A page whose part hydrates after it (the booking
 * form) is marked only once that part is live, and what changes the whole page, such as switching
 * the language, must wait for that: an update that reaches a part still waiting to hydrate makes
 * React throw the prerendered markup away.
 */
export function whenInteractive(): Promise<void> {
  const root = document.documentElement;
  return new Promise((resolve) => {
    if (root.hasAttribute(INTERACTIVE_ATTRIBUTE)) return resolve();
    const observer = new MutationObserver(() => {
      if (!root.hasAttribute(INTERACTIVE_ATTRIBUTE)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: [INTERACTIVE_ATTRIBUTE] });
  });
}
