import addressparser from 'nodemailer/lib/addressparser';
import type { MailAddress } from '../store/types.ts';

/** "Desk <desk@x.al>, owner@x.al" → mailboxes (the configuration checked the syntax at start-up). */
export function parseMailboxes(value: string): MailAddress[] {
  return addressparser(value, { flatten: true })
    .filter((m) => m.address)
    .map((m) => (m.name ? { name: m.name, address: m.address } : { address: m.address }));
}

/**
 * A Message-ID for an outbox row, in the sender's domain. It is derived from the row, so every
 * retry of the row is the same message to the receiving servers (and they can drop duplicates).
 */
export function messageIdFor(outboxId: string, mailFrom: string): string {
  return `<${outboxId}@${domainOf(mailFrom)}>`;
}

// Parsing the sender costs more than the rest of a booking's queueing; it changes only with the configuration.
const senderDomains = new Map<string, string>();

function domainOf(mailFrom: string): string {
  let domain = senderDomains.get(mailFrom);
  if (domain === undefined) {
    const address = parseMailboxes(mailFrom)[0]?.address ?? 'localhost';
    domain = address.slice(address.lastIndexOf('@') + 1) || 'localhost';
    senderDomains.set(mailFrom, domain);
  }
  return domain;
}

/**
 * Text safe for a header such as Subject: control characters (CR and LF among them, which could
 * inject headers) and Unicode line separators become spaces, runs of spaces collapse, and the
 * result is cut to `max` characters.
 */
export function headerText(text: string, max = 200): string {
  const clean = text
    .replace(/[\p{Cc}\u2028\u2029]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

/** The visitor as a message's recipient or Reply-To: the name a header may carry, and the address. */
export function visitorMailbox(booking: { name: string; email: string | null }): MailAddress {
  // Messages to the visitor are queued only for bookings with an address (one taken by phone may have none).
  if (booking.email === null) throw new Error('this booking has no e-mail address to write to');
  return { name: headerText(booking.name, 100), address: booking.email };
}

/** The visitor as the Reply-To of the business's messages, when the booking has an address. */
export function visitorReplyTo(booking: { name: string; email: string | null }): MailAddress | null {
  return booking.email === null ? null : visitorMailbox(booking);
}

/** The desk, where the visitor's replies go: the first of the business's addresses. */
export function deskMailbox(bookingNotifyTo: string): MailAddress | null {
  return parseMailboxes(bookingNotifyTo)[0] ?? null;
}
