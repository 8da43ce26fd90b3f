import { intlLocale } from '../../core/languages.ts';

/**
 * Languages whose dates are written numerically (day.month.year). Chromium-based browsers ship no
 * Albanian calendar data: Intl would print English month names there, while the prerenderer
 * (Node, full ICU) prints Albanian ones, so the hydrated page would differ from the prerendered
 * one. "21.11.2026" is how Albanians write dates anyway, and it reads the same on every runtime.
 */
const NUMERIC_DATE_LANGUAGES: ReadonlySet<string> = new Set(['sq']);

/**
 * A calendar date ("YYYY-MM-DD") written out in a language, e.g. "21. November 2026". Formatted
 * in UTC so the day never shifts with the reader's time zone; a language the runtime has no
 * calendar data for also gets day.month.year rather than another language's month names.
 */
export function formatCalendarDate(isoDate: string, language: string): string {
  const [year, month, day] = isoDate.split('-');
  if (NUMERIC_DATE_LANGUAGES.has(language) || Intl.DateTimeFormat.supportedLocalesOf(language).length === 0) {
    return `${day}.${month}.${year}`;
  }
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** The date in a <time> element, so machines read the ISO date and people the written one. */
export function CalendarDate({ isoDate, language }: { isoDate: string; language: string }) {
  return <time dateTime={isoDate}>{formatCalendarDate(isoDate, language)}</time>;
}
