/**
 * An ISO date ("2026-11-23") written out in the visitor's language ("23 November 2026",
 * "23. November 2026"). The date is a calendar day, not an instant, so it is formatted in UTC
 * and never shifts with the device's time zone.
 */
export function formatBookingDate(isoDate: string, language: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
