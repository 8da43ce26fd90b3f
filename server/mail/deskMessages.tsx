/** The front desk's sign-in message: one button that opens the desk's sign-in page with the link's token. */
import type { Language } from '../../core/languages.ts';
import { brand } from '../../content/site.ts';
import { DESK_SIGN_IN_LINK_LIFETIME_MS } from '../links/deskSignInLinks.ts';
import type { NewOutboxMessage } from '../store/types.ts';
import { composeOneLinkMessage } from './oneLinkMessage.tsx';
import { fill, mailStrings } from './strings.ts';

export function composeDeskSignIn({ email, language, url, now }: { email: string; language: Language; url: string; now: Date }, settings: { mailFrom: string }): NewOutboxMessage {
  const s = mailStrings(language).deskSignIn;
  const values = { brand: brand.name, minutes: DESK_SIGN_IN_LINK_LIFETIME_MS / 60_000 };
  const strings = { ...s, subject: fill(s.subject, values), preheader: fill(s.preheader, values), intro: fill(s.intro, values) };
  return composeOneLinkMessage({ kind: 'desk_sign_in', email, language, strings, url, now }, settings);
}
