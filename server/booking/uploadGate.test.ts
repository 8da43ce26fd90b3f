import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { bookingRequest, photoPayload, startService, type TestService } from '../testing/harness.ts';
import sharp from 'sharp';
import { bookingHead, rawClient, sleep, statusOf, writeFully, type RawClient } from '../testing/rawClient.ts';

/** POSTs `body` over a real socket; `abortAfterBytes` cuts the connection part-way through the upload. */
function post(port: number, body: string, abortAfterBytes?: number): Promise<number | 'aborted'> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { port, host: '127.0.0.1', method: 'POST', path: '/functions/v1/send-booking-email', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', (error) => (abortAfterBytes === undefined ? reject(error) : resolve('aborted')));
    if (abortAfterBytes === undefined) {
      req.end(body);
    } else {
      req.write(body.slice(0, abortAfterBytes));
      setTimeout(() => {
        req.destroy();
        resolve('aborted');
      }, 50);
    }
  });
}

describe('large uploads wait for a slot', () => {
  let service: TestService | undefined;
  afterEach(async () => service?.close());

  it('serves every booking with photos when several arrive at once, even after uploads that were cut off', async () => {
    service = await startService();
    await service.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = service.app.server.address() as AddressInfo;
    const noisy = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg().toBuffer();
    const photo = photoPayload(noisy);
    const body = JSON.stringify(bookingRequest({ photos: [photo], photo_consent: true }));
    expect(Buffer.byteLength(body)).toBeGreaterThan(256 * 1024); // large enough to need a slot

    // Three clients vanish mid-upload, more than there are slots; the bookings after them must still go through.
    const aborted = await Promise.all([1, 2, 3].map(() => post(port, body, 100_000)));
    expect(aborted).toEqual(['aborted', 'aborted', 'aborted']);
    const statuses = await Promise.all([1, 2, 3, 4, 5].map(() => post(port, body)));
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    expect(service.counts().bookings).toBe(5);
  });
});

describe('slow and silent uploads do not starve a visitor', () => {
  let service: TestService | undefined;
  const others: RawClient[] = [];
  const timers: NodeJS.Timeout[] = [];
  afterEach(async () => {
    for (const timer of timers.splice(0)) clearInterval(timer);
    for (const client of others.splice(0)) client.socket.destroy();
    await service?.close();
  });

  it("a visitor's 8 MB photo booking answers 201 within 5 s while 8 silent and 4 slow uploads from three other addresses hold on", { timeout: 60_000 }, async () => {
    // Production's client timeouts; the service listens on 127.0.0.1 and sees each loopback address as a client.
    service = await startService();
    await service.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = service.app.server.address() as AddressInfo;
    const big = await sharp({ create: { width: 1700, height: 1700, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .jpeg({ quality: 95 })
      .toBuffer();
    const body = JSON.stringify(bookingRequest({ photos: [photoPayload(big)], photo_consent: true }));
    expect(Buffer.byteLength(body)).toBeGreaterThan(8_000_000);

    const attackers = ['127.0.0.2', '127.0.0.3', '127.0.0.4'];
    const announced = bookingHead(body.length);
    // Eight connections send the head and the first bytes of a body (216 bytes in all), then nothing.
    const opening = `{"name":"${'x'.repeat(216 - announced.length - 9)}`;
    expect(announced.length + opening.length).toBe(216);
    for (let i = 0; i < 8; i++) {
      const client = rawClient(port, attackers[i % 3]);
      client.socket.write(announced + opening);
      others.push(client);
    }
    // Four send their body at 1 KiB/s.
    for (let i = 0; i < 4; i++) {
      const client = rawClient(port, attackers[i % 3]);
      client.socket.write(`${announced}{"notes":"`);
      timers.push(setInterval(() => client.socket.write('y'.repeat(102)), 100));
      others.push(client);
    }
    await sleep(500);

    const visitor = rawClient(port, '127.0.0.5');
    others.push(visitor);
    const started = Date.now();
    // Not awaited: a service that does not read the body would hold this write forever.
    void writeFully(visitor.socket, bookingHead(Buffer.byteLength(body)) + body);
    while (statusOf(visitor.received()) === null && Date.now() - started < 5000 && !visitor.socket.destroyed) await sleep(20);
    const elapsed = Date.now() - started;
    expect(statusOf(visitor.received()), `after ${elapsed} ms: ${visitor.received().slice(0, 200)}`).toBe(201);
    expect(elapsed).toBeLessThan(5000);
    expect(service.counts().bookings).toBe(1);
  });
});
