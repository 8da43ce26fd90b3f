/**
 * The limits of a booking request beyond each field's own (core/bookingFields.ts): photos and how far
 * ahead. A module of its own, without zod, so that the form's code can use the limits without loading
 * the schemas (core/bookingRequest.ts), which the booking page fetches once the visitor turns to the form.
 */
export const BOOKING_LIMITS = {
  photosMax: 10,
  photoMaxBytes: 10 * 1024 * 1024,
  /**
   * All photos of one request together. The form sends photos downsized to well under 1 MB each;
   * this cap is what keeps the request body (about 4 characters of JSON per byte) near 40 MB.
   */
  photosTotalMaxBytes: 10 * 1024 * 1024,
  /** Longest side of a photo in pixels: the form downsizes to it and the service stores no larger. */
  photoMaxEdgePx: 2048,
  filenameMaxChars: 255,
  photoTypeMaxChars: 100,
  /**
   * How far ahead an appointment may be asked for. Retention counts from the appointment date, so
   * a date decades away would keep a visitor's data (and photos) for decades. The server may set
   * its own (BOOKING_HORIZON_DAYS).
   */
  appointmentHorizonDays: 365,
} as const;
