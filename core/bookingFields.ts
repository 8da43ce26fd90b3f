/**
 * The fields of a booking request a visitor must fill in (docs/booking-form.md). The request schema
 * (bookingRequest.ts) refuses each of them empty and only them (its test checks), and the form
 * names exactly these when some are missing, so the two cannot drift apart. A module of its own:
 * the form needs the list before it loads the schema.
 */
export const REQUIRED_REQUEST_FIELDS = ['name', 'email', 'service', 'appointment_date', 'appointment_time'] as const;
export type RequiredRequestField = (typeof REQUIRED_REQUEST_FIELDS)[number];

/**
 * A form field people never see (hidden from sight and from assistive technology) that
 * form-filling bots fill in like any other: the service answers such a request as if it booked it,
 * and keeps and sends nothing.
 */
export const HONEYPOT_FIELD = 'website';
