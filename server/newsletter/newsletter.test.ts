import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequest, postBooking, startService, TEST_NOW, type TestService } from '../testing/harness.ts';
import { startSmtpSink, type SmtpSink } from '../testing/smtpSink.ts';

const subscribe = (app: FastifyInstance, body: unknown) =>
  app.inject({ method: 'POST', url: '/functions/v1/newsletter-subscribe', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });

/** The confirmation and unsubscribe links of a confirmation message, as paths on the service. */
function linksIn(mail: ParsedMail): { confirm: string; unsubscribe: string } {
  const confirm = /http:\/\/salon\.test(\/functions\/v1\/newsletter-confirm\?token=[A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1];
  const unsubscribe = /http:\/\/salon\.test(\/functions\/v1\/newsletter-unsubscribe\?token=[A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1];
  if (!confirm || !unsubscribe) throw new Error(`links not found in:\n${mail.text}`);
  return { confirm, unsubscribe };
}

const subscriber = (service: TestService, email: string) =>
  service.db().prepare('select status, language, confirmed_at, unsubscribed_at from newsletter_subscribers where email = ?').get(email) as
    | { status: string; language: string; confirmed_at: string | null; unsubscribed_at: string | null }
    | undefined;

describe('newsletter: double opt-in', () => {
  let smtp: SmtpSink;
  let service: TestService;
  let now = TEST_NOW;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    service = await startService({ smtpPort: smtp.port, now: () => now });
  });

  afterAll(async () => {
    await service.close();
    await smtp.close();
  });

  it('subscribes once, mails a confirmation in the visitor’s language, confirms through a button, and unsubscribes', async () => {
    const first = await subscribe(service.app, { email: '  Anna.Keller@Example.com ', language: 'de' });
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ status: 'pending' });
    expect(subscriber(service, 'anna.keller@example.com')).toMatchObject({ status: 'pending', language: 'de' });

    const [mail] = await smtp.waitFor(1);
    expect(mail!.subject).toBe('Bitte bestätigen Sie Ihre Anmeldung zum Newsletter von Aurum Atelier');
    expect(mail!.to && !Array.isArray(mail!.to) ? mail!.to.text : '').toBe('anna.keller@example.com');
    expect(mail!.from?.value[0]?.address).toBe('bookings@aurum-atelier.test');
    expect(mail!.html).toContain('lang="de"');
    const links = linksIn(mail!);
    // RFC 8058: mail clients offer their own one-click unsubscribe.
    const header = (name: string) => mail!.headerLines.find((h) => h.key === name)?.line ?? '';
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(header('list-unsubscribe').replace(/\r?\n\s+/g, ' ')).toBe(`List-Unsubscribe: <http://salon.test${links.unsubscribe}>`);

    // A repeat is not an error, and does not mail again so soon.
    const repeat = await subscribe(service.app, { email: 'anna.keller@example.com', language: 'de' });
    expect(repeat.statusCode).toBe(202);
    expect(repeat.json()).toEqual({ status: 'pending' });

    // Opening the link shows a page with a button; only the button confirms.
    const page = await service.app.inject({ method: 'GET', url: links.confirm });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('Anmeldung bestätigen');
    expect(page.body).toContain('<form method="post">');
    expect(subscriber(service, 'anna.keller@example.com')!.status).toBe('pending');

    const confirmed = await service.app.inject({
      method: 'POST',
      url: links.confirm,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Vielen Dank\u00a0– Sie sind angemeldet');
    expect(subscriber(service, 'anna.keller@example.com')).toMatchObject({ status: 'confirmed', confirmed_at: TEST_NOW.toISOString() });
    // Clicking again still says so.
    expect((await service.app.inject({ method: 'GET', url: links.confirm })).body).toContain('Vielen Dank\u00a0– Sie sind angemeldet');

    // Subscribing a confirmed address: the answer every sign-up gets, so it tells no one who
    // subscribes; nothing mailed.
    const again = await subscribe(service.app, { email: 'anna.keller@example.com', language: 'en' });
    const stranger = await subscribe(service.app, { email: 'nobody-yet@example.com', language: 'en' });
    expect([again.statusCode, again.headers['content-type'], again.body]).toEqual([stranger.statusCode, stranger.headers['content-type'], stranger.body]);
    expect([again.statusCode, again.json()]).toEqual([202, { status: 'pending' }]);

    // Unsubscribe: the link shows a page; the mail client's one-click POST does it.
    const unsubscribePage = await service.app.inject({ method: 'GET', url: links.unsubscribe });
    expect(unsubscribePage.statusCode).toBe(200);
    expect(unsubscribePage.body).toContain('Vom Newsletter abmelden');
    expect(subscriber(service, 'anna.keller@example.com')!.status).toBe('confirmed');
    const oneClick = await service.app.inject({
      method: 'POST',
      url: links.unsubscribe,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('Sie wurden abgemeldet');
    expect(subscriber(service, 'anna.keller@example.com')).toMatchObject({ status: 'unsubscribed', unsubscribed_at: TEST_NOW.toISOString() });

    await smtp.waitFor(2); // the stranger's confirmation
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages.map((m) => m.to && !Array.isArray(m.to) && m.to.text)).toEqual(['anna.keller@example.com', 'nobody-yet@example.com']);
    expect(service.counts().newsletter_subscribers).toBe(2);
  });

  it('re-sends the confirmation to a pending address only after ten minutes, and lets an old link expire', async () => {
    const sent = smtp.messages.length;
    expect((await subscribe(service.app, { email: 'mehmet@example.com', language: 'tr' })).statusCode).toBe(202);
    const first = (await smtp.waitFor(sent + 1))[sent]!;
    expect(first.subject).toBe('Aurum Atelier bültenine aboneliğinizi onaylayın');

    now = new Date(TEST_NOW.getTime() + 11 * 60_000);
    expect((await subscribe(service.app, { email: 'mehmet@example.com', language: 'tr' })).statusCode).toBe(202);
    const second = (await smtp.waitFor(sent + 2))[sent + 1]!;
    // The first link was replaced by the second.
    const stale = await service.app.inject({ method: 'POST', url: linksIn(first).confirm });
    expect(stale.statusCode).toBe(404);

    now = new Date(TEST_NOW.getTime() + 15 * 24 * 60 * 60_000);
    const expired = await service.app.inject({ method: 'POST', url: linksIn(second).confirm });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('Bu bağlantının süresi doldu');
    expect(subscriber(service, 'mehmet@example.com')!.status).toBe('pending');
    now = TEST_NOW;
  });

  it('answers an unknown or malformed token with a 404 page', async () => {
    for (const url of [
      '/functions/v1/newsletter-confirm?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      '/functions/v1/newsletter-confirm',
      '/functions/v1/newsletter-unsubscribe?token=<script>',
    ]) {
      const response = await service.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('This link is not valid');
      expect(response.body).not.toContain('<script>');
    }
  });

  it('refuses a bad address or language with 400, and non-JSON with 415', async () => {
    const bad = await subscribe(service.app, { email: 'not-an-address', language: 'en' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'invalid_field', field: 'email' });
    const language = await subscribe(service.app, { email: 'a@example.com', language: 'xx' });
    expect(language.json().error).toMatchObject({ code: 'invalid_field', field: 'language' });
    const form = await service.app.inject({
      method: 'POST',
      url: '/functions/v1/newsletter-subscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40example.com',
    });
    expect(form.statusCode).toBe(415);
    expect(subscriber(service, 'a@example.com')).toBeUndefined();
  });
});

describe('newsletter: no mail bombing through address variants', () => {
  it('sends one mailbox at most RECEIPTS_PER_ADDRESS_PER_DAY confirmations a day, however the address is written', async () => {
    const smtp = await startSmtpSink();
    const service = await startService({ smtpPort: smtp.port, config: { receiptsPerAddressPerDay: 2 } });
    try {
      const variants = ['victim@gmail.com', 'vic.tim+1@gmail.com', 'victim+2@googlemail.com', 'v.ictim+3@gmail.com'];
      const statuses = [];
      for (const email of variants) statuses.push((await subscribe(service.app, { email, language: 'en' })).statusCode);
      expect(statuses.every((status) => status === 202)).toBe(true);
      await smtp.waitFor(2);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.messages).toHaveLength(2);
      expect(service.counts()).toMatchObject({ newsletter_subscribers: 2, outbox: 2 });
    } finally {
      await service.close();
      await smtp.close();
    }
  });
});

describe('newsletter sign-ups in someone’s name', () => {
  it('leave the receipt of that person’s own booking to them: confirmations count apart', async () => {
    const smtp = await startSmtpSink();
    const service = await startService({ smtpPort: smtp.port });
    try {
      for (const email of ['elira+a@example.com', 'elira+b@example.com', 'elira+c@example.com']) {
        expect((await subscribe(service.app, { email, language: 'en' })).statusCode).toBe(202);
      }
      await smtp.waitFor(3);
      expect((await postBooking(service.app, bookingRequest({ email: 'elira@example.com' }))).statusCode).toBe(201);
      const mails = await smtp.waitFor(5);
      const receipt = mails.find((m) => m.subject?.startsWith('We have received your request'));
      expect(receipt?.to && !Array.isArray(receipt.to) ? receipt.to.value[0]?.address : null).toBe('elira@example.com');
    } finally {
      await service.close();
      await smtp.close();
    }
  });
});

describe('newsletter buttons pressed from another site', () => {
  it('change nothing, while the page’s own button and a mail client’s one-click unsubscribe work', async () => {
    const smtp = await startSmtpSink();
    const service = await startService({ smtpPort: smtp.port });
    try {
      expect((await subscribe(service.app, { email: 'lena@example.com', language: 'de' })).statusCode).toBe(202);
      const links = linksIn((await smtp.waitFor(1))[0]!);
      const press = (url: string, headers: Record<string, string>) =>
        service.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: 'List-Unsubscribe=One-Click' });

      expect((await press(links.confirm, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
      const forged = await press(links.confirm, { 'sec-fetch-site': 'cross-site' });
      expect(forged.statusCode).toBe(403);
      expect(forged.body).toContain('Bitte nutzen Sie den Link in Ihrer E-Mail');
      expect(subscriber(service, 'lena@example.com')!.status).toBe('pending');

      // The page's own button, as Chromium sends it under the page's no-referrer policy.
      expect((await press(links.confirm, { origin: 'null', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
      expect(subscriber(service, 'lena@example.com')!.status).toBe('confirmed');
      expect((await press(links.unsubscribe, { origin: 'https://evil.example' })).statusCode).toBe(403);
      expect(subscriber(service, 'lena@example.com')!.status).toBe('confirmed');
      expect((await press(links.unsubscribe, {})).statusCode).toBe(200); // RFC 8058: no Origin, no Sec-Fetch-Site
      expect(subscriber(service, 'lena@example.com')!.status).toBe('unsubscribed');
    } finally {
      await service.close();
      await smtp.close();
    }
  });
});
