import { isoDateBefore, todayIn } from '../core/dates.ts';
import { retention } from '../content/legal.ts';
import type { PurgeCounts, RetentionCutoffs, Store } from './store/types.ts';

const DAY_MS = 24 * 60 * 60_000;

/** The cutoffs the Privacy Policy promises (src/content/legal.ts), as of `now` in the business's time zone. */
export function retentionCutoffs(now: Date, timeZone: string): RetentionCutoffs {
  const today = todayIn(timeZone, now);
  return {
    photosBefore: isoDateBefore(today, { days: retention.photoRetentionDays }),
    bookingsBefore: isoDateBefore(today, { months: retention.bookingRetentionMonths }),
    unconfirmedBefore: new Date(now.getTime() - retention.newsletterUnconfirmedDays * DAY_MS),
  };
}

/** Deletes the personal data whose retention period has ended; run daily by the service. */
export function purgeExpiredData(store: Store, now: Date, timeZone: string): Promise<PurgeCounts> {
  return store.purgeExpired(retentionCutoffs(now, timeZone));
}
