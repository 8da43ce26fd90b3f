/**
 * The rules of a booking the desk takes by phone or in person, as pure functions over the form's
 * values: which fields the service asks for (the house's data and the declared fields of core/), what
 * is missing, and the request the desk sends. The screen renders; nothing here touches React.
 */
import { specialistsOf } from '../../../core/availability.ts';
import { BOOKING_FIELDS } from '../../../core/bookingFields.ts';
import type { DeskNewBooking } from '../../../core/deskApi.ts';
import type { Language } from '../../../core/languages.ts';
import { isServiceId, type ServiceId } from '../../../core/services.ts';
import { HOUSE } from '../../../content/house.ts';
import { barbershopTeam } from '../../../content/team.ts';

export interface PhoneBookingValues {
  name: string;
  phone: string;
  email: string;
  service: ServiceId | '';
  /** YYYY-MM-DD, or '' */
  date: string;
  /** HH:MM, or '' */
  time: string;
  /** Digits, for the services that ask how many; '' otherwise. */
  guests: string;
  /** A barber's id, or '' for whoever is free. */
  specialist: string;
  notes: string;
}

export type PhoneBookingField = keyof PhoneBookingValues;

export const EMPTY_PHONE_BOOKING: PhoneBookingValues = { name: '', phone: '', email: '', service: '', date: '', time: '', guests: '', specialist: '', notes: '' };

/** The longest text each typed field keeps, as the declared fields allow. */
export const MAX_CHARS = {
  name: BOOKING_FIELDS.name.maxChars,
  phone: BOOKING_FIELDS.phone.maxChars,
  email: BOOKING_FIELDS.email.maxChars,
  notes: BOOKING_FIELDS.notes.maxChars,
} as const;

/** The guests a service takes, or null when it does not ask how many. */
export function guestRange(service: ServiceId | ''): { min: number; max: number } | null {
  return service ? (HOUSE.services[service].guests ?? null) : null;
}

export function guestChoices(service: ServiceId | ''): number[] {
  const range = guestRange(service);
  return range ? Array.from({ length: range.max - range.min + 1 }, (_, index) => range.min + index) : [];
}

/** The people the caller may ask for (the barbers), with their own names. */
export function barberChoices(service: ServiceId | ''): { id: string; name: string }[] {
  if (!service) return [];
  const ids = specialistsOf(HOUSE, service);
  return barbershopTeam.filter((member) => ids.includes(member.id)).map(({ id, name }) => ({ id, name }));
}

/** A new service keeps guests within its range (else its smallest party) and the barber only where barbers serve; the hour is asked again. */
export function changeService(values: PhoneBookingValues, service: string): PhoneBookingValues {
  const next: PhoneBookingValues = { ...values, service: isServiceId(service) ? service : '', time: '' };
  const range = guestRange(next.service);
  const guests = Number(next.guests);
  if (!range) next.guests = '';
  else if (next.guests === '' || guests < range.min || guests > range.max) next.guests = String(range.min);
  if (!barberChoices(next.service).some((barber) => barber.id === next.specialist)) next.specialist = '';
  return next;
}

/** Another day, party size or barber changes which hours have room: the hour is chosen again. */
export function changeSlotInput(values: PhoneBookingValues, field: 'date' | 'guests' | 'specialist', value: string): PhoneBookingValues {
  return values[field] === value ? values : { ...values, [field]: value, time: '' };
}

/** What the availability question needs, or null until the service and the day are chosen. */
export function slotQuestion(values: PhoneBookingValues): { service: ServiceId; date: string; guests: string; specialist: string } | null {
  if (!values.service || !values.date) return null;
  return { service: values.service, date: values.date, guests: guestRange(values.service) ? values.guests : '', specialist: values.specialist };
}

/** The fields still to fill in, in the order the form shows them. */
export function missingFields(values: PhoneBookingValues): PhoneBookingField[] {
  const required: PhoneBookingField[] = ['name', 'phone', 'service', 'date', 'time'];
  if (guestRange(values.service)) required.push('guests');
  return required.filter((field) => values[field].trim() === '');
}

/** The request the desk sends: trimmed text, optional fields left out when empty. */
export function toNewBooking(values: PhoneBookingValues, language: Language): DeskNewBooking {
  if (!values.service) throw new Error('A booking needs a service');
  const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());
  return {
    service: values.service,
    date: values.date,
    time: values.time,
    name: values.name.trim(),
    phone: values.phone.trim(),
    email: optional(values.email),
    guests: guestRange(values.service) ? Number(values.guests) : undefined,
    specialist: optional(values.specialist),
    notes: optional(values.notes),
    language,
  };
}
