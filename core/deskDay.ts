/**
 * The desk's small rules about a working day: how long a request has waited and when that is too
 * long, the week the agenda shows, and the links that call or message a visitor.
 */
import { isoDateAfter } from './dates.ts';

/** A request waiting longer than this stands out on the desk. */
export const LONG_WAIT_MINUTES = 120;

/** Whole minutes between a request's arrival and `now` (never negative, whatever the clocks say). */
export function minutesWaited(receivedAt: string, now: Date): number {
  const since = Date.parse(receivedAt);
  if (Number.isNaN(since)) return 0;
  return Math.max(0, Math.floor((now.getTime() - since) / 60_000));
}

export function waitsTooLong(minutes: number): boolean {
  return minutes > LONG_WAIT_MINUTES;
}

/** A wait split for words: "3 h 20 min", "2 days 4 h". */
export function waitParts(minutes: number): { days: number; hours: number; minutes: number } {
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}

/** Requests as the desk lists them: the one that arrived first, first. */
export function oldestFirst<T extends { receivedAt: string }>(requests: readonly T[]): T[] {
  return [...requests].sort((a, b) => Date.parse(a.receivedAt) - Date.parse(b.receivedAt));
}

/** The `days` ISO dates from `first` on. */
export function datesFrom(first: string, days: number): string[] {
  return Array.from({ length: days }, (_, index) => isoDateAfter(first, index));
}

/** A phone number as a `tel:` link: its digits, and a leading plus when it has one. */
export function telUrl(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/**
 * The WhatsApp chat with a phone number (https://wa.me/<digits>, in international form). A number
 * written the local way, with a single leading zero, is taken to be in the house's country, whose
 * calling code is `countryCode`; null when too few digits are left to be a number.
 */
export function whatsAppUrl(phone: string, countryCode: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  let international: string;
  if (trimmed.startsWith('+')) international = digits;
  else if (digits.startsWith('00')) international = digits.slice(2);
  else if (digits.startsWith('0')) international = `${countryCode}${digits.slice(1)}`;
  else international = digits;
  return international.length >= 8 ? `https://wa.me/${international}` : null;
}
