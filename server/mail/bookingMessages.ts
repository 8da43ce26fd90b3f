/**
 * The two messages of a booking request: the full request to the business, photos attached and
 * Reply-To the visitor; and a receipt to the visitor, in the language they used. The request that
 * stores a booking only queues them (bookingMessageEntries); the outbox worker composes each from
 * the stored booking when it sends it (composeBookingMessage).
 */
import type { Language } from '../../core/languages.ts';
import { brand, contact } from '../../content/site.ts';
import { timeOrderedId } from '../store/ids.ts';
import type { BookingForMail, MailContent, OutboxEntry } from '../store/types.ts';
import { messageIdFor, parseMailboxes } from './addresses.ts';
import { detailsTable, escapeHtml, escapeMultiline, heading, headerText, layout, paragraph } from './html.ts';
import { businessStrings, fill, formatDate, formatMoment, languageName, mailStrings, serviceGroupName, serviceName } from './strings.ts';

export interface BookingMailSettings {
  mailFrom: string;
  bookingNotifyTo: string;
  businessTimeZone: string;
  /** The site's address, where the signed links in messages lead. */
  publicUrl: string;
  /** Signs those links (server/links). */
  linkSecret: string;
  businessLanguage: Language;
}

export type BookingMessageKind = 'booking_business' | 'booking_visitor';

/** The outbox entries of a new booking's two messages, each with its stable Message-ID. */
export function bookingMessageEntries(booking: { id: string; receivedAt: Date }, mailFrom: string): [business: OutboxEntry, visitor: OutboxEntry] {
  const entry = (kind: BookingMessageKind): OutboxEntry => {
    const id = timeOrderedId();
    return { id, kind, bookingId: booking.id, messageId: messageIdFor(id, mailFrom), createdAt: booking.receivedAt };
  };
  return [entry('booking_business'), entry('booking_visitor')];
}

export function composeBookingMessage(kind: BookingMessageKind, booking: BookingForMail, settings: BookingMailSettings): MailContent {
  return kind === 'booking_business' ? composeBusinessCopy(booking, settings) : composeVisitorCopy(booking, settings);
}

function composeBusinessCopy(booking: BookingForMail, settings: BookingMailSettings): MailContent {
  const s = businessStrings();
  const service = `${serviceName(booking.service, 'en')} (${serviceGroupName(booking.service, 'en')})`;
  const date = formatDate(booking.appointmentDate, 'en');
  const consent = booking.photoConsent
    ? fill(s.consentGiven, { at: formatMoment(booking.photoConsent.givenAt, settings.businessTimeZone), version: booking.photoConsent.version })
    : s.consentNotNeeded;
  const photos = booking.photoCount > 0 ? fill(s.photosAttached, { count: booking.photoCount }) : s.none;
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

  return {
    to: parseMailboxes(settings.bookingNotifyTo),
    replyTo: { name: headerText(booking.name, 100), address: booking.email },
    subject: headerText(fill(s.subject, { service: serviceName(booking.service, 'en'), date, time: booking.appointmentTime, name: booking.name }), 250),
    text,
    html,
    headers: {},
    attachments: Array.from({ length: booking.photoCount }, (_, position) => ({ bookingId: booking.id, position })),
  };
}

/**
 * The receipt goes to an address nobody verified, so it quotes nothing free-form the sender typed
 * but the name (one line, at most 100 characters): notes would turn it into a relay for any text
 * to any address. The business's copy carries the notes.
 */
function composeVisitorCopy(booking: BookingForMail, settings: BookingMailSettings): MailContent {
  const language = booking.language;
  const s = mailStrings(language).bookingVisitor;
  const values = { brand: brand.name, name: booking.name, phone: contact.phoneDisplay };
  const rows: [string, string][] = [
    [s.service, serviceName(booking.service, language)],
    [s.date, formatDate(booking.appointmentDate, language)],
    [s.time, booking.appointmentTime],
  ];
  if (booking.phone) rows.push([s.phone, booking.phone]);
  if (booking.photoCount > 0) rows.push([s.photos, String(booking.photoCount)]);
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

  return {
    to: [{ name: headerText(booking.name, 100), address: booking.email }],
    // Replies reach the desk, not the no-reply sender.
    replyTo: parseMailboxes(settings.bookingNotifyTo)[0] ?? null,
    subject: headerText(fill(s.subject, values), 250),
    text,
    html,
    headers: {},
    attachments: [],
  };
}
