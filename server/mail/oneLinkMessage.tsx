/** The shape of a message that asks for one click (the desk's sign-in, the newsletter's opt-in). */
import type { ReactNode } from 'react';
import type { Language } from '../../core/languages.ts';
import { timeOrderedId } from '../store/ids.ts';
import type { NewOutboxMessage } from '../store/types.ts';
import { ButtonLink, MailLayout, Paragraph, renderMail, TextLink } from '../views/mail.tsx';
import { headerText, messageIdFor } from './addresses.ts';

/** The words of a one-click message, placeholders already filled. */
export interface OneLinkStrings {
  subject: string;
  preheader: string;
  greeting: string;
  intro: string;
  button: string;
  linkHint: string;
  ignore: string;
}

/**
 * A greeting, why the message came, the button, the same link written out for clients that hide
 * buttons (in the HTML only, since the text part already shows it beside the button's words),
 * what to do if it was not asked for, then any closing lines of its own.
 */
export function composeOneLinkMessage(
  {
    kind,
    email,
    language,
    strings: s,
    url,
    closing,
    headers = {},
    now,
  }: { kind: NewOutboxMessage['kind']; email: string; language: Language; strings: OneLinkStrings; url: string; closing?: ReactNode; headers?: Record<string, string>; now: Date },
  settings: { mailFrom: string },
): NewOutboxMessage {
  const subject = headerText(s.subject, 250);
  const { html, text } = renderMail(
    <MailLayout language={language} title={subject} preheader={s.preheader}>
      <Paragraph>{s.greeting}</Paragraph>
      <Paragraph>{s.intro}</Paragraph>
      <ButtonLink href={url}>{s.button}</ButtonLink>
      <Paragraph muted skipInText>{s.linkHint}<br /><TextLink href={url}>{url}</TextLink></Paragraph>
      <Paragraph muted>{s.ignore}</Paragraph>
      {closing}
    </MailLayout>,
  );
  const id = timeOrderedId();
  return {
    id,
    kind,
    bookingId: null,
    messageId: messageIdFor(id, settings.mailFrom),
    to: [{ address: email }],
    replyTo: null,
    subject,
    text,
    html,
    headers,
    attachments: [],
    createdAt: now,
  };
}
