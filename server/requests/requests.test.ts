import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resolveLinkSecret } from '../links/linkSecret.ts';
import { signLink } from '../links/signedLinks.ts';
import { composeBusinessFallback } from '../mail/bookingMessages.tsx';
import { bookingRequest, eventually, NOTIFY_TO, photoPayload, postBooking, startService, tempDataDir, TEST_NOW, type TestService } from '../testing/harness.ts';
import { phoneJpegWithGps } from '../testing/images.ts';
import { postgresUnderTest } from '../testing/stores.ts';
import { startSmtpSink, type SmtpSink } from '../testing/smtpSink.ts';
import { HOUSE } from '../../content/house.ts';

/** The service under test runs outside production on SQLite, so it generated its secret in DATA_DIR. */
const DEVELOPMENT = { production: false, sharedDatabase: false };

/**
 * The answers to a booking, end to end on one service: a real SMTP server on loopback receives
 * every message, the links are taken from them as a reader would click them, and the pages are
 * asked for as a browser would (GET the link, POST its button).
 */
let sink: SmtpSink;
let service: TestService | null = null;
let clock = TEST_NOW;

beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
});
afterEach(async () => {
  await service?.close();
  service = null;
  sink.messages.length = 0;
  sink.envelopes.length = 0;
  clock = TEST_NOW;
});

async function start(config: NonNullable<Parameters<typeof startService>[0]>['config'] = {}) {
  service = await startService({ smtpPort: sink.port, now: () => clock, config, reminderEveryMs: 50 });
  return service;
}

/** Messages that arrived for `address` whose subject matches. */
const mailTo = (address: string, subject: RegExp) =>
  sink.messages.filter((m) => JSON.stringify(m.to).includes(address) && subject.test(m.subject ?? ''));

async function waitForMail(address: string, subject: RegExp, count = 1): Promise<ParsedMail[]> {
  return eventually(() => {
    const found = mailTo(address, subject);
    return found.length >= count ? found : null;
  });
}

/** The path of a link in a message's text, after its label ("Confirm: http://salon.test/requests/…"). */
function linkAfter(mail: ParsedMail, label: string): string {
  const match = new RegExp(`${label}: (\\S+)`).exec(mail.text ?? '');
  if (!match) throw new Error(`no "${label}" link in:\n${mail.text}`);
  return new URL(match[1]!).pathname;
}

/** Books through the function and waits for the business's copy; its id and the copy. */
async function book(overrides: Parameters<typeof bookingRequest>[0] = {}) {
  const answer = await postBooking(service!.app, bookingRequest({ appointment_date: '2026-06-18', ...overrides }));
  expect(answer.statusCode, answer.body).toBe(201);
  const id = answer.json<{ id: string }>().id;
  const [copy] = await eventually(() => {
    const found = sink.messages.filter((m) => m.text?.includes(id) && JSON.stringify(m.to).includes(NOTIFY_TO));
    return found.length > 0 ? found : null;
  });
  return { id, copy: copy! };
}

const get = (url: string) => service!.app.inject({ method: 'GET', url });
const post = (url: string, form = '') =>
  service!.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form });

const status = (id: string) => (service!.db().prepare('select status from bookings where id = ?').get(id) as { status: string }).status;
const history = (id: string) => (service!.db().prepare('select type, actor from booking_events where booking_id = ? order by id').all(id) as { type: string; actor: string | null }[]).map((e) => `${e.type}:${e.actor ?? 'service'}`);
const events = (id: string) => (service!.db().prepare('select type, status from booking_events where booking_id = ? order by id').all(id) as { type: string; status: string }[]).map((e) => `${e.type}:${e.status}`);
const outboxCount = () => service!.counts().outbox;

/** The calendar file attached to a message, read back by a calendar library as a calendar app would. */
function calendarOf(mail: ParsedMail) {
  const file = mail.attachments.find((a) => a.filename?.endsWith('.ics'));
  if (!file) throw new Error(`no calendar file in "${mail.subject}"`);
  return calendarIn(file.content.toString('utf8'));
}

function calendarIn(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  ICAL.TimezoneService.register(new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    status: vevent.getFirstPropertyValue('status'),
    zone: event.startDate.zone?.tzid,
    startsAt: event.startDate.toJSDate().toISOString(),
  };
}
describe('a button pressed from another site', () => {
  it('changes nothing when the browser says the page was another site’s; the page’s own button still works', async () => {
    await start();
    const { id: businessBooking, copy } = await book();
    const confirm = linkAfter(copy, 'Confirm');
    const from = (headers: Record<string, string>) =>
      service!.app.inject({ method: 'POST', url: confirm, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: '' });

    const foreign: Record<string, string>[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { origin: 'null', 'sec-fetch-site': 'cross-site' }, { origin: 'https://salon.test' }];
    for (const headers of foreign) {
      const refused = await from(headers);
      expect(refused.statusCode, JSON.stringify(headers)).toBe(403);
      expect(refused.body).toContain('Please use the link in your email');
    }
    expect(status(businessBooking)).toBe('received');

    // The page itself: its origin, or "null" under its no-referrer policy, with same-origin.
    expect((await from({ origin: 'null', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect(status(businessBooking)).toBe('confirmed');
  });

  it('speaks the visitor’s language to the visitor', async () => {
    await start();
    const { id } = await book({ language: 'de' });
    const secret = resolveLinkSecret(null, service!.dataDir, DEVELOPMENT);
    await post(`/requests/${signLink(secret, { bookingId: id, action: 'confirm', expiresAt: new Date(TEST_NOW.getTime() + 60_000) })}`);
    const cancel = `/requests/${signLink(secret, { bookingId: id, action: 'cancel', expiresAt: new Date(TEST_NOW.getTime() + 60_000) })}`;
    const refused = await service!.app.inject({ method: 'POST', url: cancel, headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' }, payload: '' });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('Bitte nutzen Sie den Link in Ihrer E-Mail');
    expect(status(id)).toBe('confirmed');
    expect((await service!.app.inject({ method: 'POST', url: cancel, headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://salon.test' }, payload: '' })).statusCode).toBe(200);
    expect(status(id)).toBe('cancelled');
  });
});

describe('confirming from the business\'s message', () => {
  it('shows the request with its photos and one button; only the button confirms, and the visitor gets a confirmation with a calendar file', async () => {
    await start();
    const photo = photoPayload(await phoneJpegWithGps());
    const { id, copy } = await book({ language: 'de', service: 'scalp-treatment', photos: [photo], photo_consent: true });
    expect(copy.html).toContain('>Confirm</span>');
    const confirm = linkAfter(copy, 'Confirm');
    const before = outboxCount();

    // Opening the link (as a mail scanner would) shows the request and changes nothing.
    const page = await get(confirm);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('Confirm this appointment');
    expect(page.body).toContain('Elira Hoxha');
    expect(page.body).toContain('Scalp Treatment');
    expect(page.body.match(/<form /g)).toHaveLength(1);
    expect(page.body.match(/<button /g)).toHaveLength(1);
    expect(page.body).toContain(`<img src="${confirm}/photos/1"`);
    expect(page.body).not.toMatch(/<script|style="/);
    await get(confirm);
    expect(status(id)).toBe('received');
    expect(outboxCount()).toBe(before);

    const shownPhoto = await get(`${confirm}/photos/1`);
    expect(shownPhoto.statusCode).toBe(200);
    expect(shownPhoto.headers['content-type']).toMatch(/^image\//);
    const stored = service!.db().prepare('select bytes from booking_photos where booking_id = ? and position = 0').get(id) as { bytes: Buffer };
    expect(shownPhoto.rawPayload.equals(stored.bytes)).toBe(true);
    expect((await get(`${confirm}/photos/2`)).statusCode).toBe(404);

    const done = await post(confirm);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('The appointment is confirmed');
    expect(done.body).toContain('Confirmed');
    expect(status(id)).toBe('confirmed');
    expect(events(id)).toEqual(['received:received', 'confirmed:confirmed']);

    const [confirmation] = await waitForMail('elira@example.com', /Termin ist bestätigt/);
    expect(confirmation!.text).toContain('Kopfhautbehandlung');
    expect(confirmation!.text).toContain('Donnerstag, 18. Juni 2026');
    expect(confirmation!.text).toContain('10:00');
    expect(confirmation!.text).toContain('Rruga Ismail Qemali 27');
    expect(confirmation!.text).toMatch(/Meinen Termin absagen: http:\/\/salon\.test\/requests\//);

    // The calendar file, read back by a calendar library: 10:00 in Tirana is 08:00 UTC in June.
    const ics = confirmation!.attachments.find((a) => a.filename?.endsWith('.ics'));
    expect(ics?.contentType).toBe('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(ics!.content.toString('utf8')));
    ICAL.TimezoneService.register(new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.uid).toBe(`${id}@aurum-atelier.al`);
    expect(event.startDate.zone?.tzid).toBe('Europe/Tirane');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-06-18T08:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-06-18T10:00:00.000Z');
    expect(calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('status')).toBe('CONFIRMED');

    // The same link again: the page says what state the booking is in, and nothing more is sent.
    const again = await post(confirm);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('This request has already been answered');
    expect(again.body).toContain('Confirmed');
    expect(events(id)).toHaveLength(2);
    const decline = await get(linkAfter(copy, 'Decline'));
    expect(decline.body).toContain('This request has already been answered');
    expect(decline.body).not.toContain('<form');
  });

  it('speaks the business\'s language (BUSINESS_LANGUAGE) on its pages', async () => {
    await start({ businessLanguage: 'sq' });
    const { copy } = await book({ language: 'tr' });
    const page = await get(linkAfter(copy, 'Confirm'));
    expect(page.body).toContain('<html lang="sq">');
    expect(page.body).toContain('Konfirmoni këtë takim');
    expect(page.body).toContain('Konfirmoni takimin</button>');
  });

  it('refuses altered, foreign and expired links with a clear page, and changes nothing', async () => {
    await start();
    const { id, copy } = await book();
    const other = await book({ email: 'ardit@example.com', appointment_date: '2026-06-19' });
    const confirm = linkAfter(copy, 'Confirm');
    const token = confirm.split('/').pop()!;
    const [payload, signature] = token.split('.') as [string, string];
    const fields = Buffer.from(payload, 'base64url').toString().split('\n');
    const forged = (change: (f: string[]) => string[]) => `/requests/${Buffer.from(change([...fields]).join('\n')).toString('base64url')}.${signature}`;

    const attempts = [
      `/requests/${payload}.${signature.slice(0, -2)}AA`, // signature altered
      forged((f) => [other.id, ...f.slice(1)]), // another booking's id under this signature
      forged((f) => [f[0]!, 'cancel', ...f.slice(2)]), // another action
      forged((f) => [f[0]!, f[1]!, String(Number(f[2]) + 86_400 * 30), f[3]!]), // a later expiry
      '/requests/not-a-token',
    ];
    for (const url of attempts) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(404);
      expect(page.body).toContain('This link is not valid');
      expect((await post(url)).statusCode).toBe(404);
      expect((await get(`${url}/photos/1`)).statusCode).toBe(404);
    }
    expect([status(id), status(other.id)]).toEqual(['received', 'received']);

    // Fifteen days on, the business's links have expired.
    clock = new Date(TEST_NOW.getTime() + 15 * 24 * 60 * 60_000);
    const expired = await post(confirm);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('This link has expired');
    expect(status(id)).toBe('received');

    // A link for an action that does nothing on a POST (view) changes nothing either.
    clock = TEST_NOW;
    const view = `/requests/${signLink(resolveLinkSecret(null, service!.dataDir, DEVELOPMENT), { bookingId: id, action: 'view', expiresAt: new Date(TEST_NOW.getTime() + 60_000) })}`;
    expect((await get(view)).body).toContain('Answer this request');
    expect((await post(view)).statusCode).toBe(405);
    expect(status(id)).toBe('received');
  });
});

describe('the link of the fallback note', () => {
  it('opens the whole request with its photos, and offers the three answers', async () => {
    await start();
    const photo = photoPayload(await phoneJpegWithGps());
    const { id } = await book({ photos: [photo, photo], photo_consent: true });
    const booking = (await service!.app.store.bookingForMail(id))!;
    const settings = {
      mailFrom: service!.config.mailFrom,
      bookingNotifyTo: service!.config.bookingNotifyTo,
      businessTimeZone: service!.config.businessTimeZone,
      publicUrl: service!.config.publicUrl,
      linkSecret: resolveLinkSecret(null, service!.dataDir, DEVELOPMENT),
      businessLanguage: service!.config.businessLanguage,
    };
    const note = composeBusinessFallback(booking, { reason: '552 message too large' }, settings, clock);
    const view = new URL(/http:\/\/salon\.test\/requests\/\S+/.exec(note.text)![0]).pathname;

    const page = await get(view);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Booking request');
    expect(page.body).toContain('elira@example.com');
    expect(page.body.match(/<img /g)).toHaveLength(2);
    expect((await get(`${view}/photos/2`)).statusCode).toBe(200);
    expect(page.body).not.toContain('<form');
    const choices = [...page.body.matchAll(/class="choice" href="([^"]+)">([^<]+)</g)].map((m) => m[2]);
    expect(choices).toEqual(['Confirm the appointment', 'Decline the request', 'Propose another time']);

    // Its Confirm choice confirms like the link in the request itself.
    const confirm = new URL(/class="choice" href="([^"]+)"/.exec(page.body)![1]!).pathname;
    expect((await post(confirm)).statusCode).toBe(200);
    expect(status(id)).toBe('confirmed');
    // Once confirmed, the same page offers to move or cancel the booking instead.
    const confirmed = await get(view);
    expect([...confirmed.body.matchAll(/class="choice" href="[^"]+">([^<]+)</g)].map((m) => m[1])).toEqual(['Move this booking', 'Cancel this booking']);
  });
});

describe('the page\'s stylesheet', () => {
  it('carries the site\'s colours, and the pages link the built site\'s own stylesheet for its web fonts', async () => {
    await start();
    const bare = await get('/requests/assets/answer.css');
    expect(bare.statusCode).toBe(200);
    expect(bare.headers['content-type']).toContain('text/css');
    expect(bare.body).toContain('--color-gold: #c9a96a');
    expect((await get('/requests/not-a-token')).body).not.toContain('/assets/index-');
    await service!.close();

    const dist = tempDataDir();
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Aurum Atelier</title>');
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/index-x.js', isEntry: true, css: ['assets/index-x.css'] } }));
    service = await startService({ smtpPort: sink.port, now: () => clock, config: { distDir: dist } });
    // With the site served, a link still opens its page rather than the site's 404.
    const page = (await get('/requests/not-a-token')).body;
    expect(page).toContain('This link is not valid');
    expect(page).toContain('<link rel="stylesheet" href="/assets/index-x.css"/><link rel="stylesheet" href="/requests/assets/answer.css"/>');
    rmSync(dist, { recursive: true, force: true });
  });
});

describe('declining', () => {
  it('sends the visitor a polite message in their language with the way back to the booking form', async () => {
    await start();
    const { id, copy } = await book({ language: 'sq' });
    const decline = linkAfter(copy, 'Decline');
    expect((await get(decline)).body).toContain('Decline this request');
    const done = await post(decline);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('The request has been declined');
    expect(status(id)).toBe('declined');
    const [message] = await waitForMail('elira@example.com', /Lidhur me kërkesën tuaj/);
    expect(message!.text).toContain('Zgjidhni një orar tjetër: http://salon.test/booking?lang=sq');
    expect(message!.text).toContain('e enjte, 18 qershor 2026');
  });
});

describe('proposing another time', () => {
  it('offers hours with room near the one asked for, sends the chosen ones, and confirms the one the visitor accepts', async () => {
    await start({ house: HOUSE });
    // A facial confirmed on Tuesday at 11:00 takes the esthetician's hour.
    const taken = await book({ service: 'prp-facial', appointment_date: '2026-06-16', appointment_time: '11:00', email: 'ardit@example.com' });
    expect((await post(linkAfter(taken.copy, 'Confirm'))).statusCode).toBe(200);
    const { id, copy } = await book({ service: 'hydro-facial', language: 'tr' });
    const propose = linkAfter(copy, 'Propose another time');

    const page = await get(propose);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('value="2026-06-16 12:00"');
    expect(page.body).toContain('value="2026-06-16 10:00"');
    expect(page.body).not.toContain('value="2026-06-16 11:00"');
    expect(page.body).not.toContain('value="2026-06-16 13:00"'); // more than two hours from the hour asked for
    expect(page.body).not.toContain('value="2026-06-21'); // Sunday
    expect(status(id)).toBe('received');

    const empty = await post(propose);
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Please choose at least one time.');
    const notOffered = await post(propose, 'slot=2026-06-16+11%3A00&slot=2026-06-16+23%3A00');
    expect(notOffered.statusCode).toBe(400);
    expect(status(id)).toBe('received');

    const sent = await post(propose, 'slot=2026-06-17+10%3A00&slot=2026-06-17+12%3A00');
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('Your proposal is on its way');
    expect(status(id)).toBe('proposed');
    const [proposal] = await waitForMail('elira@example.com', /Randevunuz için başka bir saat/);
    expect(proposal!.text).toContain('17 Haziran 2026 Çarşamba, saat 10:00: http://salon.test/requests/');
    const accept = linkAfter(proposal!, '17 Haziran 2026 Çarşamba, saat 12:00');

    const acceptPage = await get(accept);
    expect(acceptPage.body).toContain('<html lang="tr">');
    expect(acceptPage.body).toContain('Bu saati kabul et</button>');
    expect(acceptPage.body).not.toContain('/photos/');
    expect(status(id)).toBe('proposed');
    const accepted = await post(accept);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.body).toContain('Randevunuz onaylandı');
    const row = service!.db().prepare('select status, appointment_date, appointment_time from bookings where id = ?').get(id);
    expect(row).toEqual({ status: 'confirmed', appointment_date: '2026-06-17', appointment_time: '12:00' });
    expect(events(id)).toEqual(['received:received', 'proposed:proposed', 'accepted:confirmed']);
    expect(history(id)).toEqual(['received:service', 'proposed:business', 'accepted:visitor']);
    const [notice] = await waitForMail(NOTIFY_TO, /^Accepted: Hydro Facial/);
    expect(notice!.text).toContain('Elira Hoxha has accepted the proposed time. The booking is confirmed.');
    expect(notice!.text).toMatch(/^Service: Hydro Facial\nDate: Wednesday, 17 June 2026\nTime: 12:00$/m);
    const [confirmation] = await waitForMail('elira@example.com', /Randevunuz onaylandı/);
    expect(confirmation!.text).toContain('17 Haziran 2026 Çarşamba');
    // The other proposed time can no longer be taken.
    expect((await post(linkAfter(proposal!, '17 Haziran 2026 Çarşamba, saat 10:00'))).body).toContain('Bu talep daha önce yanıtlandı');
  });
});

describe('a booking confirmed at once', () => {
  it('sends the visitor the confirmation with its calendar file and the barber, and the business "New booking" with Move and Cancel', async () => {
    await start({ house: HOUSE });
    const { id, copy } = await book({ service: 'classic-cut', language: 'sq' });
    expect(status(id)).toBe('confirmed');
    expect(copy.subject).toMatch(/^New booking: Classic Haircut, Thursday, 18 June 2026, 10:00/);
    expect(copy.text).toContain('Barber: Arben Hoxha (assigned by the house)');
    expect(copy.text).toMatch(/^Move: http:\/\/salon\.test\/requests\//m);
    expect(copy.text).toMatch(/^Cancel: http:\/\/salon\.test\/requests\//m);
    expect(copy.text).not.toMatch(/Confirm:|Decline:|Propose another time:/);

    const [confirmation] = await waitForMail('elira@example.com', /Takimi juaj u konfirmua/);
    expect(confirmation!.text).toContain('Berberi juaj: Arben Hoxha');
    expect(confirmation!.text).toMatch(/Zgjidhni një orar tjetër: http:\/\/salon\.test\/requests\//);
    expect(mailTo('elira@example.com', /E kemi marrë|kërkesën/)).toHaveLength(0);
    expect(calendarOf(confirmation!)).toMatchObject({ method: 'PUBLISH', uid: `${id}@aurum-atelier.al`, sequence: 1, status: 'CONFIRMED', startsAt: '2026-06-18T08:00:00.000Z' });
    // The short reference the guest quotes, not the whole id.
    expect(confirmation!.text).toContain(`Kodi i rezervimit: ${id.slice(-8)}\n`);
    expect(confirmation!.text).not.toContain(id);

    // Add to calendar serves the same event as the attachment, and only to its own signed link.
    const addToCalendar = linkAfter(confirmation!, 'Shtojeni në kalendar');
    expect(addToCalendar).toMatch(/^\/requests\/[^/]+\/calendar\.ics$/);
    const file = await get(addToCalendar);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/calendar/);
    expect(calendarIn(file.body)).toMatchObject({ uid: `${id}@aurum-atelier.al`, status: 'CONFIRMED', startsAt: '2026-06-18T08:00:00.000Z' });
    expect((await get(`${linkAfter(copy, 'Move')}/calendar.ics`)).statusCode).toBe(404);
    expect((await get(addToCalendar.replace('/calendar.ics', ''))).statusCode).toBe(404);
  });

  it('speaks of a table and its guests, and keeps to the address\'s daily allowance of messages', async () => {
    await start({ house: HOUSE, receiptsPerAddressPerDay: 1 });
    const first = await book({ service: 'table-reservation', guests: 4, appointment_time: '13:00' });
    expect(first.copy.text).toContain('Guests: 4');
    const [confirmation] = await waitForMail('elira@example.com', /Your table is confirmed/);
    expect(confirmation!.text).toContain('Guests: 4');
    expect(confirmation!.text).toContain('Your reservation');

    // A second booking the same day still reaches the business, but no second message goes to the address.
    const second = await book({ service: 'table-reservation', guests: 2, appointment_time: '14:00' });
    expect(status(second.id)).toBe('confirmed');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailTo('elira@example.com', /./)).toHaveLength(1);
  });
});

describe('moving a confirmed booking', () => {
  it('offers the business only hours with room; the visitor gets the new time in their language with the same calendar event, one sequence on', async () => {
    await start({ house: HOUSE });
    const { id, copy } = await book({ service: 'classic-cut', specialist: 'dritan-berisha', language: 'de' });
    await book({ service: 'classic-cut', specialist: 'dritan-berisha', appointment_time: '11:00', email: 'ardit@example.com' });
    const [confirmation] = await waitForMail('elira@example.com', /Termin ist bestätigt/);
    const move = linkAfter(copy, 'Move');

    const page = await get(move);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Move this booking');
    expect(page.body).toContain('type="radio" name="slot" value="2026-06-18 12:00"');
    expect(page.body).not.toContain('value="2026-06-18 11:00"'); // Dritan serves someone else then
    expect(page.body).not.toContain('value="2026-06-18 10:00"'); // the booking's own hour
    expect(page.body).not.toContain('value="2026-06-18 13:00"'); // more than two hours away
    expect(page.body).toContain('Dritan Berisha');
    expect((await post(move, 'slot=2026-06-18+11%3A00')).statusCode).toBe(400);
    expect((await post(move, 'slot=2026-06-18+12%3A00&slot=2026-06-18+09%3A00')).statusCode).toBe(400);

    const done = await post(move, 'slot=2026-06-18+12%3A00');
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('The booking has been moved');
    const row = service!.db().prepare('select status, appointment_date, appointment_time, specialist from bookings where id = ?').get(id);
    expect(row).toEqual({ status: 'confirmed', appointment_date: '2026-06-18', appointment_time: '12:00', specialist: 'dritan-berisha' });
    expect(history(id)).toEqual(['received:service', 'moved:business']);

    const [moved] = await waitForMail('elira@example.com', /Ihr Termin wurde verlegt/);
    expect(moved!.text).toContain('Guten Tag Elira Hoxha,\n\nbitte entschuldigen Sie, dass wir Ihren Termin verlegen mussten');
    expect(moved!.text).toContain('12:00');
    expect(moved!.text).toContain('Ihr Barbier: Dritan Berisha');
    const before = calendarOf(confirmation!);
    const after = calendarOf(moved!);
    expect(after).toMatchObject({ method: 'PUBLISH', uid: before.uid, sequence: before.sequence + 1, status: 'CONFIRMED', zone: 'Europe/Tirane', startsAt: '2026-06-18T10:00:00.000Z' });

    // The old hour is free again for Dritan, the new one is taken.
    const free = await postBooking(service!.app, bookingRequest({ service: 'classic-cut', specialist: 'dritan-berisha', appointment_date: '2026-06-18', appointment_time: '10:00', email: 'luan@example.com' }));
    expect(free.statusCode).toBe(201);
    const taken = await postBooking(service!.app, bookingRequest({ service: 'classic-cut', specialist: 'dritan-berisha', appointment_date: '2026-06-18', appointment_time: '12:00', email: 'genci@example.com' }));
    expect(taken.statusCode).toBe(409);
  });

  it('lets the visitor change the time from the confirmation until 24 hours before, and tells the business', async () => {
    await start({ house: HOUSE });
    const { id } = await book({ service: 'classic-cut', specialist: 'luan-basha', language: 'tr' });
    const [confirmation] = await waitForMail('elira@example.com', /Randevunuz onaylandı/);
    const change = linkAfter(confirmation!, 'Saatimi değiştir');

    const page = await get(change);
    expect(page.body).toContain('<html lang="tr">');
    expect(page.body).toContain('Yeni saati onayla</button>');
    expect(page.body).not.toContain('/photos/');
    const done = await post(change, 'slot=2026-06-18+09%3A00');
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Randevunuz yeniden planlandı');
    expect(history(id)).toEqual(['received:service', 'moved:visitor']);

    const [moved] = await waitForMail('elira@example.com', /Randevunuz yeniden planlandı/);
    expect(calendarOf(moved!)).toMatchObject({ uid: calendarOf(confirmation!).uid, sequence: 2, startsAt: '2026-06-18T07:00:00.000Z' });
    const [notice] = await waitForMail(NOTIFY_TO, /^Moved: Classic Haircut, Thursday, 18 June 2026, 09:00 – Elira Hoxha/);
    expect(notice!.text).toContain('Elira Hoxha has moved this booking to the time below.');
    expect(notice!.text).toMatch(/^Time: 09:00$/m);
    expect(notice!.text).toContain('Earlier time: Thursday, 18 June 2026, 10:00');
    expect(notice!.text).toContain('Barber: Luan Basha');
    expect(notice!.text).toMatch(/^Move: http/m);

    // Less than 24 hours before the new time, its confirmation's link has run out, and the earlier one changes nothing.
    const again = linkAfter(moved!, 'Saatimi değiştir');
    clock = new Date('2026-06-17T07:30:00Z');
    expect((await post(again, 'slot=2026-06-18+12%3A00')).statusCode).toBe(410);
    const late = await post(change, 'slot=2026-06-18+12%3A00');
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain('Çevrim\u00a0içi değişiklik süresi doldu');
    expect(service!.db().prepare('select appointment_time from bookings where id = ?').get(id)).toEqual({ appointment_time: '09:00' });
  });
});

describe('the business cancels a confirmed booking', () => {
  it('tells the visitor in their language, with a calendar file that cancels the event', async () => {
    await start({ house: HOUSE });
    const { id, copy } = await book({ service: 'classic-cut', language: 'sq' });
    const [confirmation] = await waitForMail('elira@example.com', /Takimi juaj u konfirmua/);
    const cancel = linkAfter(copy, 'Cancel');
    const page = await get(cancel);
    expect(page.body).toContain('Cancel this booking');
    expect(status(id)).toBe('confirmed');
    const done = await post(cancel);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('The booking has been cancelled');
    expect(status(id)).toBe('cancelled');
    expect(history(id)).toEqual(['received:service', 'cancelled:business']);

    const [message] = await waitForMail('elira@example.com', /Takimi juaj u anulua/);
    expect(message!.text).toContain('Na vjen shumë keq');
    expect(message!.text).toContain('http://salon.test/booking?lang=sq');
    expect(calendarOf(message!)).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: calendarOf(confirmation!).uid, sequence: 2 });
    expect((await post(cancel)).statusCode).toBe(409);
    // The confirmation's Add to calendar link now serves the file that removes the event.
    const served = await get(linkAfter(confirmation!, 'Shtojeni në kalendar'));
    expect(calendarIn(served.body)).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: calendarOf(confirmation!).uid });
  });
});

describe('a proposal withdrawn', () => {
  it('by a second proposal: the first proposal\'s accept link shows a page saying so, and changes nothing', async () => {
    await start();
    const { id, copy } = await book({ language: 'de' });
    const propose = linkAfter(copy, 'Propose another time');
    expect((await post(propose, 'slot=2026-06-17+10%3A00')).statusCode).toBe(200);
    const [first] = await waitForMail('elira@example.com', /Unser Vorschlag für Ihren Termin/);
    const withdrawn = linkAfter(first!, 'Mittwoch, 17. Juni 2026, 10:00\u00a0Uhr');
    expect((await post(propose, 'slot=2026-06-19+10%3A00')).statusCode).toBe(200);
    await waitForMail('elira@example.com', /Unser Vorschlag für Ihren Termin/, 2);

    const page = await get(withdrawn);
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('Dieser Vorschlag wurde zurückgezogen');
    expect(page.body).not.toContain('<form');
    const pressed = await post(withdrawn);
    expect(pressed.statusCode).toBe(409);
    expect(pressed.body).toContain('Dieser Vorschlag wurde zurückgezogen');
    const row = service!.db().prepare('select status, appointment_date, appointment_time from bookings where id = ?').get(id);
    expect(row).toEqual({ status: 'proposed', appointment_date: '2026-06-18', appointment_time: '10:00' });
  });

  it('by a confirmation of the time asked for: the proposal\'s links say it was withdrawn', async () => {
    await start();
    const { id, copy } = await book({ language: 'en' });
    expect((await post(linkAfter(copy, 'Propose another time'), 'slot=2026-06-17+10%3A00')).statusCode).toBe(200);
    const [proposal] = await waitForMail('elira@example.com', /Another time for your appointment/);
    expect((await post(linkAfter(copy, 'Confirm'))).statusCode).toBe(200);
    const accept = linkAfter(proposal!, 'Wednesday, 17 June 2026, 10:00');
    expect((await get(accept)).body).toContain('This proposal has been withdrawn');
    expect((await post(accept)).statusCode).toBe(409);
    const row = service!.db().prepare('select status, appointment_date, appointment_time from bookings where id = ?').get(id);
    expect(row).toEqual({ status: 'confirmed', appointment_date: '2026-06-18', appointment_time: '10:00' });
  });
});

describe('two confirmations of one slot', () => {
  it('confirms one; the other\'s page says the slot was taken', async () => {
    await start({ house: HOUSE });
    // The esthetician serves one client an hour: the second request came once the first's hold had run out.
    const first = await book({ service: 'prp-facial' });
    clock = new Date(TEST_NOW.getTime() + 25 * 3_600_000);
    const second = await book({ service: 'hydro-facial', email: 'ardit@example.com' });
    const answers = await Promise.all([post(linkAfter(first.copy, 'Confirm')), post(linkAfter(second.copy, 'Confirm'))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.body).toContain('This time is no longer available');
    expect([status(first.id), status(second.id)].sort()).toEqual(['confirmed', 'received']);
  });
});

describe('cancelling', () => {
  it('works from the confirmation until 24 hours before, and tells the business', async () => {
    await start();
    const { id, copy } = await book({ language: 'en' });
    await post(linkAfter(copy, 'Confirm'));
    const [confirmation] = await waitForMail('elira@example.com', /Your appointment is confirmed/);
    expect(confirmation!.text).toContain('You may choose another time or cancel online until Wednesday 17 June, 10:00.');
    const cancel = linkAfter(confirmation!, 'Cancel my appointment');

    const page = await get(cancel);
    expect(page.body).toContain('Cancel your appointment');
    expect(status(id)).toBe('confirmed');

    // Less than 24 hours before, the link has run out.
    clock = new Date('2026-06-17T08:30:00Z');
    const late = await post(cancel);
    expect(late.statusCode).toBe(410);
    expect(status(id)).toBe('confirmed');

    clock = new Date('2026-06-17T07:30:00Z');
    const done = await post(cancel);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Your appointment has been cancelled');
    expect(status(id)).toBe('cancelled');
    const [notice] = await waitForMail(NOTIFY_TO, /^Cancelled: Hair Transplant/);
    expect(notice!.text).toContain('Elira Hoxha has cancelled this booking online.');
    expect(notice!.text).toMatch(/^Service: Hair Transplant\nDate: Thursday, 18 June 2026\nTime: 10:00$/m);
    expect(history(id)).toEqual(['received:service', 'confirmed:business', 'cancelled:visitor']);
  });

  it('speaks of a reservation on the pages of a table, for the business and the guest alike', async () => {
    await start();
    const { copy } = await book({ language: 'en', service: 'private-dining', guests: 8, appointment_time: '19:00' });
    const confirmPage = await get(linkAfter(copy, 'Confirm'));
    expect(confirmPage.body).toContain('Confirm this reservation');
    expect(confirmPage.body).toContain('>Confirm the reservation</button>');
    expect((await post(linkAfter(copy, 'Confirm'))).body).toContain('The reservation is confirmed');
    const [confirmation] = await waitForMail('elira@example.com', /Your table is confirmed/);
    const cancel = linkAfter(confirmation!, 'Cancel my reservation');
    const page = await get(cancel);
    expect(page.body).toContain('Cancel your reservation');
    expect(page.body).toContain('>Cancel my reservation</button>');
    expect(page.body).not.toContain('appointment');
    expect((await post(cancel)).body).toContain('Your reservation has been cancelled');
  });
});

describe('the reminder', () => {
  it('goes to the visitor once, 24 hours before a confirmed appointment, in their language', async () => {
    await start();
    const { copy } = await book({ language: 'de' });
    await post(linkAfter(copy, 'Confirm'));
    await waitForMail('elira@example.com', /Termin ist bestätigt/);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailTo('elira@example.com', /Erinnerung/)).toHaveLength(0);

    clock = new Date('2026-06-17T08:30:00Z'); // 23½ hours before
    const [reminder] = await waitForMail('elira@example.com', /Erinnerung an Ihren Termin morgen/);
    expect(reminder!.text).toContain('Donnerstag, 18. Juni 2026');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailTo('elira@example.com', /Erinnerung/)).toHaveLength(1);
  });

  it('goes again for the new time when the business moves a booking after its reminder went out', async () => {
    await start({ house: HOUSE });
    const { copy } = await book({ service: 'classic-cut', language: 'de' });
    clock = new Date('2026-06-17T08:30:00Z'); // 23½ hours before
    await waitForMail('elira@example.com', /Erinnerung an Ihren Termin morgen/);
    clock = new Date('2026-06-17T09:00:00Z');
    expect((await post(linkAfter(copy, 'Move'), 'slot=2026-06-19+10%3A00')).statusCode).toBe(200);

    clock = new Date('2026-06-18T08:30:00Z'); // 23½ hours before the new time
    await eventually(() => mailTo('elira@example.com', /Erinnerung/).length === 2);
    expect(mailTo('elira@example.com', /Erinnerung/)[1]!.text).toContain('Freitag, 19. Juni 2026');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailTo('elira@example.com', /Erinnerung/)).toHaveLength(2);
  });
});

describe('two instances on one PostgreSQL database', () => {
  const postgres = postgresUnderTest();
  const instances: TestService[] = [];
  afterAll(async () => {
    for (const instance of instances) await instance.close();
  });

  it('confirms one booking of a slot when both are confirmed at once, one on each instance; the other is told the slot was taken', async () => {
    const databaseUrl = await postgres.createDatabase();
    // Instances sharing a database share the secret that signs the links.
    const config = { databaseUrl, linkSecret: 'a-secret-shared-by-both-instances-of-the-service', house: HOUSE };
    for (let i = 0; i < 2; i++) instances.push(await startService({ smtpPort: sink.port, now: () => clock, config }));
    const [a, b] = instances as [TestService, TestService];
    const copyOf = async (id: string) =>
      (await eventually(() => sink.messages.find((m) => m.text?.includes(id) && JSON.stringify(m.to).includes(NOTIFY_TO))))!;
    const bookOn = async (instance: TestService, overrides: Parameters<typeof bookingRequest>[0]) => {
      const answer = await postBooking(instance.app, bookingRequest({ appointment_date: '2026-06-18', ...overrides }));
      expect(answer.statusCode).toBe(201);
      const id = answer.json<{ id: string }>().id;
      return { id, confirm: linkAfter(await copyOf(id), 'Confirm') };
    };
    // The esthetician serves one client an hour: the second request came once the first's hold had run out.
    const first = await bookOn(a, { service: 'prp-facial' });
    clock = new Date(TEST_NOW.getTime() + 25 * 3_600_000);
    const second = await bookOn(b, { service: 'hydro-facial', email: 'ardit@example.com' });

    // Opening both links changes nothing.
    expect((await b.app.inject({ method: 'GET', url: first.confirm })).statusCode).toBe(200);
    expect((await a.app.inject({ method: 'GET', url: second.confirm })).statusCode).toBe(200);

    const press = (instance: TestService, url: string) =>
      instance.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    const answers = await Promise.all([press(a, first.confirm), press(b, second.confirm)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.body).toContain('This time is no longer available');
    const statuses = await Promise.all([first.id, second.id].map(async (id) => (await a.app.store.bookingForMail(id))!.status));
    const winner = statuses[0] === 'confirmed' ? first.id : second.id;
    expect([...statuses].sort()).toEqual(['confirmed', 'received']);
    expect((await a.app.store.bookingDetail(winner))!.events.map((e) => e.type)).toEqual(['received', 'confirmed']);
  });
});
