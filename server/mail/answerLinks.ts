/**
 * The signed links of the business's messages: the three answers to a request (confirm, decline,
 * propose another time), expiring with the links' lifetime after the request arrived, so a retried
 * message carries the same links; and the two changes of a confirmed booking (move, cancel), valid
 * until its appointment begins.
 */
import { linkUrl, LINK_LIFETIME_MS, signLink, type LinkAction } from '../links/signedLinks.ts';
import type { BookingForMail } from '../store/types.ts';
import type { BookingMailSettings } from './bookingMessages.ts';
import { escapeHtml, heading, paragraph } from './html.ts';
import { businessStrings, fill, formatMoment } from './strings.ts';
import { appointmentStart } from './appointment.ts';

const ANSWERS = ['confirm', 'decline', 'propose'] as const satisfies readonly LinkAction[];
const CHANGES = ['move', 'cancel_business'] as const satisfies readonly LinkAction[];

interface LinkBlock {
  links: { action: LinkAction; label: string; url: string }[];
  text: string;
  html: string;
}

function linkBlock(title: string, links: LinkBlock['links'], hint: string | null): LinkBlock {
  return {
    links,
    text: [title, ...links.map((link) => `${link.label}: ${link.url}`), ...(hint ? [hint] : [])].join('\n'),
    html:
      heading(title) +
      `<p style="margin:0 0 16px">${links
        .map(
          (link) =>
            `<a href="${escapeHtml(link.url)}" style="display:inline-block;margin:0 8px 8px 0;padding:12px 22px;border-radius:999px;background:#12100e;color:#c9a96a;font-weight:600;font-size:15px;text-decoration:none">${escapeHtml(link.label)}</a>`,
        )
        .join('')}</p>` +
      (hint ? paragraph(escapeHtml(hint), { muted: true }) : ''),
  };
}

export function businessAnswerLinks(booking: Pick<BookingForMail, 'id' | 'receivedAt'>, settings: BookingMailSettings): LinkBlock {
  const expiresAt = new Date(booking.receivedAt.getTime() + LINK_LIFETIME_MS);
  const s = businessStrings();
  const labels = { confirm: s.answerConfirm, decline: s.answerDecline, propose: s.answerPropose };
  const links = ANSWERS.map((action) => ({
    action,
    label: labels[action],
    url: linkUrl(settings.publicUrl, signLink(settings.linkSecret, { bookingId: booking.id, action, expiresAt })),
  }));
  return linkBlock(s.answerTitle, links, fill(s.answerHint, { until: formatMoment(expiresAt, settings.businessTimeZone) }));
}

/** Move and Cancel for a confirmed booking, labelled in the message's language. */
export function businessChangeLinks(
  booking: Pick<BookingForMail, 'id' | 'appointmentDate' | 'appointmentTime'>,
  settings: BookingMailSettings,
  words: { title: string; move: string; cancel: string; hint?: string },
): LinkBlock {
  const expiresAt = appointmentStart(booking, settings.businessTimeZone);
  const labels = { move: words.move, cancel_business: words.cancel };
  const links = CHANGES.map((action) => ({
    action,
    label: labels[action],
    url: linkUrl(settings.publicUrl, signLink(settings.linkSecret, { bookingId: booking.id, action, expiresAt })),
  }));
  return linkBlock(words.title, links, words.hint ?? null);
}
