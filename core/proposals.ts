import { availability, type AvailabilityRequest } from './availability.ts';
import { isoDateAfter, todayIn } from './dates.ts';
import type { Closure, House, PlacedBooking } from './house.ts';

/** How many open days the business may propose other times on, today included when it has room. */
const PROPOSAL_DAYS = 7;
/** Proposed hours stay this many hours either side of the hour asked for: a dinner is never offered at breakfast. */
const PROPOSAL_HOURS_AROUND = 2;
/** Days looked through to find the open ones (Sundays, closures and full days are passed over). */
const PROPOSAL_SEARCH_DAYS = 21;

export interface DaySlots {
  date: string;
  slots: string[];
}

/** "2026-06-17 10:00": a proposed slot as links and forms carry it. */
export function slotKey(date: string, time: string): string {
  return `${date} ${time}`;
}

const hourOf = (time: string) => Number(time.slice(0, 2));

/**
 * The times the business may propose instead of `around`: on each of the next `days` days with
 * room, the available hours for the same service, guests and specialist within
 * PROPOSAL_HOURS_AROUND of the hour asked for, grouped by day.
 */
export function proposableSlots(
  house: House,
  placed: readonly PlacedBooking[],
  closures: readonly Closure[],
  request: Omit<AvailabilityRequest, 'date'>,
  around: string,
  days = PROPOSAL_DAYS,
): DaySlots[] {
  const today = todayIn(request.timeZone, request.now);
  const result: DaySlots[] = [];
  for (let offset = 0; offset < PROPOSAL_SEARCH_DAYS && result.length < days; offset++) {
    const date = isoDateAfter(today, offset);
    const slots = availability(house, placed, closures, { ...request, date })
      .filter((slot) => slot.status === 'available' && Math.abs(hourOf(slot.time) - hourOf(around)) <= PROPOSAL_HOURS_AROUND)
      .map((slot) => slot.time);
    if (slots.length > 0) result.push({ date, slots });
  }
  return result;
}

/** The last date `proposableSlots` may look at, for reading the bookings it needs. */
export function proposalSearchEnd(today: string): string {
  return isoDateAfter(today, PROPOSAL_SEARCH_DAYS - 1);
}

/**
 * What an accept link carries: the slot and the proposal's round ("2026-06-17 10:00#2"), so a link
 * of a proposal that a later answer withdrew can be told apart from the current one.
 */
export function acceptDetail(date: string, time: string, round: number): string {
  return `${slotKey(date, time)}#${round}`;
}

/** Reads an accept link's detail back; links written before rounds existed name the first round. */
export function parseAcceptDetail(detail: string): { date: string; time: string; round: number } | null {
  const [key = '', round = '0', ...rest] = detail.split('#');
  const slot = parseSlotKey(key);
  if (!slot || rest.length > 0 || !/^\d{1,9}$/.test(round)) return null;
  return { ...slot, round: Number(round) };
}

/** Reads "YYYY-MM-DD HH:MM" back into its date and time, or null for anything else. */
export function parseSlotKey(key: string): { date: string; time: string } | null {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})$/.exec(key);
  return match ? { date: match[1]!, time: match[2]! } : null;
}
