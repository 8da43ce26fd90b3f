import type { ParsedMail } from 'mailparser';
import { NO_OPTIONAL_TEXT } from '../../core/bookingFields.ts';
import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_WORKER } from '../config.ts';
import { reencodePhoto, STORED_PHOTO_MAX_BYTES } from '../booking/photos.ts';
import { verifyLink } from '../links/signedLinks.ts';
import { openSqliteStore } from '../store/sqliteStore.ts';
import type { NewBooking, Store } from '../store/types.ts';
import { bookingRequest, eventually, MAIL_FROM, NOTIFY_TO, postBooking, startService, tempDataDir, type TestService } from '../testing/harness.ts';
import { noisyPhonePhoto } from '../testing/images.ts';
import { startSmtpSink, type SmtpSink } from '../testing/smtpSink.ts';
import { bookingMessageEntries, encodedAttachmentBytes, MAX_BUSINESS_MESSAGE_BYTES, photosThatFit } from './bookingMessages.tsx';
import { OutboxWorker, type WorkerLog } from './outboxWorker.ts';
import { createSmtpTransport } from './transport.ts';
import { ROOM_ALWAYS } from '../testing/capacity.ts';

const SECRET = 'a-link-secret-of-the-tests-that-is-long-enough';
const isBusinessCopy = (subject: string | undefined) => subject?.startsWith('New booking request') ?? false;
/** The token of the first signed link in a message's text. */
const tokenIn = (text: string | undefined) => /http:\/\/salon\.test\/requests\/([\w.-]+)/.exec(text ?? '')?.[1];

describe('a business copy the mail server refuses for good', () => {
  let smtp: SmtpSink | null = null;
  let service: TestService | null = null;
  afterEach(async () => {
    await service?.close();
    await smtp?.close();
    service = smtp = null;
  });

  it('is followed by a short note in the business’s language with the reason and a link to the request', async () => {
    smtp = await startSmtpSink(0, { refuseMessage: (mail) => (isBusinessCopy(mail.subject) ? { code: 550, text: '5.7.1 Message rejected as spam' } : null) });
    service = await startService({ smtpPort: smtp.port, config: { linkSecret: SECRET, businessLanguage: 'de' } });
    const answer = await postBooking(service.app, bookingRequest({ name: 'Elira Hoxha', service: 'hair-transplant', appointment_date: '2026-06-16', appointment_time: '10:00' }));
    expect(answer.statusCode).toBe(201);
    const { id } = answer.json() as { id: string };

    const delivered = await smtp.waitFor(2);
    expect(smtp.refused.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^New booking request/)]);
    const note = delivered.find((mail) => mail.subject?.startsWith('Nicht zugestellte Buchungsanfrage'))!;
    expect(note.subject).toBe('Nicht zugestellte Buchungsanfrage: Elira Hoxha, Dienstag, 16. Juni 2026, 10:00 Uhr');
    expect(note.to).toMatchObject({ value: [{ address: NOTIFY_TO }] });
    expect(note.attachments).toEqual([]);
    expect(note.text).toContain(`Buchungsnummer: ${id}`);
    expect(note.text).toContain('Leistung: Haartransplantation');
    expect(note.text).toContain('Antwort des Mailservers: 550 5.7.1 Message rejected as spam');
    expect(note.html).toContain('Anfrage öffnen');

    const token = tokenIn(note.text);
    expect(token).toBeDefined();
    const check = verifyLink(SECRET, token!, new Date());
    expect(check).toMatchObject({ valid: true, claim: { bookingId: id, action: 'view' } });
    expect(verifyLink('another-secret-another-secret-another-secret', token!, new Date()).valid).toBe(false);
  });
});

const LOST = /reached the business by no message/;

interface Line {
  level: 'info' | 'warn' | 'error';
  object: object;
  message: string;
}
function collectingLog(): WorkerLog & { lines: Line[] } {
  const lines: Line[] = [];
  return {
    lines,
    info: (object, message) => lines.push({ level: 'info', object, message }),
    warn: (object, message) => lines.push({ level: 'warn', object, message }),
    error: (object, message) => lines.push({ level: 'error', object, message }),
  };
}

const storedBooking = (id: string, photos: NewBooking['photos'] = []): NewBooking => ({
  ...NO_OPTIONAL_TEXT,
  id,
  guests: null,
  specialist: null,
  specialistChosen: false,
  visitorKey: null,
  receivedAt: new Date(),
  status: 'received',
  name: 'Arben Krasniqi',
  email: 'arben@example.com',
  phone: null,
  service: 'scalp-treatment',
  appointmentDate: '2026-06-17',
  appointmentTime: '11:00',
  notes: null,
  language: 'sq',
  photoConsent: photos.length > 0 ? { version: 'v1', givenAt: new Date() } : null,
  photos,
});

describe('the outbox worker and the business’s mail', () => {
  let smtp: SmtpSink | null = null;
  let store: Store | null = null;
  let worker: OutboxWorker | null = null;
  let dataDir = '';
  afterEach(async () => {
    await worker?.stop();
    await store?.close();
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
    worker = store = smtp = null;
  });

  /** A worker sending to a sink that refuses with 552 every message `refused` picks. */
  async function start(refused: (mail: ParsedMail) => boolean, settings: { maxMessageBytes?: number } = {}) {
    smtp = await startSmtpSink(0, { refuseMessage: (mail) => (refused(mail) ? { code: 552, text: '5.3.4 Message size exceeds fixed limit' } : null) });
    dataDir = tempDataDir();
    store = await openSqliteStore(dataDir);
    const log = collectingLog();
    worker = new OutboxWorker(store, createSmtpTransport(`smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`), {
      ...DEFAULT_MAIL_WORKER,
      pollIntervalMs: 50,
      retryBaseMs: 100,
      retryMaxMs: 400,
      mailFrom: MAIL_FROM,
      bookingNotifyTo: NOTIFY_TO,
      businessTimeZone: 'Europe/Tirane',
      publicUrl: 'http://salon.test',
      linkSecret: SECRET,
      businessLanguage: 'en',
      log,
      ...settings,
    });
    return { log, store, smtp, worker };
  }

  it('says at error level on every cycle that a booking reached the business by no message, until it is acknowledged', async () => {
    const { log, store: s, smtp: sink, worker: w } = await start((mail) => mail.to !== undefined && !Array.isArray(mail.to) && mail.to.value[0]?.address === NOTIFY_TO);
    const booking = storedBooking('b-lost');
    await s.saveBooking(booking, bookingMessageEntries(booking, MAIL_FROM), null, ROOM_ALWAYS);
    w.start();

    await eventually(() => log.lines.filter((line) => LOST.test(line.message)).length >= 3, 10_000);
    const lost = log.lines.filter((line) => LOST.test(line.message));
    expect(lost.every((line) => line.level === 'error')).toBe(true);
    expect(lost[0]!.object).toMatchObject({ bookingId: 'b-lost', reason: expect.stringContaining('552') });
    expect(sink.refused.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^New booking request/), expect.stringMatching(/^Undelivered booking request: Arben Krasniqi/)]);
    expect(sink.messages.map((mail) => mail.to)).toMatchObject([{ value: [{ address: 'arben@example.com' }] }]); // the receipt went out
    const messages = await s.bookingMessages('b-lost');
    expect(messages.map((m) => [m.kind, m.state]).sort()).toEqual([
      ['booking_business', 'failed'],
      ['booking_business_fallback', 'failed'],
      ['booking_visitor', 'sent'],
    ]);

    expect(await s.acknowledgeFailures('b-lost', new Date())).toBe(2);
    const afterAck = log.lines.length;
    await new Promise((resolve) => setTimeout(resolve, 400)); // several poll cycles
    expect(log.lines.slice(afterAck).filter((line) => LOST.test(line.message))).toEqual([]);
  });

  it('attaches the photos that keep the message under the limit, and leads to the others by the signed link', async () => {
    const photo = await reencodePhoto({ filename: 'crown.jpg', content: await noisyPhonePhoto(2400, 1800) }, 0);
    const limit = 64 * 1024 + 16 * 1024 + 2 * encodedAttachmentBytes(photo.bytes.byteLength) + 1000; // room for two of four
    const { store: s, smtp: sink, worker: w } = await start(() => false, { maxMessageBytes: limit });
    const photos = [0, 1, 2, 3].map((i) => ({ ...photo, filename: `crown-${i + 1}.jpg` }));
    const booking = storedBooking('b-photos', photos);
    await s.saveBooking(booking, bookingMessageEntries(booking, MAIL_FROM), null, ROOM_ALWAYS);
    w.start();

    const delivered = await sink.waitFor(2);
    const index = delivered.findIndex((mail) => isBusinessCopy(mail.subject));
    const business = delivered[index];
    expect(business!.attachments.map((a) => a.filename)).toEqual(['crown-1.jpg', 'crown-2.jpg']);
    expect(sink.sizes[index]).toBeLessThan(limit); // the whole message as the mail server counts it
    expect(sink.sizes[index]).toBeGreaterThan(2 * photo.bytes.byteLength * 1.3); // the two photos, in base64
    expect(business!.text).toContain('Photos: 2 of 4 attached');
    expect(business!.text).toContain('Photos not attached, so that this email stays within the size mail servers accept: 2.');
    const check = verifyLink(SECRET, tokenIn(business!.text)!, new Date());
    expect(check).toMatchObject({ valid: true, claim: { bookingId: 'b-photos', action: 'view' } });
  }, 60_000);
});

describe('photosThatFit', () => {
  it('keeps a business copy under the 10 MB many mail servers accept at most, counting base64', () => {
    const tenLargePhotos = Array<number>(10).fill(2_500_000);
    const fitting = photosThatFit(tenLargePhotos, 10_000, MAX_BUSINESS_MESSAGE_BYTES);
    expect(fitting).toBe(2); // 2.5 MB becomes about 3.4 MB in base64
    expect(fitting * encodedAttachmentBytes(2_500_000)).toBeLessThan(10_000_000);
    // Ten photos at the stored bound, beside the longest notes: all attached.
    expect(photosThatFit(Array<number>(10).fill(STORED_PHOTO_MAX_BYTES), 2000 * 6 + 64 * 1024, MAX_BUSINESS_MESSAGE_BYTES)).toBe(10);
  });
});
