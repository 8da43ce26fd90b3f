/**
 * The two messages of a new booking. For a request: the full request to the business, photos
 * attached and Reply-To the visitor, with its answers; and a receipt to the visitor, in the language
 * they used. For a booking confirmed at once: "New booking" to the business with its Move and Cancel
 * links, and the confirmation with its calendar file to the visitor. The request that stores a
 * booking only queues them (bookingMessageEntries); the outbox worker composes each from the stored
 * booking when it sends it (composeBookingMessage), so they name the barber the store assigned.
 */
import { shortReference } from '../../core/reference.ts';
import { brand, contact } from '../../content/site.ts';
import { LINK_LIFETIME_MS, linkUrl, signLink } from '../links/signedLinks.ts';
import { timeOrderedId } from '../store/ids.ts';
import type { BookingForMail, MailContent, OutboxEntry, OutboxKind } from '../store/types.ts';
import { fieldLabel, requestDetailRows, type DetailRow } from '../views/detailRows.ts';
import { ButtonLink, ButtonRow, Details, Letter, MailLayout, Paragraph, renderMail, SectionTitle, TextLink, Thumbnails } from '../views/mail.tsx';
import { deskMailbox, headerText, messageIdFor, parseMailboxes, visitorMailbox, visitorReplyTo } from './addresses.ts';
import { businessAnswerLinks, businessChangeLinks } from './answerLinks.ts';
import { confirmationContent } from './answerMessages.tsx';
import type { BookingMailSettings } from './mailSettings.ts';
import { businessStrings, fill, formatDate, formatMoment, formatWhen, languageName, mailStrings, serviceGroupName, serviceName, specialistName } from './strings.ts';

/**
 * Under the 10 MB (counted as 10,000,000 bytes) that many relays accept at most: the business's
 * copy, attachments base64-encoded, stays under this, and the photos beyond it are reached by the link.
 */
export const MAX_BUSINESS_MESSAGE_BYTES = 9_500_000;

/** Bytes an attachment takes in the message: base64 (4 for 3), lines of 76 with CRLF, its part's headers. */
export function encodedAttachmentBytes(bytes: number): number {
  const base64 = Math.ceil(bytes / 3) * 4;
  return base64 + Math.ceil(base64 / 76) * 2 + 512;
}

/** Room kept for the message's headers and the MIME structure around its text and HTML. */
const MESSAGE_OVERHEAD_BYTES = 16 * 1024;

/** How many photos, in order, fit beside a body of `bodyBytes` within `maxBytes`. */
export function photosThatFit(photoBytes: readonly number[], bodyBytes: number, maxBytes: number): number {
  let total = MESSAGE_OVERHEAD_BYTES + bodyBytes;
  let fitting = 0;
  for (const bytes of photoBytes) {
    total += encodedAttachmentBytes(bytes);
    if (total > maxBytes) break;
    fitting++;
  }
  return fitting;
}

/** The signed link to the page that shows the whole request with its photos. */
export function viewLink(bookingId: string, settings: BookingMailSettings, now: Date): string {
  return linkUrl(settings.publicUrl, signLink(settings.linkSecret, { bookingId, action: 'view', expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS) }));
}

/** The outbox entry of the note that follows a business message refused for good. */
export function fallbackEntry(bookingId: string, mailFrom: string, now: Date): OutboxEntry {
  const id = timeOrderedId();
  return { id, kind: 'booking_business_fallback', bookingId, messageId: messageIdFor(id, mailFrom), createdAt: now };
}

export const BOOKING_MESSAGE_KINDS = ['booking_business', 'booking_visitor', 'booking_instant_business', 'booking_instant_visitor'] as const satisfies readonly OutboxKind[];
export type BookingMessageKind = (typeof BOOKING_MESSAGE_KINDS)[number];

/** The outbox entries of a new booking's two messages, each with its stable Message-ID: a request's, or those of a booking confirmed at once. */
export function bookingMessageEntries(booking: { id: string; receivedAt: Date }, mailFrom: string, instant = false): [business: OutboxEntry, visitor: OutboxEntry] {
  const entry = (kind: BookingMessageKind): OutboxEntry => {
    const id = timeOrderedId();
    return { id, kind, bookingId: booking.id, messageId: messageIdFor(id, mailFrom), createdAt: booking.receivedAt };
  };
  return instant ? [entry('booking_instant_business'), entry('booking_instant_visitor')] : [entry('booking_business'), entry('booking_visitor')];
}

export function composeBookingMessage(kind: BookingMessageKind, booking: BookingForMail, settings: BookingMailSettings, now: Date = new Date()): MailContent {
  switch (kind) {
    case 'booking_business':
      return composeBusinessCopy(booking, settings, now, false);
    case 'booking_instant_business':
      return composeBusinessCopy(booking, settings, now, true);
    case 'booking_visitor':
      return composeVisitorCopy(booking, settings);
    case 'booking_instant_visitor':
      // Written as of the moment of booking, as the business's copy is, so a retry says the same.
      return confirmationContent(booking, settings, booking.receivedAt);
  }
}

/** The barber of the business's copy: who serves the booking, and whether the guest chose them. */
function barberText(booking: BookingForMail, specialist: string): string {
  const s = businessStrings();
  return fill(booking.specialistChosen ? s.barberChosen : s.barberAssigned, { barber: specialistName(specialist) });
}

function composeBusinessCopy(booking: BookingForMail, settings: BookingMailSettings, now: Date, instant: boolean): MailContent {
  const s = businessStrings();
  const service = `${serviceName(booking.service, 'en')} (${serviceGroupName(booking.service, 'en')})`;
  const date = formatDate(booking.appointmentDate, 'en');
  const consent = booking.photoConsent
    ? fill(s.consentGiven, { at: formatMoment(booking.photoConsent.givenAt, settings.businessTimeZone), version: booking.photoConsent.version })
    : s.consentNotNeeded;
  // A generous estimate of the text and HTML bodies: the layout, and the notes counted several
  // times over (in both bodies, escaped, quoted-printable); the note on photos left out fits in it.
  const roughBody = (booking.notes?.length ?? 0) * 6 + 64 * 1024;
  const attached = photosThatFit(booking.photoBytes, roughBody, settings.maxMessageBytes ?? MAX_BUSINESS_MESSAGE_BYTES);
  const left = booking.photoCount - attached;
  const requestUrl = booking.photoCount > 0 ? viewLink(booking.id, settings, now) : null;
  const pageUrl = left > 0 ? requestUrl : null;
  // Pictures from the request page's signed photo route, so the attachments stay plain files in a multipart/mixed message.
  const thumbnails = requestUrl
    ? Array.from({ length: booking.photoCount }, (_, position) => ({ src: `${requestUrl}/photos/${position + 1}`, alt: fill(s.photoAlt, { n: position + 1 }) }))
    : [];
  const photos =
    booking.photoCount === 0
      ? s.none
      : left > 0
        ? fill(s.photosPartlyAttached, { attached, count: booking.photoCount })
        : fill(s.photosAttached, { count: booking.photoCount });
  const rows: DetailRow[] = [
    ...requestDetailRows(booking, { language: 'en', audience: 'business' }).map((row) =>
      row.field === 'service' ? { ...row, value: service } : row.field === 'specialist' ? { ...row, value: barberText(booking, booking.specialist!) } : row,
    ),
    { label: s.language, value: languageName(booking.language) },
    { label: s.photos, value: photos },
    { label: s.consent, value: consent },
    { label: s.reference, value: booking.id },
    { label: s.received, value: formatMoment(booking.receivedAt, settings.businessTimeZone) },
  ];
  const answers = instant
    ? businessChangeLinks(booking, settings, { title: s.manageTitle, move: s.manageMove, cancel: s.manageCancel, hint: s.manageHint })
    : businessAnswerLinks(booking, settings);
  const title = instant ? s.newHeading : s.heading;
  return {
    to: parseMailboxes(settings.bookingNotifyTo),
    replyTo: visitorReplyTo(booking),
    subject: headerText(fill(instant ? s.newSubject : s.subject, { service: serviceName(booking.service, 'en'), when: formatWhen(booking.appointmentDate, booking.appointmentTime, 'en'), name: booking.name }), 250),
    ...renderMail(
      <MailLayout language="en" title={title} preheader={`${service} · ${date} · ${booking.appointmentTime}`}>
        <SectionTitle first>{title}</SectionTitle>
        <Paragraph>{fill(instant ? s.newIntro : s.intro, { name: booking.name })}</Paragraph>
        <Details rows={rows} />
        {requestUrl ? <Thumbnails images={thumbnails} href={requestUrl} /> : null}
        {pageUrl ? (
          <Paragraph>{fill(s.photosNotAttached, { count: left })}<br /><TextLink href={pageUrl}>{s.photosLink}</TextLink></Paragraph>
        ) : null}
        <ButtonRow {...answers} />
      </MailLayout>,
    ),
    headers: {},
    attachments: Array.from({ length: attached }, (_, position) => ({ bookingId: booking.id, position })),
  };
}

/**
 * The short note that follows a business copy the mail server refused for good: in the business's
 * language, no attachments (the refusal may have been for its size), the booking named, the mail
 * server's answer quoted, and the signed link to the whole request with its photos.
 */
export function composeBusinessFallback(booking: BookingForMail, failure: { reason: string }, settings: BookingMailSettings, now: Date): MailContent {
  const language = settings.businessLanguage;
  const s = mailStrings(language).businessFallback;
  const days = Math.round(LINK_LIFETIME_MS / (24 * 60 * 60_000));
  return {
    to: parseMailboxes(settings.bookingNotifyTo),
    replyTo: visitorReplyTo(booking),
    subject: headerText(fill(s.subject, { name: booking.name, when: formatWhen(booking.appointmentDate, booking.appointmentTime, language) }), 250),
    ...renderMail(
      <MailLayout language={language} title={s.heading} preheader={s.preheader}>
        <SectionTitle first>{s.heading}</SectionTitle>
        <Paragraph>{s.intro}</Paragraph>
        <Details rows={[...requestDetailRows(booking, { language, audience: 'business', only: ['name', 'service', 'appointment_date', 'appointment_time'] }), { label: s.reference, value: booking.id }]} />
        <SectionTitle>{s.reasonTitle}</SectionTitle>
        <Paragraph>{fill(s.reason, { reason: failure.reason })}</Paragraph>
        <Paragraph>{fill(s.linkHint, { days })}</Paragraph>
        <ButtonLink href={viewLink(booking.id, settings, now)}>{s.button}</ButtonLink>
        <Paragraph muted>{fill(s.ackHint, { id: booking.id })}</Paragraph>
      </MailLayout>,
    ),
    headers: {},
    attachments: [],
  };
}

/** Words a mail client would turn into a link: web addresses, bare domain names, e-mail addresses. */
const LINK_LIKE = /\S*(?:[a-z][\w+.-]*:\/\/|www\.|@|[\p{L}\d-]\.\p{L}{2})\S*/giu;

/** The name with every link-like word taken out, so that a receipt never carries a link the sender chose. */
export function nameWithoutLinks(name: string): string {
  return name.replace(LINK_LIKE, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * The receipt goes to an address nobody verified, so it quotes nothing free-form the sender typed
 * but the name (one line, at most 100 characters, no links): notes would turn it into a relay for
 * any text to any address. The business's copy carries the notes.
 */
function composeVisitorCopy(booking: BookingForMail, settings: BookingMailSettings): MailContent {
  const language = booking.language;
  const s = mailStrings(language, booking.service).bookingVisitor;
  const name = nameWithoutLinks(booking.name);
  const values = { brand: brand.name, name, phone: contact.phoneDisplay };
  const rows: DetailRow[] = [
    ...requestDetailRows(booking, { language, audience: 'visitor' }),
    ...(booking.phone ? [{ label: fieldLabel('phone', language), value: booking.phone }] : []),
    ...(booking.photoCount > 0 ? [{ label: s.photos, value: String(booking.photoCount) }] : []),
    { label: s.reference, value: shortReference(booking.id) },
  ];
  const subject = fill(s.subject, values);
  return {
    to: [visitorMailbox({ name, email: booking.email })],
    // Replies reach the desk, not the no-reply sender.
    replyTo: deskMailbox(settings.bookingNotifyTo),
    subject: headerText(subject, 250),
    ...renderMail(
      <Letter language={language} title={subject} preheader={s.preheader} links={false} greeting={name === '' ? s.greetingWithoutName : fill(s.greeting, values)} signOff={s.signOff} team={fill(s.team, values)}>
        <Paragraph>{fill(s.intro, values)}</Paragraph>
        <Paragraph muted>{s.notYetConfirmed}</Paragraph>
        <SectionTitle>{s.summaryTitle}</SectionTitle>
        <Details rows={rows} />
        <SectionTitle>{s.nextTitle}</SectionTitle>
        <Paragraph>{s.nextSteps}</Paragraph>
        <Paragraph>{fill(s.changes, values)}</Paragraph>
      </Letter>,
    ),
    headers: {},
    attachments: [],
  };
}
