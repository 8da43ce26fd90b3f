import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
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

/** "20260615-103000-booking_business-<outbox id>.eml" → the outbox id. */
const MESSAGE_FILE = /-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.eml$/;

/**
 * Deletes the .eml copies (the file transport's outbox folder) of messages whose data has gone or
 * whose booking's photos are past retention: a business copy carries the photos, so its file
 * follows them. Returns how many files went.
 */
export async function purgeOutboxFiles(folder: string, store: Pick<Store, 'retainedMessageIds'>, now: Date, timeZone: string): Promise<number> {
  const files = new Map<string, string>();
  for (const name of await readdir(folder).catch(() => [])) {
    const id = MESSAGE_FILE.exec(name)?.[1];
    if (id !== undefined) files.set(id, name);
  }
  if (files.size === 0) return 0;
  const kept = await store.retainedMessageIds([...files.keys()], retentionCutoffs(now, timeZone).photosBefore);
  let removed = 0;
  for (const [id, name] of files) {
    if (kept.has(id)) continue;
    await rm(path.join(folder, name), { force: true });
    removed++;
  }
  return removed;
}
