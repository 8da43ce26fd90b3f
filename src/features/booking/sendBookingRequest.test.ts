import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingRequestInput } from '../../../core/bookingRequest.ts';
import { BOOKING_FUNCTION_PATH, bookingEndpoint, newIdempotencyKey, sendBookingRequest, uuidV4FromBytes } from './sendBookingRequest.ts';

const payload: BookingRequestInput = {
  name: 'Elira Hoxha',
  email: 'elira@example.com',
  phone: null,
  service: 'classic-cut',
  appointment_date: '2026-11-23',
  appointment_time: '10:00',
  notes: null,
  photos: [{ filename: 'a.jpg', content: [255, 216, 255, 217], type: 'image/jpeg' }],
  photo_consent: true,
  language: 'en',
};

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** A real HTTP server whose answer each test chooses through the request's name. */
let server: Server;
let baseUrl: string;
const received: Received[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as BookingRequestInput;
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const answer = body.name;
      if (answer === 'slow') return; // never answers
      if (answer === 'refuse') {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { code: 'slot_unavailable', message: 'That time is not available', field: 'appointment_time' } }));
      } else if (answer === 'full') {
        res.writeHead(409, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { code: 'slot_full', message: 'That time is fully booked', field: 'appointment_time' }, next_available: { date: '2026-11-24', time: '11:00' } }));
      } else if (answer === 'instant') {
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: 'b_2', status: 'confirmed' }));
      } else if (answer === 'crash') {
        res.writeHead(502, { 'content-type': 'text/html' });
        res.end('<h1>Bad gateway</h1>');
      } else {
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: 'b_1', status: 'received' }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('sendBookingRequest', () => {
  it('posts the payload as JSON with its idempotency key to the booking function', async () => {
    const outcome = await sendBookingRequest(payload, { baseUrl, idempotencyKey: 'key-1' });
    expect(outcome).toEqual({ ok: true, status: 201, id: 'b_1', confirmed: false });
    const request = received.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe(BOOKING_FUNCTION_PATH);
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['idempotency-key']).toBe('key-1');
    expect(request.body).toEqual(payload);
  });

  it("an error answer is a failure carrying the service's error", async () => {
    const outcome = await sendBookingRequest({ ...payload, name: 'refuse' }, { baseUrl, idempotencyKey: 'key-2' });
    expect(outcome).toEqual({
      ok: false,
      reason: 'rejected',
      status: 400,
      error: { code: 'slot_unavailable', message: 'That time is not available', field: 'appointment_time' },
      next: null,
    });
  });

  it('a booking the house takes at once is confirmed; a full hour carries the next free one', async () => {
    expect(await sendBookingRequest({ ...payload, name: 'instant' }, { baseUrl, idempotencyKey: 'key-6' })).toEqual({ ok: true, status: 201, id: 'b_2', confirmed: true });
    expect(await sendBookingRequest({ ...payload, name: 'full' }, { baseUrl, idempotencyKey: 'key-7' })).toMatchObject({
      ok: false,
      status: 409,
      error: { code: 'slot_full' },
      next: { date: '2026-11-24', time: '11:00' },
    });
  });

  it('an answer that is not JSON is still a failure', async () => {
    const outcome = await sendBookingRequest({ ...payload, name: 'crash' }, { baseUrl, idempotencyKey: 'key-3' });
    expect(outcome).toEqual({ ok: false, reason: 'rejected', status: 502, error: null, next: null });
  });

  it('gives up after the timeout', async () => {
    const started = Date.now();
    const outcome = await sendBookingRequest({ ...payload, name: 'slow' }, { baseUrl, idempotencyKey: 'key-4', timeoutMs: 300 });
    expect(outcome).toMatchObject({ ok: false, reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('a service that cannot be reached is a network failure', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const outcome = await sendBookingRequest(payload, { baseUrl: `http://127.0.0.1:${port}`, idempotencyKey: 'key-5' });
    expect(outcome).toMatchObject({ ok: false, reason: 'network' });
  });
});

describe('bookingEndpoint', () => {
  it('is same-origin by default and joins a configured origin without a double slash', () => {
    expect(bookingEndpoint('')).toBe('/functions/v1/send-booking-email');
    expect(bookingEndpoint('https://fn.example.com/')).toBe('https://fn.example.com/functions/v1/send-booking-email');
  });
});

describe('newIdempotencyKey', () => {
  it('gives a fresh v4 UUID each time', () => {
    const keys = new Set(Array.from({ length: 100 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('builds a v4 UUID from random bytes where crypto.randomUUID is missing (plain HTTP)', () => {
    expect(uuidV4FromBytes(new Uint8Array(16).fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(uuidV4FromBytes(new Uint8Array(16))).toBe('00000000-0000-4000-8000-000000000000');
  });
});
