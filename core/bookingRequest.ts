import { z } from 'zod';
import { isIsoDate, isoDateBefore, isSunday, wallClockIn } from './dates.ts';
import { LANGUAGES } from './languages.ts';
import { BOOKING_FIELD_NAMES, BOOKING_FIELDS, fieldTitle, type BookingFieldName, type BookingFields, type FieldDeclaration } from './bookingFields.ts';
import { BOOKING_LIMITS } from './bookingLimits.ts';
import { bookableSlots } from './slots.ts';
import { SERVICE_IDS } from './services.ts';
import { specialistsOf, startsAt } from './availability.ts';
import type { House } from './house.ts';

export { BOOKING_LIMITS }; // the server and the tests read the limits here, beside the schemas

// Zod compiles its object parsers with `new Function` where it may, probing for that once. The
// site's Content-Security-Policy forbids eval, so in the browser the probe is a policy violation:
// there the interpreted parsers check the one form. On the server, compiled parsers check a
// booking in half the time (README, "Performance"). Set before any schema here.
z.config({ jitless: typeof document !== 'undefined' });

/** Digits, spaces and + ( ) - only. */
export const PHONE_PATTERN = /^[0-9 +()-]*$/;

/** Version of the photo-consent sentence the visitor agreed to; bump it when the text changes. */
export const PHOTO_CONSENT_VERSION = '2026-11-21';

/** True when every element is an integer byte 0..255; a plain loop, fast on millions of values. */
export function isByteArray(value: unknown, maxLength: number): value is number[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > maxLength) return false;
  for (let i = 0; i < value.length; i++) {
    const b = value[i];
    if (typeof b !== 'number' || !Number.isInteger(b) || b < 0 || b > 255) return false;
  }
  return true;
}

/**
 * True when `text` has no lone UTF-16 surrogate: such a string cannot be written as UTF-8, so it
 * would be stored and mailed as replacement characters (or break a strict database driver).
 */
export function isWellFormedText(text: string): boolean {
  return !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
}

/** Control characters (CR and LF among them) and Unicode line separators: none belongs in a one-line field. */
const LINE_BREAKING = /[\p{Cc}\u2028\u2029]/u;

const WELL_FORMED = 'Text must not hold invalid characters (a lone UTF-16 surrogate)';

export const bookingPhotoSchema = z.object({
  filename: z.string().trim().min(1).max(BOOKING_LIMITS.filenameMaxChars).refine(isWellFormedText, WELL_FORMED),
  type: z.string().max(BOOKING_LIMITS.photoTypeMaxChars).regex(/^image\/[a-z0-9.+-]+$/i, 'Only image files are accepted'),
  content: z.custom<number[]>((v) => isByteArray(v, BOOKING_LIMITS.photoMaxBytes), {
    message: `Photo content must be a list of 1 to ${BOOKING_LIMITS.photoMaxBytes} byte values (0-255)`,
  }),
});

/** True when the photos together hold at most BOOKING_LIMITS.photosTotalMaxBytes bytes. */
function photosWithinTotalLimit(photos: readonly { content: { length: number } }[]): boolean {
  let total = 0;
  for (const photo of photos) total += typeof photo?.content?.length === 'number' ? photo.content.length : 0;
  return total <= BOOKING_LIMITS.photosTotalMaxBytes;
}

/** Marks the issue raised when the photos together are too large (the server answers 413). */
export const PHOTOS_TOO_LARGE = 'photos_too_large';

/** A booking's list of photos, however each photo's bytes are held: at most so many, and so many bytes together. */
export function photoListSchema<Photo extends z.ZodType<{ content: { length: number } }>>(photo: Photo) {
  return z
    .array(photo)
    .max(BOOKING_LIMITS.photosMax)
    .refine(photosWithinTotalLimit, {
      message: `The photos together may hold at most ${BOOKING_LIMITS.photosTotalMaxBytes} bytes`,
      params: { reason: PHOTOS_TOO_LARGE },
    })
    .default([]);
}

const title = fieldTitle;

/** Text trimmed and within its length, one line where declared, well formed; a phone number of its own characters. */
function text(name: BookingFieldName, field: FieldDeclaration, required: boolean) {
  let schema = z.string().trim();
  if (required) schema = schema.min(1, `${title(name)} is required`);
  schema = schema.max(field.maxChars ?? Number.MAX_SAFE_INTEGER);
  if (field.type === 'tel') return schema.regex(PHONE_PATTERN, `${title(name)} may hold digits, spaces and + ( ) - only`);
  if (field.oneLine) schema = schema.refine((value) => !LINE_BREAKING.test(value), `${title(name)} must be one line without control characters`);
  return schema.refine(isWellFormedText, WELL_FORMED);
}

/** A required field of text: not empty. */
const requiredText = (name: BookingFieldName, field: FieldDeclaration) => text(name, field, true);

/** An optional field of text: left out, empty or blank, it holds none. */
const optionalText = (name: BookingFieldName, field: FieldDeclaration) =>
  text(name, field, false)
    .nullish()
    .transform((value) => value || null);

const emailSchema = (field: FieldDeclaration) => z.email('A valid email address is required').max(field.maxChars ?? Number.MAX_SAFE_INTEGER);

/** The schema of each other type of field. Which services take guests or a specialist is the house's (checkPlaceFields); these check the type. */
const SCHEMA_OF_TYPE = {
  service: () => z.enum(SERVICE_IDS, 'Unknown service'),
  count: (name: BookingFieldName, field: FieldDeclaration) => {
    const whole = `${title(name)} must be a whole number`;
    return z.number(whole).int(whole).min(1, `${title(name)} must be at least 1`).max(field.max ?? Number.MAX_SAFE_INTEGER).nullable().default(null);
  },
  specialist: (_name: BookingFieldName, field: FieldDeclaration) => z.string().max(field.maxChars ?? Number.MAX_SAFE_INTEGER).nullable().default(null),
  date: () => z.string().refine(isIsoDate, 'Date must be a real date written YYYY-MM-DD'),
  time: () => z.string().regex(/^\d{2}:\d{2}$/, 'Time must be written HH:MM'),
  photos: () => photoListSchema(bookingPhotoSchema),
  consent: () => z.boolean().optional(),
  language: () => z.enum(LANGUAGES).default('en'),
};

type SchemaOf<F> = F extends { type: 'email' }
  ? ReturnType<typeof emailSchema>
  : F extends { type: 'text' | 'tel'; required: true }
    ? ReturnType<typeof requiredText>
    : F extends { type: 'text' | 'tel' }
      ? ReturnType<typeof optionalText>
      : F extends { type: infer T extends keyof typeof SCHEMA_OF_TYPE }
        ? ReturnType<(typeof SCHEMA_OF_TYPE)[T]>
        : never;

function schemaOf(name: BookingFieldName, field: FieldDeclaration): z.ZodType {
  if (field.type === 'email') return emailSchema(field);
  if (field.type === 'text' || field.type === 'tel') return field.required ? requiredText(name, field) : optionalText(name, field);
  return SCHEMA_OF_TYPE[field.type](name, field);
}

/** The booking request body (docs/booking-service.md), as both the form and the server see it: one schema per declared field. */
export const bookingRequestSchema = z.object(
  Object.fromEntries(BOOKING_FIELD_NAMES.map((name) => [name, schemaOf(name, BOOKING_FIELDS[name])])) as { [K in BookingFieldName]: SchemaOf<BookingFields[K]> },
);

export type BookingRequestInput = z.input<typeof bookingRequestSchema>;
export type BookingRequest = z.output<typeof bookingRequestSchema>;

export interface BookingRuleViolation {
  code: 'date_in_past' | 'date_too_far' | 'sunday_closed' | 'slot_unavailable' | 'consent_required' | 'invalid_field';
  field: string;
  message: string;
}

/**
 * The rules that need the calendar and the clock, checked after the schema: the date not before
 * today in the business's time zone and at most `horizonDays` after it, not a Sunday, the time one
 * of the service's bookable slots, and consent given when photos are attached. Returns the first
 * violation, or null.
 */
export function checkBookingRules(
  request: Pick<BookingRequest, 'service' | 'appointment_date' | 'appointment_time' | 'photo_consent'> & { photos: readonly unknown[] },
  now: Date,
  timeZone: string,
  horizonDays: number = BOOKING_LIMITS.appointmentHorizonDays,
): BookingRuleViolation | null {
  const today = wallClockIn(timeZone, now).date;
  if (request.appointment_date < today) {
    return { code: 'date_in_past', field: 'appointment_date', message: 'The date is in the past' };
  }
  if (request.appointment_date > isoDateBefore(today, { days: -horizonDays })) {
    return { code: 'date_too_far', field: 'appointment_date', message: `The date may be at most ${horizonDays} days ahead` };
  }
  if (isSunday(request.appointment_date)) {
    return { code: 'sunday_closed', field: 'appointment_date', message: 'We are closed on Sundays' };
  }
  if (!bookableSlots(request.service, request.appointment_date, now, timeZone).includes(request.appointment_time)) {
    return { code: 'slot_unavailable', field: 'appointment_time', message: 'That time is not available for this service and date' };
  }
  if (request.photos.length > 0 && request.photo_consent !== true) {
    return { code: 'consent_required', field: 'photo_consent', message: 'Consent is required to send photos' };
  }
  return null;
}

/**
 * Guests, specialist and start time as the house takes them: guests required, within its range,
 * exactly for the services that count guests; a specialist only where specialists serve, and one of
 * them; a time the service starts at and that ends by closing.
 */
export function checkPlaceFields(
  house: House,
  request: Pick<BookingRequest, 'service' | 'guests' | 'specialist'> & Partial<Pick<BookingRequest, 'appointment_date' | 'appointment_time'>>,
): BookingRuleViolation | null {
  const place = house.services[request.service];
  const invalid = (field: string, message: string): BookingRuleViolation => ({ code: 'invalid_field', field, message });
  if (place.guests) {
    const { min, max } = place.guests;
    if (request.guests === null) return invalid('guests', `Say how many guests (${min} to ${max})`);
    if (request.guests < min || request.guests > max) return invalid('guests', `This service takes ${min} to ${max} guests`);
  } else if (request.guests !== null) {
    return invalid('guests', 'This service does not take a number of guests');
  }
  if (request.specialist !== null && !specialistsOf(house, request.service).includes(request.specialist)) {
    return invalid('specialist', 'Unknown specialist for this service');
  }
  const { appointment_date: date, appointment_time: time } = request;
  if (date && time && !startsAt(house, request.service, date, time)) {
    return { code: 'slot_unavailable', field: 'appointment_time', message: 'This service does not start at that time, or would run past closing' };
  }
  return null;
}
