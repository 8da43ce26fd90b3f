/**
 * Every message and every page string that takes a placeholder, rendered in every language with
 * every service and a spread of dates and times, must read as written: no service declined inside a
 * sentence, no suffix glued to a value, no capital after a German greeting's comma, nothing left
 * unreplaced, no English word in another language (core/copyShapes.ts).
 */
import { describe, expect, it } from 'vitest';
import { brokenShapes, gluedSuffixes } from '../../core/copyShapes.ts';
import { NO_OPTIONAL_TEXT } from '../../core/bookingFields.ts';
import { LANGUAGES, type Language } from '../../core/languages.ts';
import { reservesTable, serviceGroup, SERVICE_IDS, type ServiceId } from '../../core/services.ts';
import { barbershopTeam } from '../../content/team.ts';
import { pageStrings, text } from '../requests/pages.tsx';
import type { BookingForMail } from '../store/types.ts';
import { composeBusinessCancellation, composeBusinessNotice, composeCancelNotice, composeDecline, composeMoved, composeProposal, composeReminder, confirmationContent } from './answerMessages.tsx';
import { BOOKING_MESSAGE_KINDS, composeBookingMessage, composeBusinessFallback } from './bookingMessages.tsx';
import type { BookingMailSettings } from './mailSettings.ts';
import { composeNewsletterConfirmation } from './newsletterMessages.tsx';
import { fill, formatWhen, mailStrings, serviceName } from './strings.ts';

/** Monday to Saturday, so every weekday's form meets every preposition. */
const DATES = ['2026-06-15', '2026-06-16', '2026-06-17', '2026-06-18', '2026-06-19', '2026-06-20', '2026-11-26'];
/** 08:00 and 09:00 take different Turkish suffixes ("08:00'den", "09:00'dan"): no string may need one. */
const TIMES = ['08:00', '09:00', '10:00', '13:00', '16:30', '19:00', '20:00', '07:53'];

const settingsIn = (businessLanguage: Language): BookingMailSettings => ({
  mailFrom: 'Aurum Atelier <bookings@aurum-atelier.test>',
  bookingNotifyTo: 'desk@aurum-atelier.test',
  businessTimeZone: 'Europe/Tirane',
  publicUrl: 'http://salon.test',
  linkSecret: 'a-secret-for-the-placeholder-tests-of-every-language',
  businessLanguage,
});

function bookingOf(service: ServiceId, language: Language, n: number): BookingForMail {
  return {
    ...NO_OPTIONAL_TEXT,
    id: `b-${n}`,
    guests: reservesTable(service) ? 4 : null,
    specialist: serviceGroup(service) === 'barbershop' ? barbershopTeam[n % barbershopTeam.length]!.id : null,
    specialistChosen: n % 2 === 0,
    visitorKey: null,
    calendarSequence: 1,
    proposalRound: 0,
    receivedAt: new Date('2026-06-01T07:00:00Z'),
    status: 'confirmed',
    name: 'Elira Hoxha',
    email: 'elira@example.com',
    phone: '+355 69 123 4567',
    service,
    appointmentDate: DATES[n % DATES.length]!,
    appointmentTime: TIMES[n % TIMES.length]!,
    notes: null,
    language,
    photoConsent: null,
    photoCount: 0,
    photoBytes: [],
  };
}

const now = new Date('2026-06-01T08:00:00Z');

/** Every message a booking of `service` can bring, the visitor's in `language` and the business's notices too. */
function messagesOf(service: ServiceId, language: Language, n: number): { name: string; subject: string; text: string }[] {
  const booking = bookingOf(service, language, n);
  const settings = settingsIn(language);
  const other = { date: DATES[(n + 3) % DATES.length]!, time: TIMES[(n + 5) % TIMES.length]! };
  return [
    ...BOOKING_MESSAGE_KINDS.filter((kind) => kind.endsWith('visitor')).map((kind) => ({ name: kind, ...composeBookingMessage(kind, booking, settings, now) })),
    { name: 'fallback', ...composeBusinessFallback(booking, { reason: '552 message too large' }, settings, now) },
    { name: 'confirmation', ...confirmationContent(booking, settings, now) },
    { name: 'moved by the business', ...composeMoved(booking, 'business', settings, now) },
    { name: 'moved by the visitor', ...composeMoved(booking, 'visitor', settings, now) },
    { name: 'cancelled by the business', ...composeBusinessCancellation(booking, settings, now) },
    { name: 'declined', ...composeDecline(booking, settings, now) },
    { name: 'proposal', ...composeProposal(booking, [other, { date: DATES[(n + 1) % DATES.length]!, time: '08:00' }], settings, now) },
    { name: 'reminder', ...composeReminder(booking, settings, now) },
    { name: 'cancel notice', ...composeCancelNotice(booking, settings, now) },
    { name: 'accepted notice', ...composeBusinessNotice('accepted', booking, other, settings, now) },
    { name: 'changed notice', ...composeBusinessNotice('changed', booking, other, settings, now) },
    { name: 'newsletter', ...composeNewsletterConfirmation({ email: 'elira@example.com', language, tokens: { confirmToken: 'c', unsubscribeToken: 'u' }, now }, settings) },
  ];
}

function leaves(value: unknown, prefix = ''): [string, string][] {
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  return [[prefix, String(value)]];
}

describe('strings that take a placeholder', () => {
  for (const language of LANGUAGES) {
    const sample = { services: SERVICE_IDS.map((id) => serviceName(id, language)), times: TIMES };

    it(`${language}: every message reads as written, with every service, date and time`, () => {
      const broken = SERVICE_IDS.flatMap((service, n) =>
        messagesOf(service, language, n).flatMap((message) =>
          brokenShapes(`${message.subject}\n${message.text}`, language, sample).map((shape) => `${service}, ${message.name}: ${shape}`),
        ),
      );
      expect([...new Set(broken)]).toEqual([]);
    });

    it(`${language}: every page string reads as written, with every service, date and time`, () => {
      const broken = SERVICE_IDS.flatMap((service, n) => {
        const values = { name: 'Elira Hoxha', phone: '+355 69 123 4567', hours: 24, status: pageStrings(language).statusConfirmed, number: 1, count: 3, when: formatWhen(DATES[n % DATES.length]!, TIMES[n % TIMES.length]!, language) };
        return Object.keys(pageStrings(language, service)).flatMap((key) =>
          brokenShapes(text(language, key as keyof ReturnType<typeof pageStrings>, values, service), language, sample).map((shape) => `${service}, ${key}: ${shape}`),
        );
      });
      const newsletter = Object.entries(mailStrings(language).newsletterPage).flatMap(([key, words]) =>
        brokenShapes(fill(words, { brand: 'Aurum Atelier' }), language, sample).map((shape) => `newsletter ${key}: ${shape}`),
      );
      expect([...broken, ...newsletter]).toEqual([]);
    });

    it(`${language}: no placeholder carries a suffix that fits one value only`, () => {
      expect(leaves(mailStrings(language)).filter(([, words]) => gluedSuffixes(words).length > 0)).toEqual([]);
    });
  }
});
