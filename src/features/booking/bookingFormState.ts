/**
 * The booking form's state rules, as pure functions over plain data (docs/booking-form.md).
 * The hook calls these and turns their outcomes into notices; nothing here touches React,
 * the DOM or the network, so every rule is tested on its own.
 */
import { specialistsOf, takesPhotos as takesPhotosIn } from '../../../core/availability.ts';
import { REQUIRED_REQUEST_FIELDS, type RequiredRequestField } from '../../../core/bookingFields.ts';
import { BOOKING_LIMITS } from '../../../core/bookingLimits.ts';
import type { BookingRequestInput } from '../../../core/bookingRequest.ts';
import { isSunday } from '../../../core/dates.ts';
import { DEFAULT_LANGUAGE, isLanguage } from '../../../core/languages.ts';
import { isServiceId, type ServiceId } from '../../../core/services.ts';
import { bookableSlots } from '../../../core/slots.ts';
import { HOUSE } from '../../../content/house.ts';
import { barbershopTeam } from '../../../content/team.ts';
import type { DayAvailability } from './fetchAvailability.ts';

/** A photo ready to send: already downscaled, with the object URL of its thumbnail. */
export interface BookingPhoto {
  id: string;
  filename: string;
  type: string;
  bytes: Uint8Array;
  previewUrl: string;
}

export interface BookingFormValues {
  name: string;
  email: string;
  phone: string;
  service: ServiceId | '';
  /** YYYY-MM-DD, or '' */
  date: string;
  /** HH:MM, or '' */
  time: string;
  notes: string;
  /** How many guests, as digits, for the services that ask; '' otherwise. */
  guests: string;
  /** A specialist's id, or '' for whoever is free. */
  specialist: string;
}

export interface BookingFormState {
  values: BookingFormValues;
  photos: BookingPhoto[];
  photoConsent: boolean;
}

export type TextField = 'name' | 'email' | 'phone' | 'notes';
export type RequiredField = 'name' | 'email' | 'service' | 'date' | 'time';

/** The form's field for each field of the request. */
const FORM_FIELD: Record<RequiredRequestField, RequiredField> = {
  name: 'name',
  email: 'email',
  service: 'service',
  appointment_date: 'date',
  appointment_time: 'time',
};

/** The fields the request schema requires, as the form names them. */
export const REQUIRED_FIELDS: readonly RequiredField[] = REQUIRED_REQUEST_FIELDS.map((field) => FORM_FIELD[field]);

export const EMPTY_BOOKING_FORM: BookingFormState = {
  values: { name: '', email: '', phone: '', service: '', date: '', time: '', notes: '', guests: '', specialist: '' },
  photos: [],
  photoConsent: false,
};

export function changeText(state: BookingFormState, field: TextField, value: string): BookingFormState {
  return { ...state, values: { ...state.values, [field]: value } };
}

/** The slots a visitor may pick for the chosen service and date at `now`; none until both are chosen. */
export function timeSlotsFor(values: Pick<BookingFormValues, 'service' | 'date'>, now: Date | null, timeZone: string): string[] {
  if (!values.service || !values.date || !now) return [];
  return bookableSlots(values.service, values.date, now, timeZone);
}

/** Why a date cannot be chosen, or null when it can: we are closed on Sundays. */
export function dateRefusal(date: string): 'sunday' | null {
  return date !== '' && isSunday(date) ? 'sunday' : null;
}

/** A new date clears the chosen time; a refused date (a Sunday) leaves the form as it was. */
export function changeDate(state: BookingFormState, date: string): BookingFormState {
  if (dateRefusal(date) || date === state.values.date) return state;
  return { ...state, values: { ...state.values, date, time: '' } };
}

/** The range of guests a service takes, or null when it does not ask how many. */
export function guestRange(service: ServiceId | ''): { min: number; max: number } | null {
  return service ? (HOUSE.services[service].guests ?? null) : null;
}

/** Every number of guests the service takes, smallest first. */
export function guestChoices(service: ServiceId | ''): number[] {
  const range = guestRange(service);
  if (!range) return [];
  return Array.from({ length: range.max - range.min + 1 }, (_, index) => range.min + index);
}

/** A party of two where the service seats two, else its smallest party: the most common table. */
const USUAL_PARTY = 2;
function defaultGuests(range: { min: number; max: number }): string {
  return String(Math.min(range.max, Math.max(range.min, USUAL_PARTY)));
}

/** The people a visitor may choose between for a service (the barbers), with their own names. */
export function specialistChoices(service: ServiceId | ''): { id: string; name: string }[] {
  if (!service) return [];
  const ids = specialistsOf(HOUSE, service);
  return barbershopTeam.filter((member) => ids.includes(member.id)).map(({ id, name }) => ({ id, name }));
}

/** Whether the house books the service at once when there is room, rather than answering a request. */
export function bookedAtOnce(service: ServiceId | ''): boolean {
  return service !== '' && HOUSE.services[service].confirmation === 'instant';
}

/** Whether photos belong with the service: a restaurant booking carries none. */
export function takesPhotos(service: ServiceId | ''): boolean {
  return service === '' || takesPhotosIn(HOUSE, service);
}

/**
 * A new service keeps the chosen time only when the new service offers it on the chosen date;
 * it keeps guests within its range (or drops them), keeps the barber only where barbers serve,
 * and drops photos when the service carries none.
 */
export function changeService(state: BookingFormState, service: string, now: Date | null, timeZone: string): BookingFormState {
  const next: ServiceId | '' = isServiceId(service) ? service : '';
  const values = { ...state.values, service: next };
  if (values.time && !timeSlotsFor(values, now, timeZone).includes(values.time)) values.time = '';
  const range = guestRange(next);
  const guests = Number(values.guests);
  if (!range) values.guests = '';
  else if (values.guests === '' || guests < range.min || guests > range.max) values.guests = defaultGuests(range);
  if (!specialistChoices(next).some((choice) => choice.id === values.specialist)) values.specialist = '';
  if (!takesPhotos(next)) return { values, photos: [], photoConsent: false };
  return { ...state, values };
}

/** Guests within the service's range; anything else leaves the form as it was. */
export function changeGuests(state: BookingFormState, guests: string): BookingFormState {
  const range = guestRange(state.values.service);
  const count = Number(guests);
  if (!range || !Number.isInteger(count) || count < range.min || count > range.max) return state;
  return { ...state, values: { ...state.values, guests: String(count) } };
}

/** One of the service's specialists, or '' for whoever is free; an unknown id means whoever is free. */
export function changeSpecialist(state: BookingFormState, specialist: string): BookingFormState {
  const known = specialistChoices(state.values.service).some((choice) => choice.id === specialist);
  return { ...state, values: { ...state.values, specialist: known ? specialist : '' } };
}

/** The next available time, chosen in one tap: its date (never a Sunday, the service does not offer one) and its hour. */
export function chooseSlot(state: BookingFormState, date: string, time: string): BookingFormState {
  if (dateRefusal(date)) return state;
  return { ...state, values: { ...state.values, date, time } };
}

/** An hour of the time list: choosable, or shown as fully booked so the shape of the day stays clear. */
export interface TimeChoice {
  time: string;
  full: boolean;
}

/**
 * The hours to list: the service's answer where there is one (closed and past hours left out, full
 * ones kept and marked), only among the slots the house offers at `now`; those slots as they
 * are while the answer is on its way or when the service could not be asked.
 */
export function timeChoices(slots: readonly string[], answer: DayAvailability | null): TimeChoice[] {
  if (!answer) return slots.map((time) => ({ time, full: false }));
  return answer.slots
    .filter((slot) => (slot.status === 'available' || slot.status === 'full') && slots.includes(slot.time))
    .map((slot) => ({ time: slot.time, full: slot.status === 'full' }));
}

/** What the day holds for the visitor: open hours, every hour taken, the house closed, or no hour left today. */
export type DayStatus = 'open' | 'full' | 'closed' | 'none';

export function dayStatus(choices: readonly TimeChoice[], answer: DayAvailability | null): DayStatus {
  if (choices.some((choice) => !choice.full)) return 'open';
  if (answer?.closed) return 'closed';
  if (choices.length > 0) return 'full';
  if (!answer || answer.slots.every((slot) => slot.status === 'past')) return 'none';
  return 'closed';
}

/** The hours a visitor may choose. */
export function choosableTimes(choices: readonly TimeChoice[]): string[] {
  return choices.filter((choice) => !choice.full).map((choice) => choice.time);
}

export function changeTime(state: BookingFormState, time: string): BookingFormState {
  return { ...state, values: { ...state.values, time } };
}

/**
 * The chosen time if it can still be booked. A time picked for today stops being offered once its
 * hour has begun; the form then treats it as not chosen rather than sending a request the
 * service would refuse.
 */
export function effectiveTime(values: BookingFormValues, slots: readonly string[]): string {
  return slots.includes(values.time) ? values.time : '';
}

export interface PhotoSelection<T> {
  /** Images to prepare and add, at most as many as there is room for. */
  accepted: T[];
  /** Chosen files that are not images. */
  notImages: T[];
  /** Images left out because the request would hold more than BOOKING_LIMITS.photosMax. */
  overLimit: T[];
}

/**
 * Splits a pick of files: only types beginning with "image/" are kept, and no
 * more than the service accepts in one request.
 */
export function selectPhotos<T extends { type: string }>(files: readonly T[], alreadyAttached: number, max: number = BOOKING_LIMITS.photosMax): PhotoSelection<T> {
  const images = files.filter((f) => f.type.startsWith('image/'));
  const notImages = files.filter((f) => !f.type.startsWith('image/'));
  const room = Math.max(0, max - alreadyAttached);
  return { accepted: images.slice(0, room), notImages, overLimit: images.slice(room) };
}

/** Bytes of the attached photos together. */
export function photoBytes(photos: readonly BookingPhoto[]): number {
  return photos.reduce((sum, p) => sum + p.bytes.byteLength, 0);
}

const PHOTO_BUDGET_BYTES = Math.min(BOOKING_LIMITS.photoMaxBytes, BOOKING_LIMITS.photosTotalMaxBytes);
/** The photo budget of one request, in whole megabytes, for the notice. */
export const PHOTO_BUDGET_MB = Math.floor(PHOTO_BUDGET_BYTES / (1024 * 1024));

/**
 * Whether a photo of `size` bytes can join photos already holding `attachedBytes`: the service
 * refuses a request whose photos together exceed its limit. Downscaled photos stay far below it;
 * originals the browser could not downscale (HEIC) can reach it.
 */
export function fitsPhotoBudget(attachedBytes: number, size: number): boolean {
  return size <= BOOKING_LIMITS.photoMaxBytes && attachedBytes + size <= BOOKING_LIMITS.photosTotalMaxBytes;
}

export function appendPhotos(state: BookingFormState, photos: readonly BookingPhoto[]): BookingFormState {
  if (photos.length === 0) return state;
  return { ...state, photos: [...state.photos, ...photos] };
}

/** Removes one photo; once none is left, consent is asked afresh for the next ones. */
export function removePhoto(state: BookingFormState, id: string): { state: BookingFormState; removed: BookingPhoto | null } {
  const removed = state.photos.find((p) => p.id === id) ?? null;
  if (!removed) return { state, removed: null };
  const photos = state.photos.filter((p) => p.id !== id);
  return { state: { ...state, photos, photoConsent: photos.length > 0 && state.photoConsent }, removed };
}

export function changePhotoConsent(state: BookingFormState, consent: boolean): BookingFormState {
  return { ...state, photoConsent: consent };
}

/** The required fields still empty, in the order the form shows them. */
export function missingRequiredFields(values: BookingFormValues): RequiredField[] {
  return REQUIRED_FIELDS.filter((field) => values[field].trim() === '');
}

export function needsPhotoConsent(state: BookingFormState): boolean {
  return state.photos.length > 0 && !state.photoConsent;
}

/** The request body of the booking contract (docs/booking-service.md), in the visitor's language. */
export function buildBookingPayload(state: BookingFormState, language: string): BookingRequestInput {
  const { values } = state;
  // A photo still being prepared when the visitor turned to a table may arrive after the switch: it is not sent.
  const photos = takesPhotos(values.service) ? state.photos : [];
  const optional = (text: string) => (text.trim() === '' ? null : text.trim());
  const payload: BookingRequestInput = {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: optional(values.phone),
    service: values.service as ServiceId,
    appointment_date: values.date,
    appointment_time: values.time,
    notes: optional(values.notes),
    photos: photos.map((p) => ({ filename: p.filename, content: Array.from(p.bytes), type: p.type })),
    language: isLanguage(language) ? language : DEFAULT_LANGUAGE,
    // Guests and a barber only for the services that take them: the service refuses them elsewhere.
    guests: guestRange(values.service) && values.guests !== '' ? Number(values.guests) : null,
    specialist: specialistChoices(values.service).some((choice) => choice.id === values.specialist) ? values.specialist : null,
  };
  if (photos.length > 0) payload.photo_consent = true;
  return payload;
}

/**
 * What identifies one booking attempt: the same values and photos retried after a failure keep
 * the same idempotency key, so a request that did reach the service is not booked twice.
 */
export function attemptFingerprint(state: BookingFormState, language: string): string {
  const { values, photos, photoConsent } = state;
  return JSON.stringify([values, photos.map((p) => [p.id, p.filename, p.bytes.byteLength]), photoConsent, language]);
}
