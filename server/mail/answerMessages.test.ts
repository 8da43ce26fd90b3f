import { describe, expect, it } from 'vitest';
import { verifyLink } from '../links/signedLinks.ts';
import { NO_OPTIONAL_TEXT } from '../../core/bookingFields.ts';
import type { BookingForMail } from '../store/types.ts';
import { LANGUAGES } from '../../core/languages.ts';
import { composeCancelNotice, composeConfirmation, composeDecline, composeProposal, composeReminder } from './answerMessages.tsx';
import { composeBookingMessage } from './bookingMessages.tsx';
import type { BookingMailSettings } from './mailSettings.ts';

const settings: BookingMailSettings = {
  mailFrom: 'Aurum Atelier <bookings@aurum-atelier.test>',
  bookingNotifyTo: 'desk@aurum-atelier.test',
  businessTimeZone: 'Europe/Tirane',
  publicUrl: 'http://salon.test',
  linkSecret: 'a-secret-for-the-answer-message-tests',
  businessLanguage: 'en',
};

const booking: BookingForMail = {
  ...NO_OPTIONAL_TEXT,
  id: 'b-1',
  guests: null,
  specialist: null,
  specialistChosen: false,
  visitorKey: null,
  calendarSequence: 1,
  proposalRound: 0,
  receivedAt: new Date('2026-06-15T07:00:00Z'),
  status: 'confirmed',
  name: 'Eve <script>alert(1)</script>\r\nBcc: victim@example.com',
  email: 'eve@example.com',
  phone: null,
  service: 'classic-cut',
  appointmentDate: '2026-06-18',
  appointmentTime: '10:00',
  notes: null,
  language: 'en',
  photoConsent: null,
  photoCount: 0,
  photoBytes: [],
};
const now = new Date('2026-06-15T08:00:00Z');
/** The attributes of the link whose visible text is `label` (a button wraps its label in spans). */
const anchor = (html: string, label: string) => [...html.matchAll(/<a([^>]*)>((?:(?!<\/a>)[\s\S])*)<\/a>/g)].find((m) => m[2]!.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]*>/g, '').trim() === label)?.[1] ?? '';
const tokenIn = (text: string, label: string) => new RegExp(`${label}: http://salon\\.test/requests/(\\S+)`).exec(text)?.[1];

describe('the answers\' messages', () => {
  it('escape what the visitor typed and keep it out of the headers', () => {
    for (const message of [
      composeConfirmation(booking, settings, now),
      composeDecline(booking, settings, now),
      composeProposal(booking, [{ date: '2026-06-19', time: '11:00' }], settings, now),
      composeReminder(booking, settings, now),
      composeCancelNotice(booking, settings, now),
    ]) {
      expect(message.html).not.toContain('<script>');
      expect(message.subject).not.toMatch(/[\r\n]/);
      expect(message.to.map((to) => to.name ?? '').join('')).not.toMatch(/[\r\n]/);
      expect(message.bookingId).toBe('b-1');
    }
  });

  it('offer each other time as a button that opens with a capital, in every language', () => {
    const opening = { en: 'Friday, 19', sq: 'E premte, 19', tr: '19 Haziran 2026 Cuma', de: 'Freitag, 19.' } as const;
    for (const language of LANGUAGES) {
      const message = composeProposal({ ...booking, language }, [{ date: '2026-06-19', time: '11:00' }], settings, now);
      expect(message.html, language).toContain(`>${opening[language]}`);
    }
  });

  it('speak to a restaurant guest of a table in every message, and to everyone else of an appointment', () => {
    const table: BookingForMail = { ...booking, service: 'table-reservation', appointmentTime: '19:00' };
    const messages = (guest: BookingForMail) => [
      composeBookingMessage('booking_visitor', guest, settings, now),
      composeConfirmation(guest, settings, now),
      composeDecline(guest, settings, now),
      composeProposal(guest, [{ date: '2026-06-19', time: '20:00' }], settings, now),
      composeReminder(guest, settings, now),
    ];
    for (const message of messages(table)) {
      expect(`${message.subject}\n${message.text}`).not.toMatch(/appointment/i);
      expect(`${message.subject}\n${message.text}`).toMatch(/table|reservation/i);
    }
    expect(messages(table)[0]!.text).toContain('within one working day to confirm your table');
    expect(messages(table)[1]!.subject).toBe('Your table is confirmed – Aurum Atelier');
    for (const message of messages(booking)) expect(`${message.subject}\n${message.text}`).toMatch(/appointment/i);
  });

  it('carry a cancel link that works until 24 hours before the appointment, and none once that has passed', () => {
    const confirmation = composeConfirmation(booking, settings, now);
    const token = tokenIn(confirmation.text, 'Cancel my appointment')!;
    const check = verifyLink(settings.linkSecret, token, now);
    expect(check).toMatchObject({ valid: true, claim: { bookingId: 'b-1', action: 'cancel', expiresAt: new Date('2026-06-17T08:00:00Z') } });
    const late = composeConfirmation(booking, settings, new Date('2026-06-17T09:00:00Z'));
    expect(late.text).not.toContain('Cancel my appointment');
    expect(late.text).not.toContain('Choose another time');
  });

  it('give each proposed slot its own accept link, valid until the slot begins at the latest', () => {
    const proposal = composeProposal(booking, [{ date: '2026-06-16', time: '09:00' }, { date: '2026-06-19', time: '11:00' }], settings, now);
    const first = tokenIn(proposal.text, 'Tuesday, 16 June 2026, 09:00')!;
    expect(verifyLink(settings.linkSecret, first, now)).toMatchObject({
      valid: true,
      claim: { action: 'accept', detail: '2026-06-16 09:00#0', expiresAt: new Date('2026-06-16T07:00:00Z') },
    });
    expect(verifyLink(settings.linkSecret, tokenIn(proposal.text, 'Friday, 19 June 2026, 11:00')!, now)).toMatchObject({ valid: true, claim: { detail: '2026-06-19 11:00#0' } });
  });

  it('send the reminder under one Message-ID per booking', () => {
    expect(composeReminder(booking, settings, now).messageId).toBe(composeReminder(booking, settings, new Date('2026-06-17T08:00:00Z')).messageId);
  });

  it('give the confirmation an Add to calendar button, the address with its map, and a short reference', () => {
    const id = '0190f3a2-7b4c-7def-8a12-3456789abcde';
    const confirmation = composeConfirmation({ ...booking, id }, settings, now);
    const token = new RegExp('Add to calendar: http://salon\\.test/requests/(\\S+)/calendar\\.ics').exec(confirmation.text)?.[1];
    expect(verifyLink(settings.linkSecret, token!, now)).toMatchObject({ valid: true, claim: { bookingId: id, action: 'calendar' } });
    expect(anchor(confirmation.html, 'Add to calendar')).toMatch(/href="http:\/\/salon\.test\/requests\/[^"]+\/calendar\.ics"/);
    expect(confirmation.attachments).toEqual([expect.objectContaining({ contentType: expect.stringMatching(/^text\/calendar/) })]);
    expect(confirmation.html).toMatch(/<a[^>]*href="https:\/\/www\.google\.com\/maps\/search\/\?api=1&amp;query=Aurum%20Atelier%2C%20Rruga%20Ismail%20Qemali%2027[^"]*"[^>]*>Aurum Atelier, Rruga Ismail Qemali 27, 1001 Tirana, Albania<\/a>/);
    expect(confirmation.text).toContain('Reference: 789abcde\n');
    expect(confirmation.text).not.toContain(id);
    expect(confirmation.html).toContain('href="https://wa.me/355692004500"');
  });

  it('show the business the request\'s photos as small pictures, and Decline quieter than Confirm', () => {
    const request = composeBookingMessage('booking_business', { ...booking, status: 'received', service: 'hair-transplant', photoCount: 2, photoBytes: [1000, 1000], photoConsent: { version: 'v1', givenAt: now } }, settings, now);
    const pictures = [...request.html.matchAll(/<img[^>]*src="([^"]+)"[^>]*alt="([^"]+)"/g)].map((m) => [new URL(m[1]!).pathname.replace(/\/requests\/[^/]+/, ''), m[2]]);
    expect(pictures).toEqual([['/photos/1', 'Photo 1 sent with the request'], ['/photos/2', 'Photo 2 sent with the request']]);
    const style = (label: string) => /style="([^"]*)"/.exec(anchor(request.html, label))?.[1] ?? '';
    expect(style('Confirm')).toContain('background:#12100e');
    expect(style('Decline')).toContain('background:transparent');
    expect(style('Propose another time')).toContain('background:#12100e');
  });
});
