import type { ParsedMail } from 'mailparser';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_CONSENT_VERSION } from '../../core/bookingRequest.ts';
import sqServices from '../../content/locales/sq/services.json' with { type: 'json' };
import {
  bookingRequest,
  eventually,
  NOTIFY_TO,
  photoPayload,
  postBooking,
  startService,
  type TestService,
} from '../testing/harness.ts';
import { exifTags, phoneJpegWithGps, pngWithAlpha, undecodableHeic } from '../testing/images.ts';
import { freePort, startSmtpSink, type SmtpSink } from '../testing/smtpSink.ts';

let gpsJpeg: Buffer;
let png: Buffer;

beforeAll(async () => {
  gpsJpeg = await phoneJpegWithGps();
  png = await pngWithAlpha();
});

const byRecipient = (mails: ParsedMail[], address: string) => mails.find((m) => m.to && !Array.isArray(m.to) && m.to.value.some((v) => v.address === address));

describe('a valid booking with two photos', () => {
  let smtp: SmtpSink;
  let service: TestService;
  let id: string;
  let business: ParsedMail;
  let visitor: ParsedMail;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    service = await startService({ smtpPort: smtp.port });
    const response = await postBooking(
      service.app,
      bookingRequest({
        name: 'Elira <b>Hoxha</b>',
        email: 'elira@example.com',
        service: 'scalp-treatment',
        appointment_date: '2026-06-16',
        appointment_time: '15:00',
        notes: 'Thinning at the crown.\nSecond line & "quotes".',
        language: 'sq',
        photo_consent: true,
        photos: [photoPayload(gpsJpeg, 'IMG_0042.JPG'), photoPayload(png, '../../etc/crown.png', 'image/png')],
      }),
      { 'idempotency-key': 'first-attempt-0001' },
    );
    expect(response.statusCode, response.body).toBe(201);
    id = response.json().id;
    const mails = await smtp.waitFor(2);
    business = byRecipient(mails, NOTIFY_TO)!;
    visitor = byRecipient(mails, 'elira@example.com')!;
  });

  afterAll(async () => {
    await service.close();
    await smtp.close();
  });

  it('answers 201 with the booking id, and stores the booking with its consent and first history event', () => {
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const row = service.db().prepare('select * from bookings where id = ?').get(id) as Record<string, unknown>;
    expect(row).toMatchObject({
      status: 'received',
      name: 'Elira <b>Hoxha</b>',
      email: 'elira@example.com',
      phone: '+355 69 123 4567',
      service: 'scalp-treatment',
      appointment_date: '2026-06-16',
      appointment_time: '15:00',
      notes: 'Thinning at the crown.\nSecond line & "quotes".',
      language: 'sq',
      photo_consent: 1,
      photo_consent_version: PHOTO_CONSENT_VERSION,
      photo_consent_at: '2026-06-15T08:00:00.000Z',
    });
    const events = service.db().prepare('select type, status from booking_events where booking_id = ?').all(id);
    expect(events).toEqual([{ type: 'received', status: 'received' }]);
  });

  it('stores both photos re-encoded as JPEG: no EXIF, no GPS, orientation applied', async () => {
    const original = await sharp(gpsJpeg).metadata();
    expect(original.orientation).toBe(6);
    expect(exifTags(original.exif!).gps.length).toBeGreaterThan(0); // the test photo really carries GPS tags

    const photos = service.db().prepare('select * from booking_photos where booking_id = ? order by position').all(id) as {
      filename: string;
      content_type: string;
      width: number;
      height: number;
      bytes: Buffer;
    }[];
    expect(photos.map((p) => [p.filename, p.content_type])).toEqual([
      ['IMG_0042.jpg', 'image/jpeg'],
      ['crown.jpg', 'image/jpeg'],
    ]);
    const first = await sharp(photos[0]!.bytes).metadata();
    expect(first.format).toBe('jpeg');
    expect(first.exif).toBeUndefined();
    expect(first.orientation).toBeUndefined();
    expect([first.width, first.height]).toEqual([32, 64]); // turned upright
    expect(photos[0]!.bytes.includes(Buffer.from('Exif'))).toBe(false);
    expect(photos[0]!.bytes.includes(Buffer.from('TestPhone'))).toBe(false);
    const second = await sharp(photos[1]!.bytes).metadata();
    expect([second.format, second.width, second.height, second.hasAlpha]).toEqual(['jpeg', 40, 30, false]);
  });

  it('mails the business every field, from MAIL_FROM, reply-to the visitor, photos attached', async () => {
    expect(business.from?.value).toEqual([{ name: 'Aurum Atelier', address: 'bookings@aurum-atelier.test' }]);
    expect(business.replyTo?.value).toEqual([{ name: 'Elira <b>Hoxha</b>', address: 'elira@example.com' }]);
    expect(business.subject).toBe('New booking request: Scalp Treatment, Tuesday, 16 June 2026, 15:00 – Elira <b>Hoxha</b>');
    const text = business.text!;
    for (const expected of [
      'Name: Elira <b>Hoxha</b>',
      'Email: elira@example.com',
      'Phone: +355 69 123 4567',
      'Service: Scalp Treatment (Hair Clinic)',
      'Date: Tuesday, 16 June 2026',
      'Time: 15:00',
      'Language: Albanian',
      'Photos: 2 attached',
      `(text version ${PHOTO_CONSENT_VERSION})`,
      `Reference: ${id}`,
      'Thinning at the crown.\nSecond line & "quotes".',
    ]) {
      expect(text).toContain(expected);
    }
    // What the visitor typed is escaped in the HTML part.
    expect(business.html).toContain('Elira &lt;b&gt;Hoxha&lt;/b&gt;');
    expect(business.html).not.toContain('<b>Hoxha</b>');
    expect(business.html).toContain('Second line &amp; &quot;quotes&quot;.');

    expect(business.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['IMG_0042.jpg', 'image/jpeg'],
      ['crown.jpg', 'image/jpeg'],
    ]);
    for (const attachment of business.attachments) {
      const meta = await sharp(attachment.content).metadata();
      expect(meta.exif).toBeUndefined();
    }
  });

  it('mails the visitor a receipt in their language, with a plain-text part beside the HTML', () => {
    expect(visitor.from?.value).toEqual([{ name: 'Aurum Atelier', address: 'bookings@aurum-atelier.test' }]);
    expect(visitor.replyTo?.value).toEqual([{ name: '', address: NOTIFY_TO }]);
    expect(visitor.subject).toBe('E morëm kërkesën tuaj – Aurum Atelier');
    expect(visitor.text).toContain('Përshëndetje Elira <b>Hoxha</b>,');
    expect(visitor.text).toContain(`Shërbimi: ${sqServices.names['scalp-treatment']}`);
    expect(visitor.text).toContain('Data: e martë, 16 qershor 2026');
    expect(visitor.text).toContain('15:00');
    // The guest quotes the short reference, the last 8 characters of the id, as the desk lists it.
    expect(visitor.text).toContain(`Kodi i rezervimit: ${id.slice(-8)}\n`);
    expect(visitor.text).not.toContain(id);
    expect(visitor.html).toContain('lang="sq"');
    expect(visitor.html).toContain('Përshëndetje Elira &lt;b&gt;Hoxha&lt;/b&gt;,');
    expect(visitor.attachments).toEqual([]);
  });

  it('gives each message a stable Message-ID in the sender’s domain and marks both sent', () => {
    const rows = service.db().prepare('select kind, message_id, sent_at, attempts from outbox where booking_id = ? order by kind').all(id) as {
      kind: string;
      message_id: string;
      sent_at: string | null;
      attempts: number;
    }[];
    expect(rows.map((r) => r.kind)).toEqual(['booking_business', 'booking_visitor']);
    expect(rows.every((r) => r.sent_at !== null && r.attempts === 1)).toBe(true);
    expect(business.messageId).toBe(rows[0]!.message_id);
    expect(visitor.messageId).toBe(rows[1]!.message_id);
    expect(business.messageId).toMatch(/^<[0-9a-f-]{36}@aurum-atelier\.test>$/);
  });

  it('answers a repeat of the same request under the same Idempotency-Key with the first answer, storing nothing new', async () => {
    const again = await postBooking(
      service.app,
      bookingRequest({
        name: 'Elira <b>Hoxha</b>',
        email: 'elira@example.com',
        service: 'scalp-treatment',
        appointment_date: '2026-06-16',
        appointment_time: '15:00',
        notes: 'Thinning at the crown.\nSecond line & "quotes".',
        language: 'sq',
        photo_consent: true,
        photos: [photoPayload(gpsJpeg, 'IMG_0042.JPG'), photoPayload(png, '../../etc/crown.png', 'image/png')],
      }),
      { 'idempotency-key': 'first-attempt-0001' },
    );
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ id, status: 'received' });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(service.counts()).toMatchObject({ bookings: 1, booking_photos: 2, outbox: 2 });
  });

  it('refuses the same Idempotency-Key with a different request (422)', async () => {
    const other = await postBooking(service.app, bookingRequest({ appointment_time: '11:00' }), { 'idempotency-key': 'first-attempt-0001' });
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('idempotency_key_reused');
    expect(service.counts().bookings).toBe(1);
  });
});

describe('header injection through the name', () => {
  it('refuses a name with line breaks before it reaches any message', async () => {
    const smtp = await startSmtpSink();
    const service = await startService({ smtpPort: smtp.port });
    try {
      const response = await postBooking(service.app, bookingRequest({ name: 'Eve\r\nBcc: victim@example.com' }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'invalid_field', field: 'name' });
      expect(service.counts()).toMatchObject({ bookings: 0, outbox: 0 });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(smtp.messages).toHaveLength(0);
    } finally {
      await service.close();
      await smtp.close();
    }
  });
});

describe('the honeypot', () => {
  it('answers a bot that filled the hidden field as if accepted, storing and sending nothing', async () => {
    const smtp = await startSmtpSink();
    const service = await startService({ smtpPort: smtp.port });
    try {
      const response = await postBooking(service.app, { ...bookingRequest(), website: 'https://cheap-pills.example' });
      expect(response.statusCode).toBe(201);
      expect(response.json().id).toMatch(/^[0-9a-f-]{36}$/);
      expect(service.counts()).toMatchObject({ bookings: 0, outbox: 0, idempotency_keys: 0 });
      // An empty hidden field is a person's booking (with the two fields the form will send soon).
      expect((await postBooking(service.app, { ...bookingRequest(), website: '', guests: null, specialist: null })).statusCode).toBe(201);
      expect(service.counts().bookings).toBe(1);
      await smtp.waitFor(2);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(smtp.messages).toHaveLength(2);
    } finally {
      await service.close();
      await smtp.close();
    }
  });
});

describe('the receipt is no relay', () => {
  it('quotes no notes to the unverified address, and mails one mailbox at most RECEIPTS_PER_ADDRESS_PER_DAY receipts however it is written', async () => {
    const smtp = await startSmtpSink();
    const service = await startService({ smtpPort: smtp.port, config: { receiptsPerAddressPerDay: 2 } });
    try {
      const spam = 'Cheap pills at https://spam.example';
      const addresses = ['victim@gmail.com', 'Vic.tim+1@gmail.com', 'v.i.c.t.i.m+2@googlemail.com', 'VICTIM@GMAIL.COM'];
      for (const email of addresses) {
        const response = await postBooking(service.app, bookingRequest({ email, notes: spam }));
        expect(response.statusCode).toBe(201);
      }
      // Every booking reaches the business; the mailbox gets two receipts.
      expect(service.counts()).toMatchObject({ bookings: 4, outbox: 6 });
      const mails = await smtp.waitFor(6);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(smtp.messages).toHaveLength(6);
      const toVisitor = mails.filter((m) => !byRecipient([m], NOTIFY_TO));
      expect(toVisitor).toHaveLength(2);
      for (const receipt of toVisitor) {
        expect(receipt.text).not.toContain(spam);
        expect(receipt.html).not.toContain('spam.example');
      }
      expect(mails.filter((m) => m.text?.includes(spam))).toHaveLength(4); // the business's copies
    } finally {
      await service.close();
      await smtp.close();
    }
  });
});

describe('idempotency under concurrency', () => {
  it('stores one booking when the same request arrives twice at once', async () => {
    const smtp = await startSmtpSink();
    const service = await startService({ smtpPort: smtp.port });
    try {
      const body = bookingRequest({ photo_consent: true, photos: [photoPayload(gpsJpeg)] });
      const [a, b] = await Promise.all([
        postBooking(service.app, body, { 'idempotency-key': 'double-click' }),
        postBooking(service.app, body, { 'idempotency-key': 'double-click' }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      expect(a.json().id).toBe(b.json().id);
      expect(service.counts()).toMatchObject({ bookings: 1, outbox: 2, idempotency_keys: 1 });
      await smtp.waitFor(2);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.messages).toHaveLength(2);
    } finally {
      await service.close();
      await smtp.close();
    }
  });

  it('stores two bookings for two requests without a key', async () => {
    const service = await startService();
    try {
      expect((await postBooking(service.app, bookingRequest())).statusCode).toBe(201);
      expect((await postBooking(service.app, bookingRequest())).statusCode).toBe(201);
      expect(service.counts().bookings).toBe(2);
    } finally {
      await service.close();
    }
  });
});

describe('every rule, refused with its 4xx and nothing stored', () => {
  let smtp: SmtpSink;
  let service: TestService;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    service = await startService({ smtpPort: smtp.port });
  });

  afterEach(() => {
    expect(service.counts()).toEqual({ bookings: 0, booking_events: 0, booking_photos: 0, outbox: 0, idempotency_keys: 0, newsletter_subscribers: 0 });
  });

  afterAll(async () => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages).toHaveLength(0);
    await service.close();
    await smtp.close();
  });

  const withPhoto = (content: unknown, extra: Record<string, unknown> = {}) =>
    bookingRequest({ photo_consent: true, photos: [{ filename: 'x.jpg', type: 'image/jpeg', content, ...extra } as never] });

  const cases: [string, () => unknown, number, string, string | undefined][] = [
    ['name missing', () => ({ ...bookingRequest(), name: undefined }), 400, 'invalid_field', 'name'],
    ['name blank', () => bookingRequest({ name: '   ' }), 400, 'invalid_field', 'name'],
    ['name too long', () => bookingRequest({ name: 'n'.repeat(101) }), 400, 'invalid_field', 'name'],
    ['email missing', () => ({ ...bookingRequest(), email: undefined }), 400, 'invalid_field', 'email'],
    ['email invalid', () => bookingRequest({ email: 'elira@' }), 400, 'invalid_field', 'email'],
    ['email with a header injection', () => bookingRequest({ email: 'a@example.com\r\nBcc: b@example.com' }), 400, 'invalid_field', 'email'],
    ['phone with letters', () => bookingRequest({ phone: '069 CALL ME' }), 400, 'invalid_field', 'phone'],
    ['phone too long', () => bookingRequest({ phone: '1'.repeat(31) }), 400, 'invalid_field', 'phone'],
    ['notes too long', () => bookingRequest({ notes: 'n'.repeat(2001) }), 400, 'invalid_field', 'notes'],
    ['service unknown', () => bookingRequest({ service: 'car-rental' as never }), 400, 'invalid_field', 'service'],
    ['date not a date', () => bookingRequest({ appointment_date: '2026-02-30' }), 400, 'invalid_field', 'appointment_date'],
    ['date written otherwise', () => bookingRequest({ appointment_date: '16.06.2026' }), 400, 'invalid_field', 'appointment_date'],
    ['date in the past', () => bookingRequest({ appointment_date: '2026-06-14' }), 400, 'date_in_past', 'appointment_date'],
    ['a Sunday', () => bookingRequest({ appointment_date: '2026-06-21' }), 400, 'sunday_closed', 'appointment_date'],
    ['time not a slot of the service', () => bookingRequest({ service: 'hair-transplant', appointment_time: '18:00' }), 400, 'slot_unavailable', 'appointment_time'],
    ['time after Saturday closing', () => bookingRequest({ appointment_date: '2026-06-20', appointment_time: '17:00' }), 400, 'slot_unavailable', 'appointment_time'],
    ['time already past today', () => bookingRequest({ appointment_date: '2026-06-15', appointment_time: '10:00' }), 400, 'slot_unavailable', 'appointment_time'],
    ['time off the hour', () => bookingRequest({ appointment_time: '10:30' }), 400, 'slot_unavailable', 'appointment_time'],
    ['language unknown', () => bookingRequest({ language: 'fr' as never }), 400, 'invalid_field', 'language'],
    ['photos without consent', () => bookingRequest({ photos: [photoPayload(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))] }), 400, 'consent_required', 'photo_consent'],
    ['photos with consent refused', () => bookingRequest({ photo_consent: false, photos: [photoPayload(Buffer.from([0xff, 0xd8, 0xff]))] }), 400, 'consent_required', 'photo_consent'],
    ['photo type not an image', () => withPhoto([0xff, 0xd8, 0xff], { type: 'application/pdf' }), 400, 'invalid_photo', 'photos.0.type'],
    ['photo bytes above 255', () => withPhoto([0xff, 0xd8, 256]), 400, 'invalid_photo', 'photos.0.content'],
    ['photo bytes negative', () => withPhoto([-1, 0xd8]), 400, 'invalid_photo', 'photos.0.content'],
    ['a field the request does not have', () => ({ ...bookingRequest(), colour: 'red' }), 400, 'invalid_field', 'colour'],
    ['an object where a single value belongs', () => ({ ...bookingRequest(), notes: {} }), 400, 'invalid_field', 'notes'],
    ['photo content holding objects', () => withPhoto([0xff, {}]), 400, 'invalid_photo', 'photos.0.content'],
    ['a list as the body', () => [bookingRequest()], 400, 'invalid_body', undefined],
    ['photo bytes fractional', () => withPhoto([255, 216.5]), 400, 'invalid_photo', 'photos.0.content'],
    ['photo bytes as text', () => withPhoto('/9j/4AAQ'), 400, 'invalid_photo', 'photos.0.content'],
    ['photo empty', () => withPhoto([]), 400, 'invalid_photo', 'photos.0.content'],
    ['photo that is not an image (PDF bytes)', () => withPhoto([...Buffer.from('%PDF-1.7\n')]), 400, 'invalid_photo', 'photos.0.content'],
    ['photo that is HTML', () => withPhoto([...Buffer.from('<html><script>alert(1)</script>')], { type: 'image/png' }), 400, 'invalid_photo', 'photos.0.content'],
    ['photo a truncated JPEG', () => withPhoto([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]), 400, 'invalid_photo', 'photos.0.content'],
    ['photo a HEIC this server cannot decode', () => withPhoto([...undecodableHeic()], { type: 'image/heic' }), 400, 'invalid_photo', 'photos.0.content'],
    ['eleven photos', () => bookingRequest({ photo_consent: true, photos: Array.from({ length: 11 }, () => photoPayload(Buffer.from([0xff, 0xd8, 0xff]))) }), 400, 'invalid_photo', 'photos'],
    ['photo file name too long', () => withPhoto([0xff, 0xd8, 0xff], { filename: `${'f'.repeat(256)}` }), 400, 'invalid_photo', 'photos.0.filename'],
    ['body an array', () => [bookingRequest()], 400, 'invalid_body', undefined],
    ['body a string', () => 'book me', 400, 'invalid_body', undefined],
  ];

  it.each(cases)('%s', async (_name, body, status, code, field) => {
    const response = await postBooking(service.app, body());
    expect(response.statusCode, response.body).toBe(status);
    const error = response.json().error;
    expect(error.code).toBe(code);
    expect(error.field).toBe(field);
    expect(typeof error.message).toBe('string');
  });

  it('a photo of more than 100 bytes with one out of range: the byte-range message, not a length one', async () => {
    const jpegStart = [0xff, 0xd8, 0xff, 0xe0, ...new Array<number>(300).fill(7)];
    for (const [bad, shown] of [
      [256, '256'],
      [-3, '-3'],
      [12.5, '12.5'],
    ] as const) {
      for (const at of [2, 150, 303]) {
        const content = [...jpegStart];
        content.splice(at, 0, bad);
        const response = await postBooking(service.app, withPhoto(content));
        expect(response.statusCode).toBe(400);
        const error = response.json().error;
        expect(error).toMatchObject({ code: 'invalid_photo', field: 'photos.0.content' });
        expect(error.message, `${bad} at ${at}`).toMatch(/byte values \(integers 0-255\)/);
        expect(error.message).not.toMatch(/More than/);
        if (at > 100) expect(error.message).toContain(shown);
      }
    }
  });

  it('a body that is not valid UTF-8: 400 invalid_json, not a name full of replacement characters', async () => {
    for (const bad of [[0xff], [0xc3], [0xed, 0xa0, 0x80], [0xc0, 0xaf]]) {
      for (const photoBytes of [0, 20_000]) {
        // A small body and one large enough to go through the upload budget: both are checked.
        const json = JSON.stringify(bookingRequest({ name: 'Eli BAD', photo_consent: photoBytes > 0, photos: photoBytes ? [{ filename: 'a.png', type: 'image/png', content: new Array<number>(photoBytes).fill(1) }] : [] }));
        const at = json.indexOf('BAD');
        const payload = Buffer.concat([Buffer.from(json.slice(0, at)), Buffer.from(bad), Buffer.from(json.slice(at + 3))]);
        const response = await service.app.inject({ method: 'POST', url: '/functions/v1/send-booking-email', headers: { 'content-type': 'application/json' }, payload });
        expect(response.statusCode, `${bad} ${photoBytes}`).toBe(400);
        expect(response.json().error).toMatchObject({ code: 'invalid_json', message: 'The body is not valid UTF-8' });
      }
    }
  });

  it('malformed JSON, or a __proto__ key: 400 invalid_json', async () => {
    for (const payload of ['{"name": "Elira",', '', '{"__proto__":{"admin":true}}']) {
      const response = await service.app.inject({ method: 'POST', url: '/functions/v1/send-booking-email', headers: { 'content-type': 'application/json' }, payload });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().error.code).toBe('invalid_json');
    }
  });

  it('not JSON: 415', async () => {
    for (const [contentType, payload] of [
      ['text/plain', 'name=Elira'],
      ['application/x-www-form-urlencoded', 'name=Elira'],
      ['multipart/form-data; boundary=x', '--x--'],
    ] as const) {
      const response = await service.app.inject({ method: 'POST', url: '/functions/v1/send-booking-email', headers: { 'content-type': contentType }, payload });
      expect(response.statusCode, contentType).toBe(415);
      expect(response.json().error.code).toBe('unsupported_media_type');
    }
    const empty = await service.app.inject({ method: 'POST', url: '/functions/v1/send-booking-email' });
    expect(empty.statusCode).toBe(415);
  });

  it('a bad Idempotency-Key: 400', async () => {
    const response = await postBooking(service.app, bookingRequest(), { 'idempotency-key': 'has spaces in it' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'invalid_idempotency_key', field: 'Idempotency-Key' });
  });

  it('a body declared larger than the limit: 413 before reading it', async () => {
    const response = await service.app.inject({
      method: 'POST',
      url: '/functions/v1/send-booking-email',
      headers: { 'content-type': 'application/json', 'content-length': String(42_008_577) },
      payload: '{}',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payload_too_large');
    expect(response.headers.connection).toBe('close');
  });

  it('a body that grows past the limit while it is read: 413', async () => {
    // Whitespace is valid JSON between tokens, so only the size limit can stop this body.
    const body = `{"name":"Elira"${' '.repeat(42_008_600)}}`;
    const response = await service.app.inject({
      method: 'POST',
      url: '/functions/v1/send-booking-email',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      payload: body,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payload_too_large');
  });

  it('photos together above 10 MiB: 413', async () => {
    // Two photos of 5 MiB + 1 byte each, written straight as JSON (building 10 million numbers is slow).
    const content = `[255,216,255${',0'.repeat(5 * 1024 * 1024 + 1 - 3)}]`;
    const photo = (name: string) => `{"filename":"${name}","type":"image/jpeg","content":${content}}`;
    const body = JSON.stringify(bookingRequest({ photo_consent: true })).replace('"photos":[]', `"photos":[${photo('a.jpg')},${photo('b.jpg')}]`);
    const response = await service.app.inject({ method: 'POST', url: '/functions/v1/send-booking-email', headers: { 'content-type': 'application/json' }, payload: body });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({ code: 'payload_too_large', field: 'photos' });
  });
});

describe('when the mail server is down', () => {
  it('accepts the booking, and once the server is back each message arrives exactly once', async () => {
    const port = await freePort();
    const service = await startService({ smtpPort: port });
    let smtp: SmtpSink | null = null;
    try {
      const response = await postBooking(service.app, bookingRequest({ language: 'de' }));
      expect(response.statusCode).toBe(201);
      // The worker has tried and failed at least once, and will try again.
      const failed = await eventually(() => {
        const rows = service.db().prepare('select attempts, last_error, sent_at, next_attempt_at from outbox').all() as {
          attempts: number;
          last_error: string | null;
          sent_at: string | null;
          next_attempt_at: string | null;
        }[];
        return rows.length === 2 && rows.every((r) => r.attempts >= 1 && r.last_error) ? rows : null;
      });
      expect(failed.every((r) => r.sent_at === null && r.next_attempt_at !== null)).toBe(true);
      expect(failed[0]!.last_error).toMatch(/ECONNREFUSED/);

      smtp = await startSmtpSink(port);
      const mails = await smtp.waitFor(2, 10_000);
      expect(mails.map((m) => m.subject).sort()).toEqual(
        ['Ihre Anfrage ist bei uns eingegangen – Aurum Atelier', 'New booking request: Hair Transplant, Tuesday, 16 June 2026, 10:00 – Elira Hoxha'].sort(),
      );
      await new Promise((resolve) => setTimeout(resolve, 1000)); // several poll and retry periods
      expect(smtp.messages).toHaveLength(2);
      expect(new Set(smtp.messages.map((m) => m.messageId)).size).toBe(2);
    } finally {
      await service.close();
      await smtp?.close();
    }
  });

  it('sends mail queued before a restart once the service is back', async () => {
    const port = await freePort();
    const first = await startService({ smtpPort: port });
    const response = await postBooking(first.app, bookingRequest({ language: 'tr' }));
    expect(response.statusCode).toBe(201);
    await first.close({ keepData: true });

    const smtp = await startSmtpSink(port);
    const second = await startService({ smtpPort: port, dataDir: first.dataDir });
    try {
      const mails = await smtp.waitFor(2, 10_000);
      expect(mails.some((m) => m.subject === 'Talebinizi aldık – Aurum Atelier')).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(smtp.messages).toHaveLength(2);
      expect(second.counts().bookings).toBe(1);
    } finally {
      await second.close();
      await smtp.close();
    }
  });
});

describe('without SMTP_URL', () => {
  it('writes each message as an .eml file in DATA_DIR/outbox', async () => {
    const service = await startService();
    try {
      const response = await postBooking(service.app, bookingRequest({ photo_consent: true, photos: [photoPayload(gpsJpeg)] }));
      expect(response.statusCode).toBe(201);
      const folder = path.join(service.dataDir, 'outbox');
      const files = await eventually(() => {
        const names = readdirSync(folder).filter((f) => f.endsWith('.eml'));
        return names.length === 2 ? names.sort() : null;
      });
      expect(readdirSync(folder).filter((f) => f.endsWith('.tmp'))).toEqual([]);
      expect(files[0]).toMatch(/^20260615-080000-booking_business-[0-9a-f-]{36}\.eml$/);
      expect(files[1]).toMatch(/^20260615-080000-booking_visitor-[0-9a-f-]{36}\.eml$/);
      const mail = await simpleParser(readFileSync(path.join(folder, files[0]!)));
      expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe(NOTIFY_TO);
      expect(mail.attachments).toHaveLength(1);
      expect(mail.text).toContain('Elira Hoxha');
    } finally {
      await service.close();
    }
  });
});
