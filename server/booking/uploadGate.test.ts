import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { bookingRequest, photoPayload, startService, type TestService } from '../testing/harness.ts';
import sharp from 'sharp';

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
