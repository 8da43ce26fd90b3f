import { isoDateAfter, todayIn } from './dates.ts';
import { bookableSlots } from './slots.ts';
import type { ServiceId } from './services.ts';

/** How many days ahead, today included, the business may propose another time. */
export const PROPOSAL_DAYS = 7;

export interface DaySlots {
  date: string;
  slots: string[];
}

/** "2026-06-17 10:00": a proposed slot as links and forms carry it. */
export function slotKey(date: string, time: string): string {
  return `${date} ${time}`;
}

/**
 * The times the business may propose for `service`: its bookable slots (allowedSlots, minus those
 * begun) on each of the next `days` days, minus the slots `taken` by confirmed bookings of the
 * same service group. Days without a free slot (Sundays) are left out.
 */
export function proposableSlots(service: ServiceId, now: Date, timeZone: string, taken: readonly { date: string; time: string }[], days = PROPOSAL_DAYS): DaySlots[] {
  const takenKeys = new Set(taken.map((slot) => slotKey(slot.date, slot.time)));
  const today = todayIn(timeZone, now);
  const result: DaySlots[] = [];
  for (let offset = 0; offset < days; offset++) {
    const date = isoDateAfter(today, offset);
    const slots = bookableSlots(service, date, now, timeZone).filter((time) => !takenKeys.has(slotKey(date, time)));
    if (slots.length > 0) result.push({ date, slots });
  }
  return result;
}

/** Reads "YYYY-MM-DD HH:MM" back into its date and time, or null for anything else. */
export function parseSlotKey(key: string): { date: string; time: string } | null {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})$/.exec(key);
  return match ? { date: match[1]!, time: match[2]! } : null;
}
