/**
 * The messages that answer a booking, written when the business or the visitor acts through a
 * signed link (server/requests): the confirmation with its calendar file and links to change or
 * cancel, the confirmation of a new time, the business's cancellation, the decline, the proposal of
 * other times, the reminder the day before, and the business's notices of what the visitor did.
 * Each is written out in full when it is queued, so what it says is what was decided at that
 * moment; an instant booking's confirmation is composed when sent (confirmationContent).
 */
import type { ReactElement } from 'react';
import { calendarFile, calendarUid } from '../../core/calendarFile.ts';
import { instantAt } from '../../core/dates.ts';
import { localizedPath } from '../../core/languageUrl.ts';
import { acceptDetail } from '../../core/proposals.ts';
import { appointmentMinutes } from '../../content/durations.ts';
import { shortReference } from '../../core/reference.ts';
import { brand, cityLine, contact, mapUrl } from '../../content/site.ts';
import { calendarLinkUrl, linkUrl, LINK_LIFETIME_MS, signLink } from '../links/signedLinks.ts';
import { timeOrderedId } from '../store/ids.ts';
import type { BookingForMail, LinkActor, MailContent, MailInlineAttachment, NewOutboxMessage, OutboxKind } from '../store/types.ts';
import { requestDetailRows, type DetailRow } from '../views/detailRows.ts';
import { ButtonLink, ButtonRow, Details, Letter, MailLayout, Paragraph, renderMail, SectionTitle } from '../views/mail.tsx';
import { deskMailbox, headerText, messageIdFor, parseMailboxes, visitorMailbox, visitorReplyTo } from './addresses.ts';
import { businessChangeLinks, type LinkBlock } from './answerLinks.ts';
import { appointmentStart, CANCEL_NOTICE_MS } from './appointment.ts';
import type { BookingMailSettings } from './mailSettings.ts';
import { fill, formatMomentIn, formatWhen, mailStrings, serviceName, standingAlone } from './strings.ts';

export { appointmentStart, CANCEL_NOTICE_MS } from './appointment.ts';

function queued(kind: OutboxKind, booking: BookingForMail, settings: BookingMailSettings, now: Date, content: MailContent, messageKey?: string): NewOutboxMessage {
  const id = timeOrderedId();
  return { id, kind, bookingId: booking.id, messageId: messageIdFor(messageKey ?? id, settings.mailFrom), createdAt: now, ...content };
}

/** A message to the visitor, whose replies reach the desk. */
function toVisitor(booking: BookingForMail, settings: BookingMailSettings, subject: string, body: ReactElement, attachments: MailInlineAttachment[] = []): MailContent {
  return { to: [visitorMailbox(booking)], replyTo: deskMailbox(settings.bookingNotifyTo), subject: headerText(subject, 250), ...renderMail(body), headers: {}, attachments };
}

const address = (booking: BookingForMail) => `${brand.name}, ${contact.street}, ${cityLine(booking.language)}`;
const calendarName = (booking: BookingForMail) => `${brand.name.toLowerCase().replace(/\s+/g, '-')}-${booking.appointmentDate}.ics`;
const bookingPageUrl = (booking: BookingForMail, settings: BookingMailSettings) => `${settings.publicUrl.replace(/\/$/, '')}${localizedPath('/booking', booking.language)}`;

/** The values a visitor's message fills its sentences with. */
function letterValues(booking: BookingForMail) {
  const language = booking.language;
  return {
    brand: brand.name,
    name: booking.name,
    phone: contact.phoneDisplay,
    service: serviceName(booking.service, language),
    when: formatWhen(booking.appointmentDate, booking.appointmentTime, language),
  };
}

/** The booking as labelled rows (service, date, time, guests or barber): how a letter names what it is about, rather than inside a sentence. */
function bookingRows(booking: BookingForMail): DetailRow[] {
  return requestDetailRows(booking, { language: booking.language, audience: 'visitor', only: ['service', 'appointment_date', 'appointment_time', 'guests', 'specialist'] });
}

/** The appointment's rows (service, date, time, guests or barber where they apply) and its address. */
function appointmentRows(booking: BookingForMail, labels: { address: string }): DetailRow[] {
  return [...requestDetailRows(booking, { language: booking.language, audience: 'visitor', context: 'confirmed' }), { label: labels.address, value: address(booking), href: mapUrl }];
}

/**
 * The confirmed (or cancelled) booking's calendar file in its own language: what the confirmation
 * attaches and what its Add to calendar link serves (server/requests), so both add the same event.
 */
export function confirmedCalendar(booking: BookingForMail, now: Date, status: 'CONFIRMED' | 'CANCELLED' = 'CONFIRMED'): MailInlineAttachment {
  const strings = mailStrings(booking.language, booking.service);
  const values = letterValues(booking);
  // A cancelled entry opens with the letter's intro, which follows a greeting and so may begin in lower case (German).
  const description = status === 'CONFIRMED' ? fill(strings.bookingConfirmed.calendarDescription, values) : standingAlone(fill(strings.bookingCancelled.intro, values), booking.language);
  return bookingCalendar(booking, { summary: fill(strings.bookingConfirmed.calendarSummary, values), description }, now, status);
}

/** The signed link to the booking's calendar file, valid until its appointment begins. */
function calendarLink(booking: BookingForMail, settings: BookingMailSettings): string {
  const expiresAt = appointmentStart(booking, settings.businessTimeZone);
  return calendarLinkUrl(settings.publicUrl, signLink(settings.linkSecret, { bookingId: booking.id, action: 'calendar', expiresAt }));
}

/** The booking's one calendar event, as its latest change left it: the same UID each time, a higher SEQUENCE. */
function bookingCalendar(booking: BookingForMail, words: { summary: string; description: string }, now: Date, status: 'CONFIRMED' | 'CANCELLED'): MailInlineAttachment {
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
      location: address(booking),
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
export function confirmationContent(booking: BookingForMail, settings: BookingMailSettings, now: Date, moved?: LinkActor): MailContent {
  const language = booking.language;
  const strings = mailStrings(language, booking.service);
  const s = strings.bookingConfirmed;
  const m = strings.bookingMoved;
  const values = letterValues(booking);
  const links = visitorLinks(booking, settings, now);
  const subject = fill(moved ? m.subject : s.subject, values);
  const ics = confirmedCalendar(booking, now);
  const body = (
    <Letter language={language} title={subject} preheader={fill(moved ? m.preheader : s.preheader, values)} greeting={fill(s.greeting, values)} signOff={s.signOff} team={fill(s.team, values)}>
      <Paragraph>{moved ? (moved === 'business' ? m.introBusiness : m.introVisitor) : s.intro}</Paragraph>
      <SectionTitle>{s.summaryTitle}</SectionTitle>
      <Details rows={[...appointmentRows(booking, s), { label: s.reference, value: shortReference(booking.id) }]} />
      <ButtonLink href={calendarLink(booking, settings)}>{s.calendarButton}</ButtonLink>
      <Paragraph muted>{moved ? m.calendar : s.calendar}</Paragraph>
      {links ? (
        <>
          <SectionTitle>{s.cancelTitle}</SectionTitle>
          <Paragraph>{fill(s.cancelText, { ...values, deadline: formatMomentIn(links.deadline, language, settings.businessTimeZone) })}</Paragraph>
          <ButtonLink href={links.change}>{s.changeButton}</ButtonLink>
          <ButtonLink href={links.cancel} quiet>{s.cancelButton}</ButtonLink>
        </>
      ) : null}
    </Letter>
  );
  return toVisitor(booking, settings, subject, body, [ics]);
}

/** The confirmation, written out when the business confirms or the visitor accepts a proposed time. */
export function composeConfirmation(booking: BookingForMail, settings: BookingMailSettings, now: Date): NewOutboxMessage {
  return queued('booking_confirmed', booking, settings, now, confirmationContent(booking, settings, now));
}

/** The confirmation of a new time, with the calendar file that moves the event; `by` says who moved it. */
export function composeMoved(booking: BookingForMail, by: LinkActor, settings: BookingMailSettings, now: Date): NewOutboxMessage {
  return queued('booking_moved', booking, settings, now, confirmationContent(booking, settings, now, by));
}

/** The business cancelled a confirmed booking: an apology, the calendar file that removes the event, the way back to the form. */
export function composeBusinessCancellation(booking: BookingForMail, settings: BookingMailSettings, now: Date): NewOutboxMessage {
  const strings = mailStrings(booking.language, booking.service);
  const s = strings.bookingCancelled;
  const values = letterValues(booking);
  const subject = fill(s.subject, values);
  const ics = confirmedCalendar(booking, now, 'CANCELLED');
  const body = (
    <Letter language={booking.language} title={subject} preheader={fill(s.preheader, values)} greeting={fill(s.greeting, values)} signOff={s.signOff} team={fill(s.team, values)}>
      <Paragraph>{fill(s.intro, values)}</Paragraph>
      <Details rows={bookingRows(booking)} />
      <Paragraph muted>{s.calendar}</Paragraph>
      <Paragraph>{s.invite}</Paragraph>
      <ButtonLink href={bookingPageUrl(booking, settings)}>{s.button}</ButtonLink>
      <Paragraph>{fill(s.questions, values)}</Paragraph>
    </Letter>
  );
  return queued('booking_cancelled_by_business', booking, settings, now, toVisitor(booking, settings, subject, body, [ics]));
}

/** The polite refusal, with the way back to the booking form in the visitor's language. */
export function composeDecline(booking: BookingForMail, settings: BookingMailSettings, now: Date): NewOutboxMessage {
  const s = mailStrings(booking.language, booking.service).bookingDeclined;
  const values = letterValues(booking);
  const subject = fill(s.subject, values);
  const body = (
    <Letter language={booking.language} title={subject} preheader={s.preheader} greeting={fill(s.greeting, values)} signOff={s.signOff} team={fill(s.team, values)}>
      <Paragraph>{fill(s.intro, values)}</Paragraph>
      <Details rows={bookingRows(booking)} />
      <Paragraph>{s.invite}</Paragraph>
      <ButtonLink href={bookingPageUrl(booking, settings)}>{s.button}</ButtonLink>
      <Paragraph>{fill(s.questions, values)}</Paragraph>
    </Letter>
  );
  return queued('booking_declined', booking, settings, now, toVisitor(booking, settings, subject, body));
}

/**
 * Other times, each with its own accept link: the link names the slot, and stays valid for the
 * links' lifetime or until the slot begins, whichever comes first.
 */
export function composeProposal(booking: BookingForMail, slots: readonly { date: string; time: string }[], settings: BookingMailSettings, now: Date): NewOutboxMessage {
  const language = booking.language;
  const s = mailStrings(language, booking.service).bookingProposal;
  const values = letterValues(booking);
  const subject = fill(s.subject, values);
  const choices = slots.map((slot) => {
    const begins = instantAt(slot.date, slot.time, settings.businessTimeZone).getTime();
    const expiresAt = new Date(Math.min(now.getTime() + LINK_LIFETIME_MS, begins));
    const token = signLink(settings.linkSecret, { bookingId: booking.id, action: 'accept', expiresAt, detail: acceptDetail(slot.date, slot.time, booking.proposalRound) });
    return { label: standingAlone(formatWhen(slot.date, slot.time, language), language), url: linkUrl(settings.publicUrl, token) };
  });
  const body = (
    <Letter language={language} title={subject} preheader={s.preheader} greeting={fill(s.greeting, values)} signOff={s.signOff} team={fill(s.team, values)}>
      <Paragraph>{fill(s.intro, values)}</Paragraph>
      <Details rows={bookingRows(booking)} />
      <Paragraph>{s.howTo}</Paragraph>
      {choices.map((choice) => (
        <ButtonLink key={choice.url} href={choice.url}>{choice.label}</ButtonLink>
      ))}
      <Paragraph>{fill(s.otherwise, values)}</Paragraph>
    </Letter>
  );
  return queued('booking_proposed', booking, settings, now, toVisitor(booking, settings, subject, body));
}

/** The day-before reminder. Its Message-ID is the booking's own for its current time, so it is queued once per time. */
export function composeReminder(booking: BookingForMail, settings: BookingMailSettings, now: Date): NewOutboxMessage {
  const s = mailStrings(booking.language, booking.service).bookingReminder;
  const values = letterValues(booking);
  const subject = fill(s.subject, values);
  const body = (
    <Letter language={booking.language} title={subject} preheader={fill(s.preheader, values)} greeting={fill(s.greeting, values)} signOff={s.signOff} team={fill(s.team, values)}>
      <Paragraph>{s.intro}</Paragraph>
      <Details rows={appointmentRows(booking, s)} />
      <Paragraph>{fill(s.change, values)}</Paragraph>
    </Letter>
  );
  return queued('booking_reminder', booking, settings, now, toVisitor(booking, settings, subject, body), `reminder-${booking.id}-${booking.calendarSequence}`);
}

/**
 * A short notice to the business, in its language: one sentence, the guests or barber where they
 * apply and the reference, Reply-To the visitor, and the links to move or cancel when given.
 */
function businessNotice(kind: OutboxKind, booking: BookingForMail, words: { subject: string; sentence: string; links?: LinkBlock; extra?: DetailRow[] }, settings: BookingMailSettings, now: Date): NewOutboxMessage {
  const language = settings.businessLanguage;
  const s = mailStrings(language).businessNotice;
  const subject = headerText(words.subject, 250);
  return queued(kind, booking, settings, now, {
    to: parseMailboxes(settings.bookingNotifyTo),
    replyTo: visitorReplyTo(booking),
    subject,
    ...renderMail(
      <MailLayout language={language} title={subject} preheader={words.sentence}>
        <Paragraph>{words.sentence}</Paragraph>
        <Details rows={[...requestDetailRows(booking, { language, audience: 'business', only: ['service', 'appointment_date', 'appointment_time', 'guests', 'specialist'] }), ...(words.extra ?? []), { label: s.reference, value: booking.id }]} />
        {words.links ? <ButtonRow {...words.links} /> : null}
      </MailLayout>,
    ),
    headers: {},
    attachments: [],
  });
}

/** A short notice to the business, in its language, that a visitor has cancelled. */
export function composeCancelNotice(booking: BookingForMail, settings: BookingMailSettings, now: Date): NewOutboxMessage {
  const language = settings.businessLanguage;
  const s = mailStrings(language).cancelNotice;
  const values = { name: booking.name, service: serviceName(booking.service, language), when: formatWhen(booking.appointmentDate, booking.appointmentTime, language) };
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
    when: formatWhen(booking.appointmentDate, booking.appointmentTime, language),
  };
  return businessNotice(
    'booking_notice',
    booking,
    {
      subject: fill(what === 'accepted' ? s.acceptedSubject : s.changedSubject, values),
      sentence: fill(what === 'accepted' ? s.acceptedText : s.changedText, values),
      links: businessChangeLinks(booking, settings, { title: s.linksTitle, move: s.move, cancel: s.cancel }),
      extra: what === 'changed' ? [{ label: s.previous, value: formatWhen(from.date, from.time, language) }] : [],
    },
    settings,
    now,
  );
}
