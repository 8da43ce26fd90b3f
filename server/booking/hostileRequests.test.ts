/**
 * The booking function against generated hostile requests: each one carries at least one defect
 * (a missing or mistyped field, text too long, a line break in the name, a lone surrogate, 10,000
 * photos, bytes outside 0-255, non-image bytes labelled image/png, an impossible or past date, a
 * Sunday, a slot outside the hours, JSON nested too deep, invalid UTF-8, a cut-off body…), on top
 * of noise that must not matter (HTML and script in every text field, unknown fields, line breaks
 * in file names). Every answer must be a 4xx with an error code, nothing may be stored or sent,
 * and the heap must come back to where it started.
 */
import fc from 'fast-check';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../core/languages.ts';
import { SERVICE_IDS } from '../../core/services.ts';
import { bookableSlots } from '../../core/slots.ts';
import { OUTBOX_FOLDER } from '../mail/transport.ts';
import { HONEYPOT_FIELD } from './route.ts';
import { startService, TEST_NOW, type TestService } from '../testing/harness.ts';

/** Generated requests; with the warm-up, a little over 10,000 reach the service. */
const RUNS = 10_000;
/** Heap growth (after a full collection) we accept between the start and the end of the run. */
const HEAP_TOLERANCE_BYTES = 16 * 1024 * 1024;
const BOOKING_FIELDS = ['name', 'email', 'phone', 'service', 'appointment_date', 'appointment_time', 'notes', 'photos', 'photo_consent', 'language'];
/** Unknown fields are noise, but not the honeypot's, which earns a bot a fake 201 (tested in booking.test.ts). */
const NOT_NOISE = [...BOOKING_FIELDS, HONEYPOT_FIELD];

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

function heapAfterCollection(): number {
  for (let i = 0; i < 3; i++) collectGarbage();
  return process.memoryUsage().heapUsed;
}

type Body = Record<string, unknown>;

/** One generated request: the JSON value, then what happens to its bytes and headers on the way. */
interface HostileRequest {
  value: unknown;
  defects: string[];
  raw: 'json' | 'invalid-utf8' | 'cut-short' | 'text/plain';
  rawCut: number;
  utf8Bytes: readonly number[];
  idempotencyKey: string | null;
}

const HTML = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '<a href="javascript:alert(1)">x</a>', "'; DROP TABLE bookings; --", '{{7*7}} ${7*7}'];
const hostileText = fc.oneof(fc.constantFrom(...HTML), fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 40 }));

// Every slot of the next four weeks that the clock of the tests allows, for a base request that
// would be accepted if it were not for its defects.
const validSlots = (() => {
  const slots: [string, string, string][] = [];
  for (let day = 0; day < 28; day++) {
    const date = new Date(TEST_NOW.getTime() + day * 86_400_000).toISOString().slice(0, 10);
    for (const service of SERVICE_IDS) for (const time of bookableSlots(service, date, TEST_NOW, 'Europe/Tirane')) slots.push([service, date, time]);
  }
  return slots;
})();

const base = fc.record({
  name: fc.oneof(fc.constantFrom('Elira Hoxha', 'Zoë Ölçer'), fc.constantFrom(...HTML)),
  email: fc.constantFrom('elira@example.com', 'a.b+tag@gmail.com'),
  phone: fc.constantFrom(null, '+355 69 123 4567'),
  slot: fc.constantFrom(...validSlots),
  notes: fc.option(hostileText, { nil: null }),
  language: fc.constantFrom(...LANGUAGES),
  extra: fc.dictionary(
    fc.string({ maxLength: 12 }).filter((key) => !NOT_NOISE.includes(key)),
    fc.oneof(hostileText, fc.integer(), fc.boolean()),
    { maxKeys: 4 },
  ),
});

let tinyPng: number[];
const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const photo = (content: unknown, overrides: Body = {}) => ({ filename: 'scalp\r\n<b>x</b>.png', type: 'image/png', content, ...overrides });
const insertAt = (text: string, at: number, inserted: string) => text.slice(0, at % (text.length + 1)) + inserted + text.slice(at % (text.length + 1));
const nested = (depth: number) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown;
const notJsonValue = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constant([]), fc.constant({}), fc.constant([1, 'x']));

/** Each defect turns the body invalid in its own way; later defects only ever write invalid values too. */
const defect: fc.Arbitrary<[string, (body: Body) => void]> = fc.oneof(
  fc.constantFrom('name', 'email', 'service', 'appointment_date', 'appointment_time').map((field): [string, (b: Body) => void] => [`${field} missing`, (b) => delete b[field]]),
  fc
    .tuple(fc.constantFrom(...BOOKING_FIELDS), fc.oneof(notJsonValue, fc.boolean()))
    .filter(([field, value]) => !(field === 'photo_consent' && typeof value === 'boolean') && !(field === 'photos' && Array.isArray(value) && value.length === 0))
    .map(([field, value]): [string, (b: Body) => void] => [`${field} of the wrong type`, (b) => void (b[field] = value)]),
  fc.tuple(fc.constantFrom(['name', 101], ['notes', 2001], ['notes', 70_000], ['email', 250]), fc.integer({ min: 0, max: 3000 })).map(
    ([[field, length], more]): [string, (b: Body) => void] => [
      `${field} too long`,
      (b) => void (b[field] = field === 'email' ? `${'e'.repeat((length as number) + more)}@example.com` : '<b>x</b>'.repeat(Math.ceil(((length as number) + more) / 8))),
    ],
  ),
  fc.tuple(fc.constantFrom('\r', '\n', '\r\n', '\u2028', '\u0000'), fc.nat(), fc.constantFrom('name', 'email')).map(([brk, at, field]): [string, (b: Body) => void] => [
    `line break in ${field}`,
    // Inside the text: at either end a line break is trimmed away with the spaces, which is harmless.
    (b) => void (b[field] = insertAt(field === 'name' ? 'Eve Bcc: victim@example.com' : 'eve@example.com', 1 + (at % 14), brk)),
  ]),
  fc.tuple(fc.constantFrom('\uD800', '\uDBFF', '\uDC00'), fc.nat(), fc.constantFrom('name', 'notes', 'filename')).map(([surrogate, at, field]): [string, (b: Body) => void] => [
    `lone surrogate in ${field}`,
    (b) => {
      const text = insertAt('Elira Hoxha', at, surrogate);
      if (field === 'filename') Object.assign(b, { photos: [photo(tinyPng, { filename: text })], photo_consent: true });
      else b[field] = text;
    },
  ]),
  fc.integer({ min: 11, max: 10_000 }).map((count): [string, (b: Body) => void] => [
    `${count} photos`,
    (b) => Object.assign(b, { photos: Array.from({ length: count }, () => photo([1, 2, 3])), photo_consent: true }),
  ]),
  fc
    .tuple(
      fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 400 }),
      fc.nat(),
      fc.oneof(fc.integer({ min: 256, max: 1e9 }), fc.integer({ min: -1e9, max: -1 }), fc.double({ min: 0.01, max: 254.99, noInteger: true })),
    )
    .map(([bytes, at, bad]): [string, (b: Body) => void] => [
      'photo byte out of range',
      (b) => {
        const content: number[] = [...bytes];
        content.splice(at % (content.length + 1), 0, bad);
        Object.assign(b, { photos: [photo(content)], photo_consent: true });
      },
    ]),
  fc.uint8Array({ minLength: 1, maxLength: 3000 }).map((bytes): [string, (b: Body) => void] => [
    'non-image bytes labelled image/png',
    (b) => Object.assign(b, { photos: [photo([0, ...bytes])], photo_consent: true }),
  ]),
  fc.uint8Array({ minLength: 0, maxLength: 500 }).map((bytes): [string, (b: Body) => void] => [
    'a PNG signature before garbage',
    (b) => Object.assign(b, { photos: [photo([...pngSignature, ...bytes])], photo_consent: true }),
  ]),
  fc.constantFrom('application/pdf', 'text/html', 'image/png; charset=x', 'image/', '').map((type): [string, (b: Body) => void] => [
    `photo type ${type}`,
    (b) => Object.assign(b, { photos: [photo(tinyPng, { type })], photo_consent: true }),
  ]),
  fc.constantFrom(false, undefined).map((consent): [string, (b: Body) => void] => [
    'photo without consent',
    (b) => Object.assign(b, { photos: [photo(tinyPng)], photo_consent: consent }),
  ]),
  fc
    .constantFrom('2026-02-30', '2026-13-01', '2026-00-10', '26-06-16', '2026/06/16', '', 'tomorrow', '2026-06-16T10:00', '9999-99-99', '2026-6-1', '2026-06-14', '2020-01-01', '2026-06-21', '2026-06-28', '2030-06-18')
    .map((date): [string, (b: Body) => void] => [`date ${date}`, (b) => void (b.appointment_date = date)]),
  fc
    .constantFrom('07:00', '08:00', '21:00', '23:00', '10:30', '25:00', '9:00', '', 'noon', '10:00:00', '-1:00')
    .map((time): [string, (b: Body) => void] => [`time ${time}`, (b) => void (b.appointment_time = time)]),
  fc.integer({ min: 17, max: 2000 }).map((depth): [string, (b: Body) => void] => [`nested ${depth} deep`, (b) => void (b.extra_nested = nested(depth))]),
);

const hostileRequest: fc.Arbitrary<HostileRequest> = fc
  .record({
    base,
    defects: fc.array(defect, { minLength: 1, maxLength: 3 }),
    topLevel: fc.option(fc.constantFrom<unknown>([], 'booking', 42, null, true), { freq: 20 }),
    raw: fc.constantFrom<HostileRequest['raw']>('json', 'json', 'json', 'json', 'json', 'json', 'invalid-utf8', 'cut-short', 'text/plain'),
    rawCut: fc.nat(),
    utf8Bytes: fc.constantFrom([0xff], [0xc3], [0xed, 0xa0, 0x80], [0xc0, 0xaf], [0xf8, 0x88, 0x80, 0x80, 0x80], [0x80]),
    // Two keys the service refuses, and a good one (nothing is stored under it, so it never replays).
    idempotencyKey: fc.option(fc.constantFrom('has space', 'x'.repeat(256), 'retry-0001'), { freq: 10 }),
  })
  .map(({ base: b, defects, topLevel, raw, rawCut, utf8Bytes, idempotencyKey }) => {
    const [service, date, time] = b.slot;
    const body: Body = {
      name: b.name,
      email: b.email,
      phone: b.phone,
      service,
      appointment_date: date,
      appointment_time: time,
      notes: b.notes,
      photos: [],
      language: b.language,
      ...b.extra,
    };
    for (const [, apply] of defects) apply(body);
    return {
      value: topLevel ?? body,
      defects: defects.map(([name]) => name),
      raw,
      rawCut,
      utf8Bytes,
      idempotencyKey,
    };
  });

function payloadOf(request: HostileRequest): Buffer {
  const json = JSON.stringify(request.value);
  if (request.raw === 'cut-short') return Buffer.from(json.slice(0, request.rawCut % json.length));
  if (request.raw !== 'invalid-utf8') return Buffer.from(json);
  // Bad bytes inside the first string of the body.
  const at = json.indexOf('"') + 1 || json.length;
  return Buffer.concat([Buffer.from(json.slice(0, at)), Buffer.from(request.utf8Bytes), Buffer.from(json.slice(at))]);
}

describe('the booking function under generated hostile requests', () => {
  let service: TestService;
  let storedRows: () => number;

  beforeAll(async () => {
    tinyPng = Array.from(await sharp({ create: { width: 2, height: 2, channels: 3, background: '#c9a96a' } }).png().toBuffer());
    service = await startService({ config: { rateLimit: { bookingsPerMinute: 1_000_000, newsletterPerMinute: 10, availabilityPerMinute: 10, vitalsPerMinute: 10 } } });
    const count = service
      .db()
      .prepare(
        'SELECT (SELECT count(*) FROM bookings) + (SELECT count(*) FROM booking_photos) + (SELECT count(*) FROM outbox) + (SELECT count(*) FROM idempotency_keys) + (SELECT count(*) FROM recipient_allowances) AS n',
      );
    storedRows = () => (count.get() as { n: number }).n;
  });

  afterAll(async () => {
    await service.close();
  });

  async function send(request: HostileRequest) {
    const headers: Record<string, string> = { 'content-type': request.raw === 'text/plain' ? 'text/plain' : 'application/json' };
    if (request.idempotencyKey !== null) headers['idempotency-key'] = request.idempotencyKey;
    return service.app.inject({ method: 'POST', url: '/functions/v1/send-booking-email', headers, payload: payloadOf(request) });
  }

  it(`answers ${RUNS} of them with a 4xx and an error code, stores and sends nothing, and gives its memory back`, { timeout: 240_000 }, async () => {
    // Warm up (compiled parsers, caches), then measure from there.
    fc.sample(hostileRequest, { numRuns: 200, seed: 1 }).forEach(() => {});
    for (const request of fc.sample(hostileRequest, { numRuns: 200, seed: 2 })) await send(request);
    const heapAtStart = heapAfterCollection();

    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(hostileRequest, async (request) => {
        const response = await send(request);
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        expect(response.statusCode, `${request.defects.join(', ')}: ${response.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
        const error = (response.json() as { error?: { code?: unknown; message?: unknown } }).error;
        expect(typeof error?.code).toBe('string');
        expect(typeof error?.message).toBe('string');
        expect(storedRows(), request.defects.join(', ')).toBe(0);
      }),
      { numRuns: RUNS },
    );

    const heapAtEnd = heapAfterCollection();
    expect(heapAtEnd - heapAtStart, `heap ${heapAtStart} → ${heapAtEnd} bytes`).toBeLessThan(HEAP_TOLERANCE_BYTES);
    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(RUNS);
    expect([...statuses.keys()].every((status) => status >= 400 && status < 500)).toBe(true);
    expect(readdirSync(path.join(service.dataDir, OUTBOX_FOLDER))).toEqual([]);
  });
});
