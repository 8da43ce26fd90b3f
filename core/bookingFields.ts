/**
 * The fields of a booking request a visitor must fill in (spec section 5). The request schema
 * (bookingRequest.ts) refuses each of them empty and only them (its test checks), and the form
 * names exactly these when some are missing, so the two cannot drift apart. A module of its own:
 * the form needs the list before it loads the schema.
 */
export const REQUIRED_REQUEST_FIELDS = ['name', 'email', 'service', 'appointment_date', 'appointment_time'] as const;
export type RequiredRequestField = (typeof REQUIRED_REQUEST_FIELDS)[number];
