/** How the desk names what a booking holds: the service, the barber, the lane. */
import type { TFunction } from 'i18next';
import type { DeskBookingSummary, DeskLane } from '../../core/deskApi.ts';
import { barbershopTeam, hairClinicTeam } from '../../content/team.ts';

const PEOPLE = new Map([...barbershopTeam, ...hairClinicTeam].map((member) => [member.id, member.name]));

export function specialistName(id: string): string {
  return PEOPLE.get(id) ?? id;
}

/** The service's name as the site writes it (the `services` namespace). */
export function serviceName(t: TFunction, booking: Pick<DeskBookingSummary, 'service'>): string {
  return t(`services:names.${booking.service}`);
}

/** A lane's name: the person's, or the room's in the desk's words. */
export function laneName(t: TFunction, lane: DeskLane): string {
  return lane.id.startsWith('specialist:') ? lane.label : t(`desk:lanes.${lane.resource}`);
}
