/**
 * The desk's agenda: the house's lanes (each barber, each room, the people who serve, the
 * restaurant's covers) and, day by day, the bookings each lane holds and the restaurant's guests
 * hour by hour. Built from the house's data and the bookings alone, so the desk's day and week
 * views read the same capacity the booking form and the store do.
 */
import { closes, slotsKept } from './availability.ts';
import { isoDateAfter } from './dates.ts';
import type { DeskAgenda, DeskAgendaDay, DeskBookingStatus, DeskBookingSummary } from './deskApi.ts';
import { deskLanes, laneOf } from './deskLanes.ts';
import type { Closure, House } from './house.ts';

/** The statuses the agenda shows: a booking that holds, or may still hold, its hour. */
export const AGENDA_STATUSES: readonly DeskBookingStatus[] = ['received', 'proposed', 'confirmed'];
/** The statuses whose guests are seated: a proposal holds no covers until the visitor accepts. */
const SEATED: readonly DeskBookingStatus[] = ['received', 'confirmed'];

export interface AgendaInput {
  house: House;
  nameOf: (specialist: string) => string;
  /** The first day (ISO) and how many days. */
  from: string;
  days: number;
  /** Bookings of those days, any status: the agenda keeps those that hold or may hold their hour. */
  bookings: readonly DeskBookingSummary[];
  closures: readonly Closure[];
}

export function buildAgenda({ house, nameOf, from, days, bookings, closures }: AgendaInput): DeskAgenda {
  const lanes = deskLanes(house, nameOf);
  const shown = bookings.filter((booking) => AGENDA_STATUSES.includes(booking.status));
  // A barber booking stored without a barber still shows, on the barbers' shared lane.
  for (const booking of shown) {
    const lane = laneOf(house, booking);
    if (!lanes.some((known) => known.id === lane)) {
      const resource = house.services[booking.service].resource;
      const { unit } = house.resources[resource]!;
      lanes.push({ id: lane, label: resource, resource, capacity: 1, unit });
    }
  }
  const byTime = (a: DeskBookingSummary, b: DeskBookingSummary) => a.time.localeCompare(b.time) || a.receivedAt.localeCompare(b.receivedAt);
  const agendaDays = Array.from({ length: days }, (_, offset): DeskAgendaDay => {
    const date = isoDateAfter(from, offset);
    const ofDay = shown.filter((booking) => booking.date === date).sort(byTime);
    const covers: Record<string, number> = {};
    for (const booking of ofDay) {
      const place = house.services[booking.service];
      if (house.resources[place.resource]?.unit !== 'guest' || !SEATED.includes(booking.status)) continue;
      for (const slot of slotsKept(house, booking.service, date, booking.time)) covers[slot] = (covers[slot] ?? 0) + (booking.guests ?? place.guests?.min ?? 1);
    }
    return {
      date,
      closures: closures.filter((closure) => closure.fromDate <= date && date <= closure.untilDate),
      lanes: lanes.map((lane) => ({ lane: lane.id, bookings: ofDay.filter((booking) => laneOf(house, booking) === lane.id) })),
      covers: Object.fromEntries(Object.entries(covers).sort(([a], [b]) => a.localeCompare(b))),
    };
  });
  return { lanes, days: agendaDays };
}

/** Whether `closure` shuts the hour of a booking of `group`: the desk lists the bookings already on a closure. */
export function onClosure(closure: Closure, booking: Pick<DeskBookingSummary, 'group' | 'date' | 'time'>): boolean {
  return closes(closure, booking.group, booking.date, booking.time);
}
