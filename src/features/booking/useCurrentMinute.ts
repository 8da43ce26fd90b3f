import { useEffect, useMemo, useState } from 'react';

const TICK_MS = 20_000;

function subscribe(onChange: () => void): () => void {
  const timer = setInterval(onChange, TICK_MS);
  // Timers sleep with a phone's screen: check the clock again when the page comes back.
  document.addEventListener('visibilitychange', onChange);
  window.addEventListener('focus', onChange);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onChange);
    window.removeEventListener('focus', onChange);
  };
}

/** Minutes since the epoch; the same number for a whole minute, so React sees a stable value. */
const minuteNow = () => Math.floor(Date.now() / 60_000);

/**
 * The current minute as a Date, kept up to date while the page is open, or null in the first
 * render: a server render knows no "now", so the form renders without today's date and fills it
 * in once mounted. Render stays deterministic: the time comes from this state, never from
 * Date.now() during render.
 *
 * An effect, not useSyncExternalStore: Preact (the site's React in the browser) has no server
 * snapshot and would read the clock while hydrating, and the dates it then formats (the first
 * Intl.DateTimeFormat of a page costs ~30 ms on a phone) would lengthen hydration's long task.
 * After mounting, they are worked out in a task of their own.
 */
export function useCurrentMinute(): Date | null {
  const [minute, setMinute] = useState<number | null>(null);
  useEffect(() => {
    const update = () => setMinute(minuteNow());
    update();
    return subscribe(update);
  }, []);
  return useMemo(() => (minute === null ? null : new Date(minute * 60_000)), [minute]);
}
