/** The front desk's sign-in message: one button that opens the desk's sign-in page with the link's token. */
import type { Language } from '../../core/languages.ts';
import { brand } from '../../content/site.ts';
import { DESK_SIGN_IN_LINK_LIFETIME_MS } from '../links/deskSignInLinks.ts';
import { timeOrderedId } from '../store/ids.ts';
import type { NewOutboxMessage } from '../store/types.ts';
import { ButtonLink, MailLayout, Paragraph, renderMail, TextLink } from '../views/mail.tsx';
import { headerText, messageIdFor } from './addresses.ts';
import { fill, mailStrings } from './strings.ts';

export function composeDeskSignIn({ email, language, url, now }: { email: string; language: Language; url: string; now: Date }, settings: { mailFrom: string }): NewOutboxMessage {
  const s = mailStrings(language).deskSignIn;
  const values = { brand: brand.name, minutes: DESK_SIGN_IN_LINK_LIFETIME_MS / 60_000 };
  const subject = headerText(fill(s.subject, values), 250);
  const { html, text } = renderMail(
    <MailLayout language={language} title={subject} preheader={fill(s.preheader, values)}>
      <Paragraph>{s.greeting}</Paragraph>
      <Paragraph>{fill(s.intro, values)}</Paragraph>
      <ButtonLink href={url}>{s.button}</ButtonLink>
      <Paragraph muted skipInText>{s.linkHint}<br /><TextLink href={url}>{url}</TextLink></Paragraph>
      <Paragraph muted>{s.ignore}</Paragraph>
    </MailLayout>,
  );
  const id = timeOrderedId();
  return {
    id,
    kind: 'desk_sign_in',
    bookingId: null,
    messageId: messageIdFor(id, settings.mailFrom),
    to: [{ address: email }],
    replyTo: null,
    subject,
    text,
    html,
    headers: {},
    attachments: [],
    createdAt: now,
  };
}
