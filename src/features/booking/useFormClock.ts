import { useCallback, useEffect, useMemo, useState } from 'react';

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
const dateOf = (minute: number) => new Date(minute * 60_000);

export interface FormClock {
  /** The current minute, kept up to date once started; null before (and in a server render). */
  now: Date | null;
  /** Starts the clock (again: re-reads it) and returns the current minute, for an event handler. */
  start: () => Date;
}

/**
 * A clock for the booking form, started by the form when the visitor first turns to it. Render
 * stays deterministic: the time comes from this state, never from Date.now() during render, so
 * the server's render and hydration agree (both have no "now").
 *
 * Why not from the start: the first Intl.DateTimeFormat a page builds, to work out today's date in
 * Tirana, is slow to build in Chromium whatever its options, a long task on a phone. Nothing on
 * screen depends on the time until the visitor picks a service and a date.
 */
export function useFormClock(): FormClock {
  const [minute, setMinute] = useState<number | null>(null);
  const started = minute !== null;
  useEffect(() => {
    if (!started) return;
    return subscribe(() => setMinute(minuteNow()));
  }, [started]);
  const now = useMemo(() => (minute === null ? null : dateOf(minute)), [minute]);
  const start = useCallback(() => {
    const current = minuteNow();
    setMinute(current);
    return dateOf(current);
  }, []);
  return { now, start };
}
