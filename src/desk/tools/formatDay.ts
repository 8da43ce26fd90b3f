/** An ISO day as the desk says it in `language` ("Monday 7 December"); noon UTC keeps it the same day everywhere. */
export function formatDay(isoDate: string, language: string, withYear = false): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const noon = new Date(Date.UTC(year!, month! - 1, day!, 12));
  return new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', year: withYear ? 'numeric' : undefined, timeZone: 'UTC' }).format(noon);
}
