import { createHash } from 'node:crypto';

/** Providers that deliver "a.b.c@" to "abc@": at these, dots in the local part say nothing. */
const DOTS_IGNORED = new Set(['gmail.com']);
/** Other names of the same mailboxes. */
const DOMAIN_ALIASES: Record<string, string> = { 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address reaches, as one string: lower case, without a "+tag" (most providers
 * deliver "ann+anything@" to "ann@"), and without dots where the provider ignores them, so
 * "A.nn+promo@GoogleMail.com" and "ann@gmail.com" count as one recipient. Only used to count
 * messages per mailbox; mail still goes to the address as written.
 */
export function normalisedRecipient(address: string): string {
  const text = address.trim().toLowerCase();
  const at = text.lastIndexOf('@');
  if (at < 1) return text;
  const domain = text.slice(at + 1).replace(/\.$/, '');
  const canonicalDomain = DOMAIN_ALIASES[domain] ?? domain;
  let local = text.slice(0, at);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (DOTS_IGNORED.has(canonicalDomain)) local = local.replace(/\./g, '');
  return `${local}@${canonicalDomain}`;
}

/**
 * What the database keeps to count messages to a mailbox: a SHA-256 of the normalised address, so
 * the counting table holds no address to protect or forget.
 */
export function recipientKey(address: string): string {
  return createHash('sha256').update(normalisedRecipient(address)).digest('hex');
}

/** The day a mailbox's allowance counts in: the UTC date, since a calendar day is all it needs. */
export const allowanceDay = (date: Date) => date.toISOString().slice(0, 10);
