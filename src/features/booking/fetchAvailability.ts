import type { SlotAvailability, SlotStatus } from '../../../core/availability.ts';
import type { ServiceId } from '../../../core/services.ts';

export const AVAILABILITY_FUNCTION_PATH = '/functions/v1/availability';

/** What the form asks the service about one day. */
export interface AvailabilityQuery {
  service: ServiceId;
  date: string;
  guests: number | null;
  specialist: string | null;
}

/** A date and hour to offer in one tap. */
export interface SlotOffer {
  date: string;
  time: string;
}

/** The service's answer about one day: each published hour's status, and the next free hour when none is left. */
export interface DayAvailability {
  closed: boolean;
  slots: SlotAvailability[];
  next: SlotOffer | null;
}

/** The address of the availability answer for a query, on the functions service's origin. */
export function availabilityUrl(query: AvailabilityQuery, baseUrl: string = import.meta.env.VITE_FUNCTIONS_URL ?? ''): string {
  const params = new URLSearchParams({ service: query.service, date: query.date });
  if (query.guests !== null) params.set('guests', String(query.guests));
  if (query.specialist) params.set('specialist', query.specialist);
  return `${baseUrl.replace(/\/$/, '')}${AVAILABILITY_FUNCTION_PATH}?${params}`;
}

const STATUSES: readonly SlotStatus[] = ['available', 'full', 'closed', 'past'];
const isTime = (value: unknown): value is string => typeof value === 'string' && /^\d{2}:\d{2}$/.test(value);
const isDate = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** A date and hour from the service's JSON (`{date, time}`), or null. */
export function readOffer(value: unknown): SlotOffer | null {
  const offer = value as { date?: unknown; time?: unknown } | null;
  return offer && typeof offer === 'object' && isDate(offer.date) && isTime(offer.time) ? { date: offer.date, time: offer.time } : null;
}

/** The answer's body as the form uses it, or null when it is not the shape the service promises. */
export function readAvailability(body: unknown): DayAvailability | null {
  const answer = body as { closed?: unknown; slots?: unknown; next_available?: unknown } | null;
  if (!answer || typeof answer !== 'object' || typeof answer.closed !== 'boolean' || !Array.isArray(answer.slots)) return null;
  const slots: SlotAvailability[] = [];
  for (const slot of answer.slots as { time?: unknown; status?: unknown }[]) {
    if (!slot || !isTime(slot.time) || !STATUSES.includes(slot.status as SlotStatus)) return null;
    slots.push({ time: slot.time, status: slot.status as SlotStatus });
  }
  return { closed: answer.closed, slots, next: readOffer(answer.next_available) };
}

/**
 * Asks the service which hours of a day have room. Never throws: any failure (offline, an error
 * answer, a body of another shape, an abort) is null, and the form falls back to the house's hours.
 * `fresh` skips the browser's short cache, after the service has just refused an hour.
 */
export async function fetchAvailability(url: string, { signal, fresh = false }: { signal?: AbortSignal; fresh?: boolean } = {}): Promise<DayAvailability | null> {
  try {
    const response = await fetch(url, { signal, cache: fresh ? 'no-store' : 'default', headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    return readAvailability(await response.json());
  } catch {
    return null;
  }
}
