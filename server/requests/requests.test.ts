import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resolveLinkSecret } from '../links/linkSecret.ts';
import { signLink } from '../links/signedLinks.ts';
import { composeBusinessFallback } from '../mail/bookingMessages.ts';
import { bookingRequest, eventually, NOTIFY_TO, photoPayload, postBooking, startService, tempDataDir, TEST_NOW, type TestService } from '../testing/harness.ts';
import { phoneJpegWithGps } from '../testing/images.ts';
import { startPostgres, type TestPostgres } from '../testing/postgres.ts';
import { startSmtpSink, type SmtpSink } from '../testing/smtpSink.ts';

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
  expect(answer.statusCode).toBe(201);
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
const events = (id: string) => (service!.db().prepare('select type, status from booking_events where booking_id = ? order by id').all(id) as { type: string; status: string }[]).map((e) => `${e.type}:${e.status}`);
const outboxCount = () => service!.counts().outbox;

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
    expect(copy.html).toContain('Confirm</a>');
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
    expect(page.body).toContain('Konfirmo takimin</button>');
  });

  it('refuses altered, foreign and expired links with a clear page, and changes nothing', async () => {
    await start();
    const { id, copy } = await book();
    const other = await book({ email: 'ardit@example.com', appointment_time: '12:00' });
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
    expect((await get(view)).body).not.toContain('class="choice"');
  });
});

describe('the page\'s stylesheet', () => {
  it('carries the site\'s colours, and its web fonts when the built site is served', async () => {
    await start();
    const bare = await get('/requests/assets/answer.css');
    expect(bare.statusCode).toBe(200);
    expect(bare.headers['content-type']).toContain('text/css');
    expect(bare.body).toContain('--gold: #c9a96a');
    expect(bare.body).not.toContain('@font-face');
    await service!.close();

    const dist = tempDataDir();
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Aurum Atelier</title>');
    mkdirSync(path.join(dist, 'assets'));
    const face = '@font-face{font-family:Cormorant Garamond;src:url(/assets/cormorant-x.woff2)format("woff2")}';
    writeFileSync(path.join(dist, 'assets', 'index-x.css'), `body{margin:0}${face}.a{color:red}`);
    service = await startService({ smtpPort: sink.port, now: () => clock, config: { distDir: dist } });
    const withSite = await get('/requests/assets/answer.css');
    expect(withSite.body).toContain(face);
    expect(withSite.body).not.toContain('color:red');
    // With the site served, a link still opens its page rather than the site's 404.
    expect((await get('/requests/not-a-token')).body).toContain('This link is not valid');
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
  it('offers the service\'s free slots, sends the chosen ones, and confirms the one the visitor accepts', async () => {
    await start();
    // A cut confirmed on Tuesday at 11:00 takes that slot from the barbershop.
    const taken = await book({ service: 'classic-cut', appointment_date: '2026-06-16', appointment_time: '11:00', email: 'ardit@example.com' });
    expect((await post(linkAfter(taken.copy, 'Confirm'))).statusCode).toBe(200);
    const { id, copy } = await book({ service: 'beard-styling', language: 'tr' });
    const propose = linkAfter(copy, 'Propose another time');

    const page = await get(propose);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('value="2026-06-16 12:00"');
    expect(page.body).toContain('value="2026-06-16 10:00"');
    expect(page.body).not.toContain('value="2026-06-16 11:00"');
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
    const [confirmation] = await waitForMail('elira@example.com', /Randevunuz onaylandı/);
    expect(confirmation!.text).toContain('17 Haziran 2026 Çarşamba');
    // The other proposed time can no longer be taken.
    expect((await post(linkAfter(proposal!, '17 Haziran 2026 Çarşamba, saat 10:00'))).body).toContain('Bu talep zaten yanıtlandı');
  });
});

describe('two confirmations of one slot', () => {
  it('confirms one; the other\'s page says the slot was taken', async () => {
    await start();
    const first = await book({ service: 'classic-cut' });
    const second = await book({ service: 'hot-towel-shave', email: 'ardit@example.com' });
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
    expect(confirmation!.text).toContain('You may cancel online until Wednesday 17 June at 10:00.');
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
    expect(notice!.text).toContain('Elira Hoxha has cancelled the appointment for Hair Transplant on Thursday, 18 June 2026 at 10:00.');
  });

  it('speaks of a reservation on the pages of a table, for the business and the guest alike', async () => {
    await start();
    const { copy } = await book({ language: 'en', service: 'table-reservation', appointment_time: '19:00' });
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
});

describe('two instances on one PostgreSQL database', () => {
  let postgres: TestPostgres;
  const instances: TestService[] = [];
  beforeAll(async () => {
    postgres = await startPostgres();
  }, 120_000);
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await postgres?.stop();
  });

  it('confirms one booking of a slot when both are confirmed at once, one on each instance; the other is told the slot was taken', async () => {
    const databaseUrl = await postgres.createDatabase();
    // Instances sharing a database share the secret that signs the links.
    const config = { databaseUrl, linkSecret: 'a-secret-shared-by-both-instances-of-the-service' };
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
    const first = await bookOn(a, { service: 'prp-facial' });
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
