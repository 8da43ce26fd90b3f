/**
 * The messages that answer a booking, written when the business or the visitor acts through a
 * signed link (server/requests): the confirmation with its calendar file and cancel link, the
 * decline, the proposal of other times, the reminder the day before, and the business's notice of
 * a cancellation. Each is written out in full when it is queued, so what it says is what was
 * decided at that moment.
 */
import { calendarFile, calendarUid } from '../../core/calendarFile.ts';
import { instantAt } from '../../core/dates.ts';
import { localizedPath } from '../../core/languageUrl.ts';
import { slotKey } from '../../core/proposals.ts';
import { appointmentMinutes } from '../../content/durations.ts';
import { brand, cityLine, contact } from '../../content/site.ts';
import { linkUrl, LINK_LIFETIME_MS, signLink } from '../links/signedLinks.ts';
import { timeOrderedId } from '../store/ids.ts';
import type { BookingForMail, MailContent, NewOutboxMessage, OutboxKind } from '../store/types.ts';
import { messageIdFor, parseMailboxes } from './addresses.ts';
import type { BookingMailSettings } from './bookingMessages.ts';
import { button, detailsTable, escapeHtml, heading, headerText, layout, paragraph } from './html.ts';
import { fill, formatDate, formatMomentIn, mailStrings, serviceName } from './strings.ts';

/** The visitor may cancel online until this long before the appointment. */
export const CANCEL_NOTICE_MS = 24 * 60 * 60_000;

/** The moment a booking's appointment begins. */
export function appointmentStart(booking: Pick<BookingForMail, 'appointmentDate' | 'appointmentTime'>, timeZone: string): Date {
  return instantAt(booking.appointmentDate, booking.appointmentTime, timeZone);
}

function queued(kind: OutboxKind, booking: BookingForMail, settings: BookingMailSettings, now: Date, content: MailContent, messageKey?: string): NewOutboxMessage {
  const id = timeOrderedId();
  return { id, kind, bookingId: booking.id, messageId: messageIdFor(messageKey ?? id, settings.mailFrom), createdAt: now, ...content };
}

const toVisitor = (booking: BookingForMail) => [{ name: headerText(booking.name, 100), address: booking.email }];
const replyToDesk = (settings: BookingMailSettings) => parseMailboxes(settings.bookingNotifyTo)[0] ?? null;
const address = (booking: BookingForMail) => `${contact.street}, ${cityLine(booking.language)}`;

/**
 * What the confirmation and the reminder both tell the visitor: the values their sentences fill
 * in, and the appointment's rows (service, date, time, address) in the visitor's language.
 */
function appointmentSummary(booking: BookingForMail, labels: { service: string; date: string; time: string; address: string }) {
  const service = serviceName(booking.service, booking.language);
  const date = formatDate(booking.appointmentDate, booking.language);
  const values = { brand: brand.name, name: booking.name, phone: contact.phoneDisplay, service, date, time: booking.appointmentTime };
  const rows: [string, string][] = [
    [labels.service, service],
    [labels.date, date],
    [labels.time, booking.appointmentTime],
    [labels.address, `${brand.name}, ${address(booking)}`],
  ];
  return { values, rows };
}

/** The confirmation: service, date, time and address, a calendar file, and a cancel link while cancelling is still possible. */
export function composeConfirmation(booking: BookingForMail, settings: BookingMailSettings, now: Date): NewOutboxMessage {
  const language = booking.language;
  const s = mailStrings(language, booking.service).bookingConfirmed;
  const { values, rows: appointment } = appointmentSummary(booking, s);
  const rows: [string, string][] = [...appointment, [s.reference, booking.id]];
  const deadline = new Date(appointmentStart(booking, settings.businessTimeZone).getTime() - CANCEL_NOTICE_MS);
  const cancelUrl =
    deadline > now ? linkUrl(settings.publicUrl, signLink(settings.linkSecret, { bookingId: booking.id, action: 'cancel', expiresAt: deadline })) : null;
  const cancelText = fill(s.cancelText, { ...values, deadline: formatMomentIn(deadline, language, settings.businessTimeZone) });
  const ics = calendarFile({
    // The UID of the site's file for the request, so the confirmed event replaces the tentative one.
    uid: calendarUid(booking.id, contact.email.split('@')[1] ?? 'aurum-atelier.al'),
    date: booking.appointmentDate,
    time: booking.appointmentTime,
    minutes: appointmentMinutes(booking.service),
    summary: fill(s.calendarSummary, values),
    description: fill(s.calendarDescription, values),
    location: `${brand.name}, ${address(booking)}`,
    createdAt: now,
    status: 'CONFIRMED',
    sequence: 1,
  });

  const text = [
    fill(s.greeting, values),
    '',
    s.intro,
    '',
    s.summaryTitle,
    ...rows.map(([label, value]) => `  ${label}: ${value}`),
    '',
    s.calendar,
    ...(cancelUrl ? ['', s.cancelTitle, cancelText, `${s.cancelButton}: ${cancelUrl}`] : []),
    '',
    s.signOff,
    fill(s.team, values),
    '',
  ].join('\n');
  const html = layout({
    language,
    title: fill(s.subject, values),
    preheader: fill(s.preheader, values),
    body:
      paragraph(escapeHtml(fill(s.greeting, values))) +
      paragraph(escapeHtml(s.intro)) +
      heading(s.summaryTitle) +
      detailsTable(rows.map(([label, value]) => [label, escapeHtml(value)])) +
      paragraph(escapeHtml(s.calendar), { muted: true }) +
      (cancelUrl ? heading(s.cancelTitle) + paragraph(escapeHtml(cancelText)) + button(s.cancelButton, cancelUrl) : '') +
      paragraph(`${escapeHtml(s.signOff)}<br>${escapeHtml(fill(s.team, values))}`),
  });
  return queued('booking_confirmed', booking, settings, now, {
    to: toVisitor(booking),
    replyTo: replyToDesk(settings),
    subject: headerText(fill(s.subject, values), 250),
    text,
    html,
    headers: {},
    attachments: [{ filename: `${brand.name.toLowerCase().replace(/\s+/g, '-')}-${booking.appointmentDate}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', text: ics }],
  });
}

/** The polite refusal, with the way back to the booking form in the visitor's language. */
export function composeDecline(booking: BookingForMail, settings: BookingMailSettings, now: Date): NewOutboxMessage {
  const language = booking.language;
  const s = mailStrings(language, booking.service).bookingDeclined;
  const values = {
    brand: brand.name,
    name: booking.name,
    phone: contact.phoneDisplay,
    service: serviceName(booking.service, language),
    date: formatDate(booking.appointmentDate, language),
    time: booking.appointmentTime,
  };
  const bookingUrl = `${settings.publicUrl.replace(/\/$/, '')}${localizedPath('/booking', language)}`;
  const text = [fill(s.greeting, values), '', fill(s.intro, values), '', s.invite, `${s.button}: ${bookingUrl}`, '', fill(s.questions, values), '', s.signOff, fill(s.team, values), ''].join('\n');
  const html = layout({
    language,
    title: fill(s.subject, values),
    preheader: s.preheader,
    body:
      paragraph(escapeHtml(fill(s.greeting, values))) +
      paragraph(escapeHtml(fill(s.intro, values))) +
      paragraph(escapeHtml(s.invite)) +
      button(s.button, bookingUrl) +
      paragraph(escapeHtml(fill(s.questions, values))) +
      paragraph(`${escapeHtml(s.signOff)}<br>${escapeHtml(fill(s.team, values))}`),
  });
  return queued('booking_declined', booking, settings, now, { to: toVisitor(booking), replyTo: replyToDesk(settings), subject: headerText(fill(s.subject, values), 250), text, html, headers: {}, attachments: [] });
}

/**
 * Other times, each with its own accept link: the link names the slot, and stays valid for the
 * links' lifetime or until the slot begins, whichever comes first.
 */
export function composeProposal(booking: BookingForMail, slots: readonly { date: string; time: string }[], settings: BookingMailSettings, now: Date): NewOutboxMessage {
  const language = booking.language;
  const s = mailStrings(language, booking.service).bookingProposal;
  const values = {
    brand: brand.name,
    name: booking.name,
    phone: contact.phoneDisplay,
    service: serviceName(booking.service, language),
    date: formatDate(booking.appointmentDate, language),
    time: booking.appointmentTime,
  };
  const choices = slots.map((slot) => {
    const begins = instantAt(slot.date, slot.time, settings.businessTimeZone).getTime();
    const expiresAt = new Date(Math.min(now.getTime() + LINK_LIFETIME_MS, begins));
    const token = signLink(settings.linkSecret, { bookingId: booking.id, action: 'accept', expiresAt, detail: slotKey(slot.date, slot.time) });
    return { label: fill(s.slot, { date: formatDate(slot.date, language), time: slot.time }), url: linkUrl(settings.publicUrl, token) };
  });
  const text = [
    fill(s.greeting, values),
    '',
    fill(s.intro, values),
    '',
    s.howTo,
    ...choices.map((choice) => `  ${choice.label}: ${choice.url}`),
    '',
    fill(s.otherwise, values),
    '',
    s.signOff,
    fill(s.team, values),
    '',
  ].join('\n');
  const html = layout({
    language,
    title: fill(s.subject, values),
    preheader: s.preheader,
    body:
      paragraph(escapeHtml(fill(s.greeting, values))) +
      paragraph(escapeHtml(fill(s.intro, values))) +
      paragraph(escapeHtml(s.howTo)) +
      choices.map((choice) => button(choice.label, choice.url)).join('') +
      paragraph(escapeHtml(fill(s.otherwise, values))) +
      paragraph(`${escapeHtml(s.signOff)}<br>${escapeHtml(fill(s.team, values))}`),
  });
  return queued('booking_proposed', booking, settings, now, { to: toVisitor(booking), replyTo: replyToDesk(settings), subject: headerText(fill(s.subject, values), 250), text, html, headers: {}, attachments: [] });
}

/** The day-before reminder. Its Message-ID is the booking's own, so it can be queued only once. */
export function composeReminder(booking: BookingForMail, settings: BookingMailSettings, now: Date): NewOutboxMessage {
  const language = booking.language;
  const s = mailStrings(language, booking.service).bookingReminder;
  const { values, rows } = appointmentSummary(booking, s);
  const text = [fill(s.greeting, values), '', s.intro, '', ...rows.map(([label, value]) => `  ${label}: ${value}`), '', fill(s.change, values), '', s.signOff, fill(s.team, values), ''].join('\n');
  const html = layout({
    language,
    title: fill(s.subject, values),
    preheader: fill(s.preheader, values),
    body:
      paragraph(escapeHtml(fill(s.greeting, values))) +
      paragraph(escapeHtml(s.intro)) +
      detailsTable(rows.map(([label, value]) => [label, escapeHtml(value)])) +
      paragraph(escapeHtml(fill(s.change, values))) +
      paragraph(`${escapeHtml(s.signOff)}<br>${escapeHtml(fill(s.team, values))}`),
  });
  return queued(
    'booking_reminder',
    booking,
    settings,
    now,
    { to: toVisitor(booking), replyTo: replyToDesk(settings), subject: headerText(fill(s.subject, values), 250), text, html, headers: {}, attachments: [] },
    `reminder-${booking.id}`,
  );
}

/** A short notice to the business, in its language, that a visitor has cancelled. */
export function composeCancelNotice(booking: BookingForMail, settings: BookingMailSettings, now: Date): NewOutboxMessage {
  const language = settings.businessLanguage;
  const s = mailStrings(language).cancelNotice;
  const values = { name: booking.name, service: serviceName(booking.service, language), date: formatDate(booking.appointmentDate, language), time: booking.appointmentTime };
  const text = [fill(s.text, values), '', `${s.reference}: ${booking.id}`, ''].join('\n');
  const subject = headerText(fill(s.subject, values), 250);
  const html = layout({
    language,
    title: subject,
    preheader: fill(s.text, values),
    body: paragraph(escapeHtml(fill(s.text, values))) + detailsTable([[s.reference, escapeHtml(booking.id)]]),
  });
  return queued('booking_cancelled', booking, settings, now, {
    to: parseMailboxes(settings.bookingNotifyTo),
    replyTo: { name: headerText(booking.name, 100), address: booking.email },
    subject,
    text,
    html,
    headers: {},
    attachments: [],
  });
}
