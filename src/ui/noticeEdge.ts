/**
 * Where the site's notices (Toaster.tsx) end on screen, for a panel that must not sit under them.
 * Its own module, so that only the pages that ask for it load it.
 */

/** The visitor's own moves, after which nothing scrolls the page for them. */
const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown'] as const;

/** The notices on screen that are staying: arrived, not leaving, not held back behind others. */
function restingNotices(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('[data-sonner-toast][data-mounted="true"]')].filter(
    (toast) => toast.dataset.removed !== 'true' && toast.dataset.visible !== 'false' && (toast.getAnimations?.().length ?? 0) === 0,
  );
}

/**
 * Watches the notices for a moment after the first comes to rest (a notice raised with a change arrives a little after it) and
 * reports the lowest edge, in viewport pixels, of those that have come to rest, each time it moves
 * down. Stops when the visitor scrolls, types or touches, so their own scrolling is never undone;
 * returns the way to stop it sooner.
 */
export function watchNoticesBottom(report: (bottom: number) => void, forMs = 2000, atMostMs = 10_000): () => void {
  let frame = 0;
  let lowest = 0;
  // The moment counts from the first notice at rest: on a slow device the notices' code itself loads late.
  let until = performance.now() + atMostMs;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of VISITOR_INPUT) window.removeEventListener(type, stop);
  };
  const check = () => {
    const bottom = Math.max(0, ...restingNotices().map((toast) => toast.getBoundingClientRect().bottom));
    if (bottom > lowest) {
      if (lowest === 0) until = Math.min(until, performance.now() + forMs);
      lowest = bottom;
      report(bottom);
    }
    if (performance.now() < until) frame = requestAnimationFrame(check);
    else stop();
  };
  for (const type of VISITOR_INPUT) window.addEventListener(type, stop, { passive: true });
  frame = requestAnimationFrame(check);
  return stop;
}
