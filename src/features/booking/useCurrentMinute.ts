import { useMemo, useSyncExternalStore } from 'react';

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

/** A server render knows no "now": the form renders without today's date, then fills it in on the client. */
const noMinuteOnServer = () => null;

/**
 * The current minute as a Date, kept up to date while the page is open, or null while
 * prerendering and hydrating. Render stays deterministic: the time comes from this store,
 * never from Date.now() during render.
 */
export function useCurrentMinute(): Date | null {
  const minute = useSyncExternalStore(subscribe, minuteNow, noMinuteOnServer);
  return useMemo(() => (minute === null ? null : new Date(minute * 60_000)), [minute]);
}
