/**
 * Every number and reference that the Privacy Policy and the Terms of Service promise, in one place.
 * The pages render them through i18next interpolation (the texts hold no digits of their own, see
 * legal.test.ts) and the booking service is to enforce the same numbers when it deletes old
 * bookings, photos, unconfirmed newsletter sign-ups and logs, so changing a value here changes
 * both what we promise and what we do. Change `lastUpdated` whenever a promise changes.
 *
 * Plain data only: the server imports this module too.
 */

/** Date of the current version of both texts (ISO 8601, a calendar date in Tirana). */
export const lastUpdated = '2026-11-26';

/** How long personal data is kept. Counted from the requested appointment date where it says so. */
export const retention = {
  /** Booking requests (name, contact details, service, date, notes) and their copies in the house mailbox. */
  bookingRetentionMonths: 24,
  /** Photos attached to a booking request; deleted sooner when the visitor withdraws consent. */
  photoRetentionDays: 90,
  /** Newsletter sign-ups whose confirmation link was never clicked. Confirmed addresses stay until unsubscribe. */
  newsletterUnconfirmedDays: 14,
  /** Server access and security logs (IP address, time, path, user agent). */
  serverLogRetentionDays: 30,
  /** Page-speed figures the site reports (page, language, metric, value: nothing about the visitor). */
  webVitalsRetentionDays: 90,
  /** Lifetime of the `preferred-language` cookie (src/i18n/preference.ts must match; e2e/legal.spec.ts checks it). */
  languagePreferenceDays: 365,
} as const;

/** The house rules the Terms of Service state. */
export const houseRules = {
  /** Free cancellation or rescheduling up to this many hours before the appointment. */
  cancellationNoticeHours: 24,
  /** Lateness after which a treatment may be shortened or moved. */
  lateArrivalGraceMinutes: 15,
  /** How long a confirmed restaurant table is held after the reserved time. */
  tableHoldMinutes: 15,
  /** Minimum age for medical and aesthetic treatments. */
  treatmentMinimumAge: 18,
} as const;

/** The laws and authorities the texts cite. */
export const dataProtection = {
  /** Albanian Law No. 124/2024 "On Personal Data Protection" (in force since 2025). */
  albanianLawNumber: '124/2024',
  /** Regulation (EU) 2016/679, the GDPR. */
  gdprNumber: '2016/679',
  /** Information and Data Protection Commissioner (IDP), Albania's supervisory authority. */
  supervisoryAuthorityUrl: 'https://www.idp.al',
  /** The European Data Protection Board's list of national supervisory authorities. */
  euAuthoritiesUrl: 'https://www.edpb.europa.eu/about-edpb/about-edpb/members_en',
} as const;
