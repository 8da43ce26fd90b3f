/** The newsletter's double opt-in message: a confirmation link, and an unsubscribe link as in every newsletter message. */
import type { Language } from '../../core/languages.ts';
import { brand } from '../../content/site.ts';
import type { NewOutboxMessage, SubscriberTokens } from '../store/types.ts';
import { Paragraph, TextLink } from '../views/mail.tsx';
import { composeOneLinkMessage } from './oneLinkMessage.tsx';
import { fill, mailStrings } from './strings.ts';

export const NEWSLETTER_CONFIRM_PATH = '/functions/v1/newsletter-confirm';
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/functions/v1/newsletter-unsubscribe';

export function newsletterLinks(publicUrl: string, tokens: SubscriberTokens): { confirm: string; unsubscribe: string } {
  return {
    confirm: `${publicUrl}${NEWSLETTER_CONFIRM_PATH}?token=${encodeURIComponent(tokens.confirmToken)}`,
    unsubscribe: `${publicUrl}${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(tokens.unsubscribeToken)}`,
  };
}

export function composeNewsletterConfirmation(
  { email, language, tokens, now }: { email: string; language: Language; tokens: SubscriberTokens; now: Date },
  settings: { mailFrom: string; publicUrl: string },
): NewOutboxMessage {
  const s = mailStrings(language).newsletterConfirmation;
  const links = newsletterLinks(settings.publicUrl, tokens);
  const strings = { ...s, subject: fill(s.subject, { brand: brand.name }) };
  return composeOneLinkMessage(
    {
      kind: 'newsletter_confirmation',
      email,
      language,
      strings,
      url: links.confirm,
      closing: <Paragraph muted>{s.unsubscribeHint} <TextLink href={links.unsubscribe}>{s.unsubscribe}</TextLink></Paragraph>,
      // RFC 2369 and RFC 8058: mail clients show their own unsubscribe button, which POSTs to the link.
      headers: { 'List-Unsubscribe': `<${links.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      now,
    },
    settings,
  );
}
