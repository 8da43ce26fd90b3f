import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_BODY_LIMIT } from './booking/bodyLimit.ts';
import { bookingRequest, postBooking, startService, type TestService } from './testing/harness.ts';

describe('the functions API', () => {
  let service: TestService;

  beforeAll(async () => {
    service = await startService();
  });

  afterAll(async () => {
    await service.close();
  });

  it('GET /healthz: 200 while the database answers, 503 when it does not', async () => {
    const healthy = await service.app.inject({ method: 'GET', url: '/healthz' });
    expect(healthy.statusCode).toBe(200);
    expect(healthy.json()).toEqual({ status: 'ok' });
    expect(healthy.headers['cache-control']).toBe('no-store');
  });

  it('answers the CORS preflight of the configured site origin (PUBLIC_URL\'s by default)', async () => {
    const preflight = await service.app.inject({
      method: 'OPTIONS',
      url: '/functions/v1/send-booking-email',
      headers: {
        origin: 'http://salon.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, idempotency-key, apikey, authorization, x-client-info',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://salon.test');
    expect(preflight.headers.vary).toContain('Origin');
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    expect(String(preflight.headers['access-control-allow-headers']).split(', ').sort()).toEqual(
      ['apikey', 'authorization', 'content-type', 'idempotency-key', 'x-client-info'].sort(),
    );
    const booking = await postBooking(service.app, bookingRequest(), { origin: 'http://salon.test' });
    expect(booking.statusCode).toBe(201);
    expect(booking.headers['access-control-allow-origin']).toBe('http://salon.test');
    const refused = await postBooking(service.app, { name: '' }, { origin: 'http://salon.test' });
    expect(refused.headers['access-control-allow-origin']).toBe('http://salon.test'); // the browser may read the error too
  });

  it('refuses pages of any other origin (403, no CORS headers, nothing stored); non-browser callers pass', async () => {
    const before = service.counts().bookings;
    const preflight = await service.app.inject({
      method: 'OPTIONS',
      url: '/functions/v1/send-booking-email',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.statusCode).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const booking = await postBooking(service.app, bookingRequest(), { origin: 'https://evil.example' });
    expect(booking.statusCode).toBe(403);
    expect(booking.json().error.code).toBe('origin_not_allowed');
    expect(booking.headers['access-control-allow-origin']).toBeUndefined();
    expect(service.counts().bookings).toBe(before);

    // The Host header is the caller's to write: a page whose origin names it is no page of ours.
    const forgedHost = await postBooking(service.app, bookingRequest(), { origin: 'http://evil.example', host: 'evil.example' });
    expect(forgedHost.statusCode).toBe(403);
    expect(service.counts().bookings).toBe(before);
    expect((await postBooking(service.app, bookingRequest())).statusCode).toBe(201);
  });

  it('compares the whole origin, scheme included, with PUBLIC_URL and ALLOWED_ORIGINS', async () => {
    const secure = await startService({ config: { publicUrl: 'https://salon.test', allowedOrigins: ['https://www.salon.test'] } });
    try {
      const from = async (origin: string) => (await postBooking(secure.app, bookingRequest(), { origin, host: 'salon.test' })).statusCode;
      expect(await from('http://salon.test')).toBe(403);
      expect(await from('https://salon.test:8443')).toBe(403);
      expect(await from('https://salon.test')).toBe(201);
      expect(await from('https://www.salon.test')).toBe(201);
    } finally {
      await secure.close();
    }
  });

  it('lets any origin call when ALLOWED_ORIGINS is "*"', async () => {
    const open = await startService({ config: { allowedOrigins: ['*'] } });
    try {
      const booking = await postBooking(open.app, bookingRequest(), { origin: 'https://elsewhere.example' });
      expect(booking.statusCode).toBe(201);
      expect(booking.headers['access-control-allow-origin']).toBe('*');
    } finally {
      await open.close();
    }
  });

  it('answers an unknown function, or a wrong method, with a JSON 404', async () => {
    for (const [method, url] of [
      ['POST', '/functions/v1/send-sms'],
      ['GET', '/functions/v1/send-booking-email'],
      ['GET', '/functions/anything?x=1'],
    ] as const) {
      const response = await service.app.inject({ method, url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json().error.code).toBe('not_found');
    }
  });

  it('answers a path-traversal or broken address with a plain 404 or 400 that names no framework', async () => {
    for (const url of ['/%2e%2e/x', '/%2e%2e/%2e%2e/etc/passwd', '/functions/%2e%2e/x', '/%', '/functions/v1/send-booking-email%', '/a%00b']) {
      const response = await service.app.inject({ method: 'GET', url });
      expect([400, 404], url).toContain(response.statusCode);
      expect(response.body, url).not.toMatch(/FST_|fastify|Route GET/i);
      expect(response.json().error.code, url).toMatch(/^(not_found|bad_request)$/);
    }
  });

  it('sends security headers: a CSP without inline script, no HSTS or upgrade over plain HTTP', async () => {
    const response = await service.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers).toMatchObject({
      'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'x-permitted-cross-domain-policies': 'none',
    });
  });

  it('sends JSON answers the security headers for APIs, and rate-limit headers only with a 429', async () => {
    const response = await postBooking(service.app, bookingRequest());
    expect(response.statusCode).toBe(201);
    expect(response.headers).toMatchObject({
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    // A page's policies, which mean nothing for JSON, are not sent.
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(response.headers['x-ratelimit-remaining']).toBeUndefined();
  });

  it('compresses larger answers', async () => {
    const response = await service.app.inject({ method: 'GET', url: '/requests/assets/answer.css', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toContain('--color-gold');
  });

  it('never shows internals when the database is gone: 503 for the health check and the booking', async () => {
    await service.app.store.close();
    const health = await service.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(503);
    // Whether the write probe runs again or its answer of a moment ago stands (HEALTH_PROBE_CACHE_MS), the next query fails.
    expect(health.json()).toEqual({
      status: 'unavailable',
      reason: 'database_not_writable',
      message: expect.stringMatching(/^The database (cannot take a write: new bookings are refused|does not answer)$/),
    });
    const booking = await postBooking(service.app, bookingRequest());
    expect(booking.statusCode).toBe(503);
    expect(booking.headers['retry-after']).toBe('30');
    expect(booking.json()).toEqual({ error: { code: 'storage_unavailable', message: 'Your booking could not be saved just now; please try again in a minute' } });
  });
});

describe('over HTTPS', () => {
  it('adds HSTS and upgrade-insecure-requests', async () => {
    const service = await startService({ config: { publicUrl: 'https://aurum-atelier.al' } });
    try {
      const response = await service.app.inject({ method: 'GET', url: '/healthz' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
      const booking = await postBooking(service.app, bookingRequest());
      expect(booking.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(booking.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    } finally {
      await service.close();
    }
  });
});

describe('rate limits', () => {
  it('allows 10 bookings a minute per address, then answers 429 in JSON', async () => {
    const service = await startService({ config: { rateLimit: { bookingsPerMinute: 10, newsletterPerMinute: 10, availabilityPerMinute: 10, vitalsPerMinute: 10 } } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) statuses.push((await postBooking(service.app, { name: '' })).statusCode);
      expect(statuses.every((s) => s === 400)).toBe(true);
      const limited = await postBooking(service.app, bookingRequest());
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe('rate_limited');
      expect(limited.headers['retry-after']).toBeDefined();
      expect(limited.headers['x-ratelimit-limit']).toBe('10');
      // Another address is not affected.
      const other = await service.app.inject({
        method: 'POST',
        url: '/functions/v1/send-booking-email',
        remoteAddress: '192.0.2.7',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(bookingRequest()),
      });
      expect(other.statusCode).toBe(201);
      expect(service.counts().bookings).toBe(1);
    } finally {
      await service.close();
    }
  });
});

describe('over a real socket', () => {
  it('answers 413 to a chunked body that grows past the limit, without waiting for the body to end', async () => {
    const service = await startService();
    await service.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = service.app.server.address() as AddressInfo;
    try {
      // A raw socket: an HTTP client library gives up on the response once its writes fail.
      const result = await new Promise<{ status: number; body: string; sent: number }>((resolve) => {
        let sent = 0;
        let received = '';
        let stopped = false;
        const socket = connect(port, '127.0.0.1');
        const finish = () => {
          stopped = true;
          const [head = '', body = ''] = received.split('\r\n\r\n');
          resolve({ status: Number(head.split(' ')[1] ?? 0), body, sent });
        };
        socket.on('data', (data) => (received += data.toString()));
        socket.on('close', finish);
        socket.on('error', () => undefined); // the server hangs up mid-upload, as intended
        const chunk = Buffer.alloc(1024 * 1024, 0x20);
        const frame = (data: Buffer | string) => `${Buffer.byteLength(data).toString(16)}\r\n`;
        socket.write('POST /functions/v1/send-booking-email HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n');
        socket.write(`${frame('{"name":"Elira"')}{"name":"Elira"\r\n`);
        // Past the limit by a margin the client stops writing but never ends the body: an answer
        // can then only come from the server cutting the upload short.
        const pump = () => {
          while (!stopped && !received && sent < BOOKING_BODY_LIMIT + 8 * 1024 * 1024) {
            sent += chunk.length;
            socket.write(frame(chunk));
            socket.write(chunk);
            if (!socket.write('\r\n')) return void socket.once('drain', pump);
          }
        };
        pump();
      });
      // The response body is chunked too: take the JSON out of its frame.
      result.body = result.body.slice(result.body.indexOf('{'), result.body.lastIndexOf('}') + 1);
      expect(result.status).toBe(413);
      expect(JSON.parse(result.body).error.code).toBe('payload_too_large');
      expect(result.sent).toBeGreaterThan(BOOKING_BODY_LIMIT);
    } finally {
      await service.close();
    }
  });
});

describe('with the built site', () => {
  let distDir: string;
  let service: TestService;

  beforeAll(async () => {
    // A stand-in build (server/site.ts owns how it is served); enough to see the wiring.
    distDir = mkdtempSync(path.join(os.tmpdir(), 'salon-dist-'));
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app-1a2b3c.js"></script></head><body><div id="root"></div></body></html>');
    writeFileSync(path.join(distDir, 'assets', 'app-1a2b3c.js'), 'console.log("site")');
    service = await startService({ config: { distDir } });
  });

  afterAll(async () => {
    await service.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('serves the site beside the API, with the same security headers', async () => {
    const home = await service.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toMatch(/^text\/html/);
    expect(String(home.headers['content-security-policy'])).toContain("script-src 'self'");
    expect((await service.app.inject({ method: 'GET', url: '/no-such-page' })).statusCode).toBe(404);
    expect((await service.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    for (const method of ['GET', 'POST'] as const) {
      const unknown = await service.app.inject({ method, url: '/functions/v1/nothing-here' });
      expect(unknown.statusCode, method).toBe(404);
      expect(unknown.json().error.code).toBe('not_found');
    }
  });
});
