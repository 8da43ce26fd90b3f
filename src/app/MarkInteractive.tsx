import { useEffect } from 'react';
import { putOffPartsHydrated } from '../ui/HydrateLater.tsx';

/**
 * Set on <html> once the page answers input. Prerendered pages show their content before their
 * scripts have run, and the entry fetches the app only after the first paint (src/main.tsx), so
 * the load event can come before hydration: "loaded" does not mean "interactive". The browser
 * tests wait for this attribute.
 */
export const INTERACTIVE_ATTRIBUTE = 'data-interactive';

/** Renders nothing; marks the page once the tree before it and the parts it put off (HydrateLater) have hydrated. */
export function MarkInteractive() {
  useEffect(() => {
    void putOffPartsHydrated().then(() => document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, ''));
  }, []);
  return null;
}
