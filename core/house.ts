/**
 * The shape of the house's capacity: who or what serves each service, how long a booking holds
 * its place, and which services are confirmed at once. The house's own figures are data in
 * content/house.ts; the rules that read them (availability.ts) take them as a parameter.
 */
import type { WeeklyHours } from './hours.ts';
import type { ServiceGroup, ServiceId } from './services.ts';

/** A chair, room, person or the restaurant's covers: what a booking takes a place of. */
interface Resource {
  /** Places at once: bookings, or guests when `unit` is 'guest'. */
  capacity: number;
  unit: 'booking' | 'guest';
  /**
   * People who each serve one client at a time (the barbers). A booking names one of them, or
   * takes whichever is free; `capacity` is then one per person.
   */
  specialists?: readonly string[];
}

/** How long a booking keeps its place: a number of minutes, until the group closes, or all day. */
type Hold = { minutes: number } | 'untilClose' | 'allDay';

export interface ServicePlace {
  /** A key of `House.resources`. */
  resource: string;
  /** The longest the service takes, in minutes: it must end by closing time. */
  minutes: number;
  hold: Hold;
  /** When set, the only hours it may start at ("HH:MM"). */
  startTimes?: readonly string[];
  /** When set, the earliest hour it may start at ("HH:MM"). */
  earliestStart?: string;
  /** Guests a booking may bring; present exactly for the services that ask how many. */
  guests?: { min: number; max: number };
  /** 'instant': confirmed at once when there is room; 'request': the business answers it. */
  confirmation: 'instant' | 'request';
}

/**
 * Whether a service can be booked Monday to Friday only: its earliest start ("HH:MM") comes after
 * the last hour Saturday takes bookings, in its group's hours.
 */
export function bookableOnWeekdaysOnly(place: ServicePlace, hours: WeeklyHours): boolean {
  return place.earliestStart !== undefined && Number(place.earliestStart.slice(0, 2)) > hours.saturday.close;
}

export interface House {
  resources: Readonly<Record<string, Resource>>;
  services: Readonly<Record<ServiceId, ServicePlace>>;
}

/** A closure of the house (group null) or of one service group, for whole days or some hours. */
export interface Closure {
  id: string;
  fromDate: string;
  untilDate: string;
  group: ServiceGroup | null;
  /** "HH:MM" bounds of the closed hours, the end excluded; both null for whole days. */
  fromTime: string | null;
  toTime: string | null;
  reason: string | null;
}

/** A stored booking as far as capacity is concerned. */
export interface PlacedBooking {
  id: string;
  service: ServiceId;
  date: string;
  time: string;
  status: 'received' | 'confirmed' | 'declined' | 'proposed' | 'cancelled';
  receivedAt: Date;
  guests: number | null;
  specialist: string | null;
}

/** Hours a request keeps its place while the business has not answered it. */
export const DEFAULT_REQUEST_HOLD_HOURS = 24;
