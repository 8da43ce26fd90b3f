/**
 * The agenda's lanes, derived from the house's data: one per person who serves (each barber), one
 * per other resource (the operating room with the doctor, the clinic rooms, the esthetician, the
 * restaurant's covers, the private room, the event space). The agenda, the calendar feeds and the
 * desk's app read the same lanes, so a booking always falls in the same one.
 */
import type { DeskLane } from './deskApi.ts';
import type { House } from './house.ts';
import type { ServiceId } from './services.ts';

const SPECIALIST_LANE_PREFIX = 'specialist:';

/** A person's lane id. */
export function specialistLaneId(specialist: string): string {
  return `${SPECIALIST_LANE_PREFIX}${specialist}`;
}

/**
 * Every lane of the house, in the order of its resources and, within one, of its people.
 * `nameOf` gives a person's name (the team's data); a room's label is its resource key.
 */
export function deskLanes(house: House, nameOf: (specialist: string) => string): DeskLane[] {
  return Object.entries(house.resources).flatMap(([resource, place]): DeskLane[] =>
    place.specialists
      ? place.specialists.map((specialist) => ({ id: specialistLaneId(specialist), label: nameOf(specialist), resource, capacity: 1, unit: 'booking' }))
      : [{ id: resource, label: resource, resource, capacity: place.capacity, unit: place.unit }],
  );
}

/**
 * The lane a booking falls in: its specialist's for a service served by people, else its
 * resource's. A booking of such a service without a specialist (rows from before they were
 * assigned) falls in the resource's id, which is no lane: the house's view still shows it.
 */
export function laneOf(house: House, booking: { service: ServiceId; specialist: string | null }): string {
  const resource = house.services[booking.service].resource;
  if (house.resources[resource]?.specialists && booking.specialist !== null) return specialistLaneId(booking.specialist);
  return resource;
}

/** What a lane's bookings are: the services that take its resource, and the specialist when it is a person's. */
export function laneBookings(house: House, laneId: string): { services: ServiceId[]; specialist: string | null } | null {
  const lane = deskLanes(house, (id) => id).find((candidate) => candidate.id === laneId);
  if (!lane) return null;
  const services = (Object.keys(house.services) as ServiceId[]).filter((service) => house.services[service].resource === lane.resource);
  return { services, specialist: laneId.startsWith(SPECIALIST_LANE_PREFIX) ? laneId.slice(SPECIALIST_LANE_PREFIX.length) : null };
}
