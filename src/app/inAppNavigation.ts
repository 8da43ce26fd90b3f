/** A click on a link, as far as the choice between the app and the browser goes. */
export interface LinkClick {
  /** The link's href as the browser resolved it (HTMLAnchorElement.href). */
  href: string;
  /** The link's target attribute ('' when none). */
  target: string;
  /** The link has a download attribute. */
  download: boolean;
  /** The primary button, with no modifier key (Ctrl, Meta, Shift, Alt open tabs and windows). */
  plainClick: boolean;
  /** Another handler has already dealt with the click. */
  defaultPrevented: boolean;
}

/**
 * Where the app should go for a click on one of its links, or null when the browser should follow
 * it itself: as React Router's <Link> decides. A link to the page already shown replaces the
 * history entry instead of adding one.
 */
export function inAppDestination(click: LinkClick, currentHref: string): { to: string; replace: boolean } | null {
  if (click.defaultPrevented || !click.plainClick || click.download) return null;
  if (click.target !== '' && click.target !== '_self') return null;
  const url = new URL(click.href, currentHref);
  const current = new URL(currentHref);
  if (url.origin !== current.origin) return null;
  const to = url.pathname + url.search + url.hash;
  return { to, replace: to === current.pathname + current.search + current.hash };
}
