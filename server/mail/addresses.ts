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
  const address = parseMailboxes(mailFrom)[0]?.address ?? 'localhost';
  const domain = address.slice(address.lastIndexOf('@') + 1) || 'localhost';
  return `<${outboxId}@${domain}>`;
}
