/**
 * The two messages of a booking request: the full request to the business, photos attached and
 * Reply-To the visitor; and a receipt to the visitor, in the language they used.
 */
import { randomUUID } from 'node:crypto';
import { brand, contact } from '../../src/content/site.ts';
import type { NewBooking, NewOutboxMessage } from '../store/types.ts';
import { messageIdFor, parseMailboxes } from './addresses.ts';
import { detailsTable, escapeHtml, escapeMultiline, heading, headerText, layout, paragraph } from './html.ts';
import { businessStrings, fill, formatDate, formatMoment, languageName, mailStrings, serviceGroupName, serviceName } from './strings.ts';

export interface BookingMailSettings {
  mailFrom: string;
  bookingNotifyTo: string;
  businessTimeZone: string;
}

export function composeBookingMessages(booking: NewBooking, settings: BookingMailSettings): [business: NewOutboxMessage, visitor: NewOutboxMessage] {
  return [composeBusinessCopy(booking, settings), composeVisitorCopy(booking, settings)];
}

function composeBusinessCopy(booking: NewBooking, settings: BookingMailSettings): NewOutboxMessage {
  const s = businessStrings();
  const service = `${serviceName(booking.service, 'en')} (${serviceGroupName(booking.service, 'en')})`;
  const date = formatDate(booking.appointmentDate, 'en');
  const consent = booking.photoConsent
    ? fill(s.consentGiven, { at: formatMoment(booking.photoConsent.givenAt, settings.businessTimeZone), version: booking.photoConsent.version })
    : s.consentNotNeeded;
  const photos = booking.photos.length > 0 ? fill(s.photosAttached, { count: booking.photos.length }) : s.none;
  const fields: [string, string][] = [
    [s.name, booking.name],
    [s.email, booking.email],
    [s.phone, booking.phone ?? s.none],
    [s.service, service],
    [s.date, date],
    [s.time, booking.appointmentTime],
    [s.language, languageName(booking.language)],
    [s.photos, photos],
    [s.consent, consent],
    [s.reference, booking.id],
    [s.received, formatMoment(booking.receivedAt, settings.businessTimeZone)],
  ];
  const notes = booking.notes ?? s.none;

  const text = [
    s.heading,
    '',
    fill(s.intro, { name: booking.name }),
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    `${s.notes}:`,
    notes,
    '',
  ].join('\n');

  const rows: [string, string][] = [
    ...fields.slice(0, 1).map(([l, v]): [string, string] => [l, escapeHtml(v)]),
    [s.email, `<a href="mailto:${escapeHtml(booking.email)}" style="color:inherit">${escapeHtml(booking.email)}</a>`],
    ...fields.slice(2).map(([l, v]): [string, string] => [l, escapeHtml(v)]),
    [s.notes, escapeMultiline(notes)],
  ];
  const html = layout({
    language: 'en',
    title: s.heading,
    preheader: `${service} · ${date} · ${booking.appointmentTime}`,
    body: heading(s.heading, { first: true }) + paragraph(escapeHtml(fill(s.intro, { name: booking.name }))) + detailsTable(rows),
  });

  const id = randomUUID();
  return {
    id,
    kind: 'booking_business',
    bookingId: booking.id,
    messageId: messageIdFor(id, settings.mailFrom),
    to: parseMailboxes(settings.bookingNotifyTo),
    replyTo: { name: headerText(booking.name, 100), address: booking.email },
    subject: headerText(fill(s.subject, { service: serviceName(booking.service, 'en'), date, time: booking.appointmentTime, name: booking.name }), 250),
    text,
    html,
    headers: {},
    attachments: booking.photos.map((_, position) => ({ bookingId: booking.id, position })),
    createdAt: booking.receivedAt,
  };
}

function composeVisitorCopy(booking: NewBooking, settings: BookingMailSettings): NewOutboxMessage {
  const language = booking.language;
  const s = mailStrings(language).bookingVisitor;
  const values = { brand: brand.name, name: booking.name, phone: contact.phoneDisplay };
  const rows: [string, string][] = [
    [s.service, serviceName(booking.service, language)],
    [s.date, formatDate(booking.appointmentDate, language)],
    [s.time, booking.appointmentTime],
  ];
  if (booking.phone) rows.push([s.phone, booking.phone]);
  if (booking.photos.length > 0) rows.push([s.photos, String(booking.photos.length)]);
  rows.push([s.reference, booking.id]);

  const text = [
    fill(s.greeting, values),
    '',
    fill(s.intro, values),
    '',
    s.notYetConfirmed,
    '',
    `${s.summaryTitle}`,
    ...rows.map(([label, value]) => `  ${label}: ${value}`),
    ...(booking.notes ? [`  ${s.notes}:`, ...booking.notes.split(/\r\n|\r|\n/).map((line) => `    ${line}`)] : []),
    '',
    s.nextTitle,
    s.nextSteps,
    '',
    fill(s.changes, values),
    '',
    s.signOff,
    fill(s.team, values),
    '',
  ].join('\n');

  const htmlRows: [string, string][] = rows.map(([label, value]) => [label, escapeHtml(value)]);
  if (booking.notes) htmlRows.splice(htmlRows.length - 1, 0, [s.notes, escapeMultiline(booking.notes)]);
  const html = layout({
    language,
    title: fill(s.subject, values),
    preheader: s.preheader,
    body:
      paragraph(escapeHtml(fill(s.greeting, values))) +
      paragraph(escapeHtml(fill(s.intro, values))) +
      paragraph(escapeHtml(s.notYetConfirmed), { muted: true }) +
      heading(s.summaryTitle) +
      detailsTable(htmlRows) +
      heading(s.nextTitle) +
      paragraph(escapeHtml(s.nextSteps)) +
      paragraph(escapeHtml(fill(s.changes, values))) +
      paragraph(`${escapeHtml(s.signOff)}<br>${escapeHtml(fill(s.team, values))}`),
  });

  const id = randomUUID();
  return {
    id,
    kind: 'booking_visitor',
    bookingId: booking.id,
    messageId: messageIdFor(id, settings.mailFrom),
    to: [{ name: headerText(booking.name, 100), address: booking.email }],
    // Replies reach the desk, not the no-reply sender.
    replyTo: parseMailboxes(settings.bookingNotifyTo)[0] ?? null,
    subject: headerText(fill(s.subject, values), 250),
    text,
    html,
    headers: {},
    attachments: [],
    createdAt: booking.receivedAt,
  };
}
