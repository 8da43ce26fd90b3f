import { isoDateAfter, todayIn } from '../../core/dates.ts';
import { appointmentStart, CANCEL_NOTICE_MS, composeReminder } from '../mail/answerMessages.tsx';
import type { BookingMailSettings } from '../mail/mailSettings.ts';
import type { Store } from '../store/types.ts';

/** How often the service looks for appointments that are a day away. */
export const REMINDER_CHECK_MS = 5 * 60_000;
/** A reminder goes out this long before the appointment. */
export const REMINDER_BEFORE_MS = CANCEL_NOTICE_MS;

/**
 * Queues the reminder of every confirmed appointment that begins within the next day and has not
 * begun yet, once per booking (the store keys it by the booking, so instances running this
 * together queue it once). Returns how many it queued.
 */
export async function queueDueReminders(store: Store, settings: BookingMailSettings, now: Date): Promise<number> {
  const today = todayIn(settings.businessTimeZone, now);
  // Two days ahead covers "within a day" in any time zone; the exact moment is checked below.
  const candidates = await store.confirmedWithoutReminder(today, isoDateAfter(today, 2));
  let queued = 0;
  for (const booking of candidates) {
    // A booking taken by phone without an address has nobody to remind by e-mail.
    if (booking.email === null) continue;
    const start = appointmentStart(booking, settings.businessTimeZone).getTime();
    if (start - REMINDER_BEFORE_MS > now.getTime() || start <= now.getTime()) continue;
    if (await store.queueReminder(booking.id, composeReminder(booking, settings, now), now)) queued++;
  }
  return queued;
}
