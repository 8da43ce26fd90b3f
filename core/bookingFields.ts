/**
 * The fields of a booking request, declared once: the request schema (bookingRequest.ts), the body
 * reader's shape, the form's controls, the stored row, the labelled rows of messages and pages and
 * the bookings command are all derived from this object, in its order. A module of its own, without
 * zod: the form needs the declaration before it loads the schema.
 *
 * Labels: the `labels` of the booking namespace, which the site and the service share
 * (content/locales/<language>/booking.json), hold each field's label under its name; the form reads
 * `<name>_form` where its words differ, the confirmed booking's messages `<name>_confirmed`, and a
 * field with `hint` its hint under `<name>_hint`.
 */
import { specialistsOf, takesPhotos } from './availability.ts';
import type { House } from './house.ts';
import type { ServiceId } from './services.ts';

/** How a value is written and checked: each type has one zod builder and one form control. */
export type FieldType = 'text' | 'email' | 'tel' | 'service' | 'count' | 'specialist' | 'date' | 'time' | 'photos' | 'consent' | 'language';

export interface FieldDeclaration {
  type: FieldType;
  /** The form names it missing, and the schema refuses it empty; a field for some services is required where it applies. */
  required?: boolean;
  maxChars?: number;
  /** The largest count. */
  max?: number;
  /** Refuses control characters and line breaks, which would forge lines in the messages that quote it. */
  oneLine?: boolean;
  /** The services it belongs to; elsewhere the form hides it and the service refuses it. */
  appliesTo?: (house: House, service: ServiceId) => boolean;
  /** Who reads it among a booking's labelled details: the business only, or the visitor too. */
  shownTo?: 'business' | 'everyone';
  /** How the form asks for it: the browser's autofill, the phone keyboard, the lines of a text area, a hint under it. */
  control?: { autoComplete?: string; inputMode?: 'tel' | 'email' | 'text'; rows?: number; hint?: boolean };
}

export const BOOKING_FIELDS = {
  name: { type: 'text', required: true, maxChars: 100, oneLine: true, shownTo: 'business', control: { autoComplete: 'name' } },
  email: { type: 'email', required: true, maxChars: 254, shownTo: 'business', control: { autoComplete: 'email' } },
  phone: { type: 'tel', maxChars: 30, shownTo: 'business', control: { autoComplete: 'tel', inputMode: 'tel' } },
  service: { type: 'service', required: true, shownTo: 'everyone' },
  // The most guests any booking may name; each service's own range is in the house's data.
  guests: { type: 'count', required: true, max: 100, shownTo: 'everyone', appliesTo: (house, service) => house.services[service].guests !== undefined },
  specialist: { type: 'specialist', maxChars: 64, shownTo: 'everyone', appliesTo: (house, service) => specialistsOf(house, service).length > 0 },
  appointment_date: { type: 'date', required: true, shownTo: 'everyone' },
  appointment_time: { type: 'time', required: true, shownTo: 'everyone' },
  photos: { type: 'photos', appliesTo: takesPhotos },
  photo_consent: { type: 'consent', appliesTo: takesPhotos },
  notes: { type: 'text', maxChars: 2000, shownTo: 'business', control: { rows: 4, hint: true } },
  language: { type: 'language' },
} as const satisfies Record<string, FieldDeclaration>;

export type BookingFields = typeof BOOKING_FIELDS;
export type BookingFieldName = keyof BookingFields;
export const BOOKING_FIELD_NAMES = Object.keys(BOOKING_FIELDS) as BookingFieldName[];

type NamesWhere<Condition> = { [K in BookingFieldName]: BookingFields[K] extends Condition ? K : never }[BookingFieldName];

/** The fields a visitor types, kept as text: each is a column of the same name. */
export type TextFieldName = NamesWhere<{ type: 'text' | 'email' | 'tel' }>;
export type RequiredFieldName = NamesWhere<{ required: true }>;

export const TEXT_FIELDS = BOOKING_FIELD_NAMES.filter((name): name is TextFieldName => ['text', 'email', 'tel'].includes(BOOKING_FIELDS[name].type));
/** The fields a visitor must fill in, in the order the form shows them. */
export const REQUIRED_FIELDS = BOOKING_FIELD_NAMES.filter((name): name is RequiredFieldName => 'required' in BOOKING_FIELDS[name]);

/** The text fields' values as the service keeps them: a required one always holds text, an optional one may hold none. */
export type TextFieldValues = { [K in TextFieldName]: BookingFields[K] extends { required: true } ? string : string | null };

type OptionalTextFieldName = Exclude<TextFieldName, RequiredFieldName>;
/** Every optional text field left empty: the base of a booking written in code rather than sent by a visitor (tests, benchmarks). */
export const NO_OPTIONAL_TEXT = Object.fromEntries(TEXT_FIELDS.filter((name) => !REQUIRED_FIELDS.includes(name as RequiredFieldName)).map((name) => [name, null])) as Record<OptionalTextFieldName, null>;

/** The text fields of `source`, picked by the declaration's names, so a declared field cannot be left behind. */
export function textFieldsOf<T extends Record<TextFieldName, string | null>>(source: T): Pick<T, TextFieldName> {
  return Object.fromEntries(TEXT_FIELDS.map((name) => [name, source[name]])) as Pick<T, TextFieldName>;
}

export function declarationOf(name: BookingFieldName): FieldDeclaration {
  return BOOKING_FIELDS[name];
}

/** Whether the field belongs to a booking of `service`. */
export function appliesTo(name: BookingFieldName, house: House, service: ServiceId): boolean {
  return declarationOf(name).appliesTo?.(house, service) ?? true;
}

/** The field's name as the service's English answers write it: "Name", "Phone". */
export function fieldTitle(name: BookingFieldName): string {
  return name.charAt(0).toUpperCase() + name.slice(1).replace(/_/g, ' ');
}

/** The i18next key of a field's label: in the booking namespace, shared by the site and the service. */
export const labelKey = (name: string) => `booking:labels.${name}`;

/**
 * A form field people never see (hidden from sight and from assistive technology) that
 * form-filling bots fill in like any other: the service answers such a request as if it booked it,
 * and keeps and sends nothing.
 */
export const HONEYPOT_FIELD = 'website';
