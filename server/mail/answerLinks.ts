/**
 * The three answers the business's copy of a request offers (confirm, decline, propose another
 * time), each a signed link for one booking and one action that expires with the links' lifetime
 * after the request arrived, so a retried message carries the same links.
 */
import { linkUrl, LINK_LIFETIME_MS, signLink, type LinkAction } from '../links/signedLinks.ts';
import type { BookingForMail } from '../store/types.ts';
import type { BookingMailSettings } from './bookingMessages.ts';
import { escapeHtml, heading, paragraph } from './html.ts';
import { businessStrings, fill, formatMoment } from './strings.ts';

const ANSWERS = ['confirm', 'decline', 'propose'] as const satisfies readonly LinkAction[];

export function businessAnswerLinks(booking: Pick<BookingForMail, 'id' | 'receivedAt'>, settings: BookingMailSettings) {
  const expiresAt = new Date(booking.receivedAt.getTime() + LINK_LIFETIME_MS);
  const s = businessStrings();
  const labels = { confirm: s.answerConfirm, decline: s.answerDecline, propose: s.answerPropose };
  const links = ANSWERS.map((action) => ({
    action,
    label: labels[action],
    url: linkUrl(settings.publicUrl, signLink(settings.linkSecret, { bookingId: booking.id, action, expiresAt })),
  }));
  const hint = fill(s.answerHint, { until: formatMoment(expiresAt, settings.businessTimeZone) });
  return {
    links,
    text: [s.answerTitle, ...links.map((link) => `${link.label}: ${link.url}`), hint].join('\n'),
    html:
      heading(s.answerTitle) +
      `<p style="margin:0 0 16px">${links
        .map(
          (link) =>
            `<a href="${escapeHtml(link.url)}" style="display:inline-block;margin:0 8px 8px 0;padding:12px 22px;border-radius:999px;background:#12100e;color:#c9a96a;font-weight:600;font-size:15px;text-decoration:none">${escapeHtml(link.label)}</a>`,
        )
        .join('')}</p>` +
      paragraph(escapeHtml(hint), { muted: true }),
  };
}
