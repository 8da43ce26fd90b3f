import { useEffect } from 'react';
import { useLocation } from 'react-router';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Lays out the blocks the browser skips while they are off screen (`render-when-near` in styles.css). */
const layOutWholePage = () => document.documentElement.setAttribute('data-whole-page', '');

/**
 * React Router does not scroll by itself: a route change goes to the top, and a hash goes to its
 * element once the page has rendered (retrying for a few frames while a lazy page mounts), with
 * the whole page laid out so that the scroll ends where the element really is.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();

  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let frame = 0;
    let attempts = 0;
    const scrollToTarget = () => {
      const target = document.getElementById(id);
      if (target) {
        layOutWholePage();
        target.scrollIntoView({ behavior: prefersReducedMotion() ? 'instant' : 'smooth', block: 'start' });
      } else if (attempts++ < 60) {
        frame = requestAnimationFrame(scrollToTarget);
      }
    };
    scrollToTarget();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash, key]);

  return null;
}
