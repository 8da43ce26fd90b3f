/**
 * The messages that answer a booking, written when the business or the visitor acts through a
 * signed link (server/requests): the confirmation with its calendar file and links to change or
 * cancel, the confirmation of a new time, the business's cancellation, the decline, the proposal of
 * other times, the reminder the day before, and the business's notices of what the visitor did.
 * Each is written out in full when it is queued, so what it says is what was decided at that
 * moment; an instant booking's confirmation is composed when sent (confirmationContent).
 */
import { calendarFile, calendarUid } from '../../core/calendarFile.ts';
import { instantAt } from '../../core/dates.ts';
import { localizedPath } from '../../core/languageUrl.ts';
import { acceptDetail } from '../../core/proposals.ts';
import { appointmentMinutes } from '../../content/durations.ts';
import { brand, cityLine, contact } from '../../content/site.ts';
import { linkUrl, LINK_LIFETIME_MS, signLink } from '../links/signedLinks.ts';
import { timeOrderedId } from '../store/ids.ts';
import type { Actor, BookingForMail, MailContent, NewOutboxMessage, OutboxKind } from '../store/types.ts';
import { businessChangeLinks } from './answerLinks.ts';
import { appointmentStart, CANCEL_NOTICE_MS } from './appointment.ts';
import { messageIdFor, parseMailboxes } from './addresses.ts';
import type { BookingMailSettings } from './bookingMessages.ts';
import { button, detailsTable, escapeHtml, heading, headerText, layout, paragraph } from './html.ts';
import { requestDetailRows } from '../requestDetails.ts';
import { fill, formatDate, formatMomentIn, mailStrings, serviceName } from './strings.ts';

export { appointmentStart, CANCEL_NOTICE_MS } from './appointment.ts';

function queued(kind: OutboxKind, booking: BookingForMail, settings: BookingMailSettings, now: Date, content: MailContent, messageKey?: string): NewOutboxMessage {
  const id = timeOrderedId();
  return { id, kind, bookingId: booking.id, messageId: messageIdFor(messageKey ?? id, settings.mailFrom), createdAt: now, ...content };
}

const toVisitor = (booking: BookingForMail) => [{ name: headerText(booking.name, 100), address: booking.email }];
const replyToDesk = (settings: BookingMailSettings) => parseMailboxes(settings.bookingNotifyTo)[0] ?? null;
const address = (booking: BookingForMail) => `${contact.street}, ${cityLine(booking.language)}`;
const calendarName = (booking: BookingForMail) => `${brand.name.toLowerCase().replace(/\s+/g, '-')}-${booking.appointmentDate}.ics`;

/**
 * What the confirmation and the reminder both tell the visitor: the values their sentences fill
 * in, and the appointment's rows (service, date, time, guests or barber, address) in the visitor's language.
 */
function appointmentSummary(booking: BookingForMail, labels: { address: string }) {
  const service = serviceName(booking.service, booking.language);
  const date = formatDate(booking.appointmentDate, booking.language);
  const values = { brand: brand.name, name: booking.name, phone: contact.phoneDisplay, service, date, time: booking.appointmentTime };
  const rows: [string, string][] = [
    ...requestDetailRows(booking, booking.language, { audience: 'visitor', context: 'confirmed' }).map((row): [string, string] => [row.label, row.value]),
    [labels.address, `${brand.name}, ${address(booking)}`],
  ];
  return { values, rows };
}

/** The booking's one calendar event, as its latest change left it: the same UID each time, a higher SEQUENCE. */
function bookingCalendar(booking: BookingForMail, words: { summary: string; description: string }, now: Date, status: 'CONFIRMED' | 'CANCELLED') {
  return {
    filename: calendarName(booking),
    contentType: `text/calendar; charset=utf-8; method=${status === 'CANCELLED' ? 'CANCEL' : 'PUBLISH'}`,
    text: calendarFile({
      // The UID of the site's file for the request, so each later file updates the same event.
      uid: calendarUid(booking.id, contact.email.split('@')[1] ?? 'aurum-atelier.al'),
      date: booking.appointmentDate,
      time: booking.appointmentTime,
      minutes: appointmentMinutes(booking.service),
      summary: words.summary,
      description: words.description,
      location: `${brand.name}, ${address(booking)}`,
      organizer: { name: brand.name, email: contact.email },
      createdAt: now,
      status,
      sequence: booking.calendarSequence,
    }),
  };
}

/** The visitor's own links while changing online is still possible: another time, and cancel. */
function visitorLinks(booking: BookingForMail, settings: BookingMailSettings, now: Date) {
  const deadline = new Date(appointmentStart(booking, settings.businessTimeZone).getTime() - CANCEL_NOTICE_MS);
  if (deadline <= now) return null;
  const url = (action: 'change' | 'cancel') => linkUrl(settings.publicUrl, signLink(settings.linkSecret, { bookingId: booking.id, action, expiresAt: deadline }));
  return { deadline, change: url('change'), cancel: url('cancel') };
}

/**
 * The confirmation: service, date, time (guests or barber where they apply) and address, the
 * calendar file, and the links to change the time or cancel while that is still possible. After a
 * move (`moved`), it says who moved it and its calendar file moves the event.
 */
export function confirmationContent(booking: BookingForMail, settings: BookingMailSettings, now: Date, moved?: Actor): MailContent {
  const language = booking.language;
  const strings = mailStrings(language, booking.service);
  const s = strings.bookingConfirmed;
  const m = strings.bookingMoved;
  const { values, rows: appointment } = appointmentSummary(booking, s);
  const rows: [string, string][] = [...appointment, [s.reference, booking.id]];
  const links = visitorLinks(booking, settings, now);
  const cancelText = links ? fill(s.cancelText, { ...values, deadline: formatMomentIn(links.deadline, language, settings.businessTimeZone) }) : '';
  const subject = fill(moved ? m.subject : s.subject, values);
  const intro = moved ? (moved === 'business' ? m.introBusiness : m.introVisitor) : s.intro;
  const calendarNote = moved ? m.calendar : s.calendar;
  const ics = bookingCalendar(booking, { summary: fill(s.calendarSummary, values), description: fill(s.calendarDescription, values) }, now, 'CONFIRMED');

  const text = [
    fill(s.greeting, values),
    '',
    intro,
    '',
    s.summaryTitle,
    ...rows.map(([label, value]) => `  ${label}: ${value}`),
    '',
    calendarNote,
    ...(links ? ['', s.cancelTitle, cancelText, `${s.changeButton}: ${links.change}`, `${s.cancelButton}: ${links.cancel}`] : []),
    '',
    s.signOff,
    fill(s.team, values),
    '',
  ].join('\n');
  const html = layout({
    language,
    title: subject,
    preheader: fill(moved ? m.preheader : s.preheader, values),
    body:
      paragraph(escapeHtml(fill(s.greeting, values))) +
      paragraph(escapeHtml(intro)) +
      heading(s.summaryTitle) +
      detailsTable(rows.map(([label, value]) => [label, escapeHtml(value)])) +
      paragraph(escapeHtml(calendarNote), { muted: true }) +
      (links ? heading(s.cancelTitle) + paragraph(escapeHtml(cancelText)) + button(s.changeButton, links.change) + button(s.cancelButton, links.cancel) : '') +
      paragraph(`${escapeHtml(s.signOff)}<br>${escapeHtml(fill(s.team, values))}`),
  });
  return { to: toVisitor(booking), replyTo: replyToDesk(settings), subject: headerText(subject, 250), text, html, headers: {}, attachments: [ics] };
}

/** The confirmation, written out when the business confirms or the visitor accepts a proposed time. */
export function composeConfirmation(booking: BookingForMail, settings: BookingMailSettings, now: Date): NewOutboxMessage {
  return queued('booking_confirmed', booking, settings, now, confirmationContent(booking, settings, now));
}

/** The confirmation of a new time, with the calendar file that moves the event; `by` says who moved it. */
export function composeMoved(booking: BookingForMail, by: Actor, settings: BookingMailSettings, now: Date): NewOutboxMessage {
  return queued('booking_moved', booking, settings, now, confirmationContent(booking, settings, now, by));
}

/** The business cancelled a confirmed booking: an apology, the calendar file that removes the event, the way back to the form. */
export function composeBusinessCancellation(booking: BookingForMail, settings: BookingMailSettings, now: Date): NewOutboxMessage {
  const language = booking.language;
  const strings = mailStrings(language, booking.service);
  const s = strings.bookingCancelled;
  const c = strings.bookingConfirmed;
  const { values } = appointmentSummary(booking, c);
  const bookingUrl = `${settings.publicUrl.replace(/\/$/, '')}${localizedPath('/booking', language)}`;
  const ics = bookingCalendar(booking, { summary: fill(c.calendarSummary, values), description: fill(s.intro, values) }, now, 'CANCELLED');
  const text = [fill(s.greeting, values), '', fill(s.intro, values), '', s.calendar, '', s.invite, `${s.button}: ${bookingUrl}`, '', fill(s.questions, values), '', s.signOff, fill(s.team, values), ''].join('\n');
  const html = layout({
    language,
    title: fill(s.subject, values),
    preheader: fill(s.preheader, values),
    body:
      paragraph(escapeHtml(fill(s.greeting, values))) +
      paragraph(escapeHtml(fill(s.intro, values))) +
      paragraph(escapeHtml(s.calendar), { muted: true }) +
      paragraph(escapeHtml(s.invite)) +
      button(s.button, bookingUrl) +
      paragraph(escapeHtml(fill(s.questions, values))) +
      paragraph(`${escapeHtml(s.signOff)}<br>${escapeHtml(fill(s.team, values))}`),
  });
  return queued('booking_cancelled_by_business', booking, settings, now, {
    to: toVisitor(booking),
    replyTo: replyToDesk(settings),
    subject: headerText(fill(s.subject, values), 250),
    text,
    html,
    headers: {},
    attachments: [ics],
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
    const token = signLink(settings.linkSecret, { bookingId: booking.id, action: 'accept', expiresAt, detail: acceptDetail(slot.date, slot.time, booking.proposalRound) });
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

/** The day-before reminder. Its Message-ID is the booking's own for its current time, so it is queued once per time. */
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
    `reminder-${booking.id}-${booking.calendarSequence}`,
  );
}

/**
 * A short notice to the business, in its language: one sentence, the guests or barber where they
 * apply and the reference, Reply-To the visitor, and the links to move or cancel when given.
 */
function businessNotice(
  kind: OutboxKind,
  booking: BookingForMail,
  words: { subject: string; sentence: string; links?: { text: string; html: string } },
  settings: BookingMailSettings,
  now: Date,
): NewOutboxMessage {
  const language = settings.businessLanguage;
  const s = mailStrings(language).businessNotice;
  const places = requestDetailRows(booking, language, { audience: 'business', only: ['guests', 'specialist'] });
  const rows: [string, string][] = [...places.map((row): [string, string] => [row.label, row.value]), [s.reference, booking.id]];
  const subject = headerText(words.subject, 250);
  const text = [words.sentence, '', ...rows.map(([label, value]) => `${label}: ${value}`), '', ...(words.links ? [words.links.text, ''] : [])].join('\n');
  const html = layout({
    language,
    title: subject,
    preheader: words.sentence,
    body: paragraph(escapeHtml(words.sentence)) + detailsTable(rows.map(([label, value]) => [label, escapeHtml(value)])) + (words.links?.html ?? ''),
  });
  return queued(kind, booking, settings, now, {
    to: parseMailboxes(settings.bookingNotifyTo),
    replyTo: { name: headerText(booking.name, 100), address: booking.email },
    subject,
    text,
    html,
    headers: {},
    attachments: [],
  });
}

/** A short notice to the business, in its language, that a visitor has cancelled. */
export function composeCancelNotice(booking: BookingForMail, settings: BookingMailSettings, now: Date): NewOutboxMessage {
  const language = settings.businessLanguage;
  const s = mailStrings(language).cancelNotice;
  const values = { name: booking.name, service: serviceName(booking.service, language), date: formatDate(booking.appointmentDate, language), time: booking.appointmentTime };
  return businessNotice('booking_cancelled', booking, { subject: fill(s.subject, values), sentence: fill(s.text, values) }, settings, now);
}

/**
 * A notice to the business, in its language, that the visitor accepted a proposed time or moved
 * the booking (`from` the earlier date and time), with the links to move or cancel it in turn.
 */
export function composeBusinessNotice(
  what: 'accepted' | 'changed',
  booking: BookingForMail,
  from: { date: string; time: string },
  settings: BookingMailSettings,
  now: Date,
): NewOutboxMessage {
  const language = settings.businessLanguage;
  const s = mailStrings(language).businessNotice;
  const values = {
    name: booking.name,
    service: serviceName(booking.service, language),
    date: formatDate(booking.appointmentDate, language),
    time: booking.appointmentTime,
    from: fill(s.slot, { date: formatDate(from.date, language), time: from.time }),
  };
  return businessNotice(
    'booking_notice',
    booking,
    {
      subject: fill(what === 'accepted' ? s.acceptedSubject : s.changedSubject, values),
      sentence: fill(what === 'accepted' ? s.acceptedText : s.changedText, values),
      links: businessChangeLinks(booking, settings, { title: s.linksTitle, move: s.move, cancel: s.cancel }),
    },
    settings,
    now,
  );
}
