import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { STATIC_PART_ATTRIBUTE } from '../ui/StaticPart.tsx';

/**
 * Routes clicks on the links of static parts (src/ui/StaticPart.tsx), whose prerendered anchors
 * were never hydrated into <Link>s, the way <Link> does: in the app, without reloading the page.
 * Clicks a <Link> has handled, modified clicks (new tab, download) and links elsewhere pass.
 */
export function StaticPartLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || !anchor.closest(`[${STATIC_PART_ATTRIBUTE}]`)) return;
      if (anchor.origin !== window.location.origin || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      event.preventDefault();
      void navigate(anchor.pathname + anchor.search + anchor.hash);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
  return null;
}
