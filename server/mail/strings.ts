/**
 * The words of every message and page the service writes, per language. They live here, not in
 * src/locales, so they never reach the browser bundle. Service names are shared with the site
 * (content/locales/<language>/services.json), so the mail names a service exactly as the form did.
 */
import { intlLocale, type Language } from '../../core/languages.ts';
import { reservesTable, serviceGroup, type ServiceId } from '../../core/services.ts';
import servicesDe from '../../content/locales/de/services.json' with { type: 'json' };
import servicesEn from '../../content/locales/en/services.json' with { type: 'json' };
import servicesSq from '../../content/locales/sq/services.json' with { type: 'json' };
import servicesTr from '../../content/locales/tr/services.json' with { type: 'json' };
import business from './strings/business.en.json' with { type: 'json' };
import de from './strings/de.json' with { type: 'json' };
import en from './strings/en.json' with { type: 'json' };
import sq from './strings/sq.json' with { type: 'json' };
import tr from './strings/tr.json' with { type: 'json' };
import { barbershopTeam, hairClinicTeam } from '../../content/team.ts';

export type MailStrings = typeof en;
export type BusinessStrings = typeof business;

const STRINGS: Record<Language, MailStrings> = { en, sq, tr, de };
const SERVICES: Record<Language, typeof servicesEn> = { en: servicesEn, sq: servicesSq, tr: servicesTr, de: servicesDe };

/** Each language's `tableWording` replaces its words about an appointment in messages about a table. */
function withTableWording(strings: MailStrings): MailStrings {
  const merged: Record<string, unknown> = { ...strings };
  for (const [section, words] of Object.entries(strings.tableWording)) {
    merged[section] = { ...strings[section as keyof MailStrings], ...words };
  }
  return merged as MailStrings;
}

const TABLE_STRINGS = Object.fromEntries(Object.entries(STRINGS).map(([language, strings]) => [language, withTableWording(strings)])) as Record<Language, MailStrings>;

/** The words for a language; given the booked service, those of its kind of booking. */
export function mailStrings(language: Language, service?: ServiceId): MailStrings {
  return service && reservesTable(service) ? TABLE_STRINGS[language] : STRINGS[language];
}

/** The staff's copy is written in English. */
export function businessStrings(): BusinessStrings {
  return business;
}

/** Fills {{placeholders}}; an unknown placeholder is left visible rather than silently dropped. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/{{\s*(\w+)\s*}}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

export function serviceName(service: ServiceId, language: Language): string {
  return SERVICES[language].names[service];
}

/** A specialist's name as the team page writes it (names are never translated); the id when unknown. */
export function specialistName(id: string): string {
  return [...barbershopTeam, ...hairClinicTeam].find((member) => member.id === id)?.name ?? id;
}

export function serviceGroupName(service: ServiceId, language: Language): string {
  return SERVICES[language].groups[serviceGroup(service)];
}

/**
 * Intl formatters are costly to build (a good part of a booking's CPU time when built per call) and
 * safe to share: one per language and option set, built on first use.
 */
function memoize<A extends string, R>(build: (key: A) => R): (key: A) => R {
  const built = new Map<A, R>();
  return (key) => {
    let value = built.get(key);
    if (value === undefined) built.set(key, (value = build(key)));
    return value;
  };
}

const dateFormat = memoize((language: Language) =>
  new Intl.DateTimeFormat(intlLocale(language), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
);
const momentFormat = memoize((timeZone: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone }));
const englishLanguageNames = new Intl.DisplayNames('en', { type: 'language' });

/** "Tuesday 16 June 2026", "e martë, 16 qershor 2026"... for an ISO date, whatever the server's zone. */
export function formatDate(isoDate: string, language: Language): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return dateFormat(language).format(Date.UTC(y, m - 1, d));
}

/** A moment as the business's clock shows it, for the staff's copy. */
export function formatMoment(at: Date, timeZone: string): string {
  return momentFormat(timeZone).format(at);
}

export function languageName(language: Language): string {
  return englishLanguageNames.of(language) ?? language;
}

const timeFormat = memoize((language: Language) => new Intl.DateTimeFormat(intlLocale(language), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }));

/** "08:00" as the language writes a time of day; every one of ours uses the 24-hour clock. */
export function formatTime(time: string, language: Language): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return timeFormat(language).format(Date.UTC(1970, 0, 1, h, m));
}

/**
 * A date and time as one labelled value, in the language's own pattern ("Donnerstag, 26. November
 * 2026, 07:53 Uhr", "e enjte, 26 nëntor 2026, ora 07:53"): written after a colon or in a list,
 * never after a preposition that would have to decline it.
 */
export function formatWhen(isoDate: string, time: string, language: Language): string {
  return fill(STRINGS[language].format.when, { date: formatDate(isoDate, language), time: formatTime(time, language) });
}

/** A text that stands on its own (a button's label, a calendar entry's description) opens with a capital as a line does, by its language's rules ("E premte, 19 qershor …" in Albanian). */
export function standingAlone(text: string, language: Language): string {
  return text.charAt(0).toLocaleUpperCase(intlLocale(language)) + text.slice(1);
}

const localDayFormat = memoize((key: `${Language} ${string}`) => {
  const [language, timeZone] = key.split(' ') as [Language, string];
  return new Intl.DateTimeFormat(intlLocale(language), { weekday: 'long', day: 'numeric', month: 'long', timeZone });
});
const localTimeFormat = memoize((key: `${Language} ${string}`) => {
  const [language, timeZone] = key.split(' ') as [Language, string];
  return new Intl.DateTimeFormat(intlLocale(language), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
});

/** A moment as the business's clock shows it, in a visitor's language, in the pattern of formatWhen without the year ("Mittwoch, 17. Juni, 10:00 Uhr"). */
export function formatMomentIn(at: Date, language: Language, timeZone: string): string {
  const key = `${language} ${timeZone}` as const;
  return fill(STRINGS[language].format.when, { date: localDayFormat(key).format(at), time: localTimeFormat(key).format(at) });
}
