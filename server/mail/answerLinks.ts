/**
 * The signed links of the business's messages: the three answers to a request (confirm, decline,
 * propose another time), expiring with the links' lifetime after the request arrived, so a retried
 * message carries the same links; and the two changes of a confirmed booking (move, cancel), valid
 * until its appointment begins.
 */
import { linkUrl, LINK_LIFETIME_MS, signLink, type LinkAction } from '../links/signedLinks.ts';
import type { BookingForMail } from '../store/types.ts';
import { appointmentStart } from './appointment.ts';
import type { BookingMailSettings } from './mailSettings.ts';
import { businessStrings, fill, formatMoment } from './strings.ts';

/** The answers that turn a booking away stand quieter than those that keep it, so a hurried tap lands on Confirm or Move. */
const QUIET: readonly LinkAction[] = ['decline', 'cancel_business'];

/** A row of buttons (server/views/mail.tsx ButtonRow). */
export interface LinkBlock {
  title: string;
  links: { label: string; url: string; quiet?: boolean }[];
  hint: string | null;
}

function linkBlock(settings: BookingMailSettings, booking: Pick<BookingForMail, 'id'>, expiresAt: Date, title: string, labels: Partial<Record<LinkAction, string>>, hint: string | null): LinkBlock {
  const links = Object.entries(labels).map(([action, label]) => ({
    label: label!,
    url: linkUrl(settings.publicUrl, signLink(settings.linkSecret, { bookingId: booking.id, action: action as LinkAction, expiresAt })),
    ...(QUIET.includes(action as LinkAction) ? { quiet: true } : {}),
  }));
  return { title, links, hint };
}

export function businessAnswerLinks(booking: Pick<BookingForMail, 'id' | 'receivedAt'>, settings: BookingMailSettings): LinkBlock {
  const expiresAt = new Date(booking.receivedAt.getTime() + LINK_LIFETIME_MS);
  const s = businessStrings();
  const labels = { confirm: s.answerConfirm, decline: s.answerDecline, propose: s.answerPropose };
  return linkBlock(settings, booking, expiresAt, s.answerTitle, labels, fill(s.answerHint, { until: formatMoment(expiresAt, settings.businessTimeZone) }));
}

/** Move and Cancel for a confirmed booking, labelled in the message's language. */
export function businessChangeLinks(
  booking: Pick<BookingForMail, 'id' | 'appointmentDate' | 'appointmentTime'>,
  settings: BookingMailSettings,
  words: { title: string; move: string; cancel: string; hint?: string },
): LinkBlock {
  const labels = { move: words.move, cancel_business: words.cancel };
  return linkBlock(settings, booking, appointmentStart(booking, settings.businessTimeZone), words.title, labels, words.hint ?? null);
}
