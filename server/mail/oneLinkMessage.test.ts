import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../core/languages.ts';
import { composeDeskSignIn } from './deskMessages.tsx';
import { composeNewsletterConfirmation } from './newsletterMessages.tsx';
import { mailStrings } from './strings.ts';

const settings = { mailFrom: 'Aurum Atelier <bookings@aurum-atelier.test>', publicUrl: 'http://salon.test' };
const now = new Date('2026-06-01T10:00:00Z');
const occurrences = (haystack: string, needle: string) => haystack.split(needle).length - 1;

describe('the messages that ask for one click', () => {
  for (const language of LANGUAGES) {
    const desk = composeDeskSignIn({ email: 'staff@example.com', language, url: 'http://salon.test/desk/sign-in#t=abc', now }, settings);
    const newsletter = composeNewsletterConfirmation({ email: 'elira@example.com', language, tokens: { confirmToken: 'c1', unsubscribeToken: 'u1' }, now }, settings);
    const cases = [
      { name: 'desk sign-in', message: desk, url: 'http://salon.test/desk/sign-in#t=abc', s: mailStrings(language).deskSignIn, last: null },
      { name: 'newsletter', message: newsletter, url: 'http://salon.test/functions/v1/newsletter-confirm?token=c1', s: mailStrings(language).newsletterConfirmation, last: mailStrings(language).newsletterConfirmation.unsubscribeHint },
    ];
    for (const { name, message, url, s, last } of cases) {
      it(`${language}, ${name}: greets, gives the button with its link written out beneath it in HTML, then says what to do if it was not asked for`, () => {
        expect(occurrences(message.html, `href="${url}"`)).toBe(2); // the button and the link written out
        expect(message.html).toContain(`>${url}</a>`);
        expect(message.text).toContain(url);
        expect(message.text).not.toContain(s.linkHint.split('{{')[0]!.trim()); // the text part shows the link once, by the button's words
        const order = [s.greeting, s.button, s.ignore.slice(0, 20), ...(last ? [last] : [])].map((part) => message.text.indexOf(part));
        expect(order.every((at) => at >= 0)).toBe(true);
        expect(order).toEqual([...order].sort((a, b) => a - b));
        expect(message).toMatchObject({ bookingId: null, replyTo: null, to: [{ address: name === 'newsletter' ? 'elira@example.com' : 'staff@example.com' }], attachments: [] });
      });
    }
  }
});
