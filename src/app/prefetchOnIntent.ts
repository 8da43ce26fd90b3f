const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Starts fetching a page's code as soon as the visitor shows an intent to follow a link to it
 * (pointer over it, keyboard focus, touch), so the page usually renders at once on the click.
 * Returns a function that stops listening.
 */
export function prefetchOnIntent(document: Document, preload: (pathname: string) => Promise<void>): () => void {
  const started = new Set<string>();
  const onIntent = (event: Event) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== window.location.origin || anchor.target === '_blank') return;
    const { pathname } = anchor;
    if (started.has(pathname)) return;
    started.add(pathname);
    preload(pathname).catch(() => started.delete(pathname));
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { passive: true, capture: true });
  return () => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, { capture: true });
  };
}
