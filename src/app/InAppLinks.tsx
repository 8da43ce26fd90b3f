import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { IN_APP_LINK_ATTRIBUTE } from '../ui/AppLink.tsx';
import { STATIC_PART_ATTRIBUTE } from '../ui/StaticPart.tsx';
import { inAppDestination } from './inAppNavigation.ts';

const IN_APP = `[${IN_APP_LINK_ATTRIBUTE}], [${STATIC_PART_ATTRIBUTE}] a`;

/**
 * Follows the site's own links in the app, without reloading the page: the <AppLink>s
 * (src/ui/AppLink.tsx) and the links of static parts (src/ui/StaticPart.tsx), whose prerendered
 * anchors were never hydrated. One listener for the whole page. Modified clicks (new tab,
 * download), other targets and links elsewhere pass to the browser; so does any link before the
 * page is interactive.
 */
export function InAppLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || !anchor.matches(IN_APP)) return;
      const destination = inAppDestination(
        {
          href: anchor.href,
          target: anchor.target,
          download: anchor.hasAttribute('download'),
          plainClick: event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey,
          defaultPrevented: event.defaultPrevented,
        },
        window.location.href,
      );
      if (!destination) return;
      event.preventDefault();
      void navigate(destination.to, { replace: destination.replace });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
  return null;
}
