/**
 * What /healthz answers: healthy only when a booking would be stored and reach the business. A
 * database that takes no write, a business message refused for good that nobody has seen, or mail
 * stuck in the queue each make it 503, with the reason, so monitoring notices what a visitor cannot.
 */
import type { Store } from './store/types.ts';

export type HealthReason = 'database_not_writable' | 'business_mail_failed' | 'mail_queue_stalled';

export type Health = { healthy: true } | { healthy: false; reason: HealthReason; message: string; cause?: unknown };

export async function checkHealth(store: Pick<Store, 'probeWrite' | 'unacknowledgedFailures' | 'oldestQueuedAt'>, now: Date, maxQueueAgeMs: number): Promise<Health> {
  try {
    await store.probeWrite();
  } catch (cause) {
    return { healthy: false, reason: 'database_not_writable', message: 'The database cannot take a write: new bookings are refused', cause };
  }
  const failed = await store.unacknowledgedFailures();
  if (failed.length > 0) {
    const bookings = [...new Set(failed.map((message) => message.bookingId))];
    return {
      healthy: false,
      reason: 'business_mail_failed',
      message: `${bookings.length} booking(s) with a message to the business refused for good and not acknowledged: see npm run bookings -- list, then ack each`,
    };
  }
  const oldest = await store.oldestQueuedAt();
  if (oldest !== null && now.getTime() - oldest.getTime() > maxQueueAgeMs) {
    const minutes = Math.floor((now.getTime() - oldest.getTime()) / 60_000);
    return { healthy: false, reason: 'mail_queue_stalled', message: `The oldest queued message has waited ${minutes} minutes (limit ${Math.round(maxQueueAgeMs / 60_000)})` };
  }
  return { healthy: true };
}

/** How long /healthz reuses its write probe's answer: monitoring polling it often costs one synced write per this. */
export const HEALTH_PROBE_CACHE_MS = 1500;

/**
 * `run`, answered from its last call (its result or its error) while that is younger than `ttlMs`
 * on `clockMs`; calls at the same moment share one run.
 */
export function cachedFor<T>(ttlMs: number, clockMs: () => number, run: () => Promise<T>): () => Promise<T> {
  let last: { at: number; result: Promise<T> } | null = null;
  return () => {
    const at = clockMs();
    if (last && at - last.at < ttlMs) return last.result;
    const result = run();
    result.catch(() => undefined); // a failure is answered to each caller, never left unhandled
    last = { at, result };
    return result;
  };
}
