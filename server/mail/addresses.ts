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
