import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT_TIMEOUTS } from '../config.ts';
import { bookingRequest, photoPayload, startService, type TestService } from '../testing/harness.ts';

/** A raw connection that sends `text` and keeps what comes back; `closed` resolves with it when the server closes. */
function rawClient(port: number, text: string): { socket: Socket; closed: Promise<string> } {
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => (answer += chunk));
  socket.on('error', () => {});
  socket.write(text);
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(answer)));
  return { socket, closed };
}

const head = (contentLength: number) =>
  `POST /functions/v1/send-booking-email HTTP/1.1\r\nHost: salon.test\r\nContent-Type: application/json\r\nContent-Length: ${contentLength}\r\n\r\n`;

/** The status of a booking sent over a real socket, or "timeout" when no answer came within `ms`. */
async function statusWithin(port: number, body: string, ms: number): Promise<number | 'timeout'> {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {});
  socket.write(head(Buffer.byteLength(body)) + body);
  let answer = '';
  try {
    return await new Promise<number | 'timeout'>((resolve) => {
      setTimeout(() => resolve('timeout'), ms);
      socket.on('data', (chunk: Buffer) => {
        answer += chunk.toString('latin1');
        const status = /^HTTP\/1\.1 (\d{3})/.exec(answer);
        if (status) resolve(Number(status[1]));
      });
    });
  } finally {
    socket.destroy();
  }
}

let photoBody: string;
beforeAll(async () => {
  const noisy = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg()
    .toBuffer();
  photoBody = JSON.stringify(bookingRequest({ photos: [photoPayload(noisy)], photo_consent: true }));
  expect(Buffer.byteLength(photoBody)).toBeGreaterThan(256 * 1024); // large enough to need an upload slot
});

describe('slow and silent clients', () => {
  let service: TestService | undefined;
  let others: Socket[] = [];
  afterEach(async () => {
    for (const socket of others) socket.destroy();
    others = [];
    await service?.close();
  });

  async function listen(timeouts: Partial<typeof DEFAULT_CLIENT_TIMEOUTS> = {}): Promise<number> {
    service = await startService({ config: { clientTimeouts: { ...DEFAULT_CLIENT_TIMEOUTS, checkEveryMs: 100, ...timeouts } } });
    await service.app.listen({ port: 0, host: '127.0.0.1' });
    return (service.app.server.address() as AddressInfo).port;
  }

  it('connections that announce a 1 MB body and send nothing do not hold the upload budget', async () => {
    const port = await listen();
    for (let i = 0; i < 3; i++) others.push(rawClient(port, head(1_000_000)).socket);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await statusWithin(port, photoBody, 5000)).toBe(201);
    expect(service!.counts().bookings).toBe(1);
  });

  it('a body that stops arriving is cut off with 408 after the grace period, freeing its slot', async () => {
    const port = await listen({ bodyGraceMs: 500, bodyMinBytesPerSecond: 64 * 1024 });
    const stalled = [1, 2, 3].map(() => {
      const client = rawClient(port, `${head(1_000_000)}{"name":"Slow`);
      others.push(client.socket);
      return client.closed;
    });
    const started = Date.now();
    const answers = await Promise.all(stalled);
    expect(Date.now() - started).toBeLessThan(4000);
    for (const answer of answers) {
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toContain('"code":"request_timeout"');
    }
    expect(await statusWithin(port, photoBody, 5000)).toBe(201);
  });

  it('a body that trickles below the minimum rate is cut off too', async () => {
    const port = await listen({ bodyGraceMs: 500, bodyMinBytesPerSecond: 64 * 1024 });
    const client = rawClient(port, `${head(1_000_000)}{"notes":"`);
    others.push(client.socket);
    const drip = setInterval(() => client.socket.write('x'.repeat(1000)), 50); // 20 KB/s
    try {
      const answer = await client.closed;
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      clearInterval(drip);
    }
  });

  it('a body that stops after a fast start is cut off after the idle limit, however much it sent', async () => {
    const port = await listen({ bodyIdleMs: 600, bodyMinBytesPerSecond: 1024 });
    const client = rawClient(port, `${head(1_000_000)}{"photos":[{"content":[${'7,'.repeat(150_000)}`);
    others.push(client.socket);
    const started = Date.now();
    const answer = await client.closed;
    expect(Date.now() - started).toBeLessThan(4000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('stopped arriving');
  });

  it('headers that never finish are cut off after the headers timeout', async () => {
    const port = await listen({ headersMs: 400, requestMs: 2000 });
    const client = rawClient(port, 'POST /functions/v1/send-booking-email HTTP/1.1\r\nHost: salon.test\r\nContent-Ty');
    others.push(client.socket);
    const started = Date.now();
    const answer = await client.closed;
    expect(Date.now() - started).toBeLessThan(2000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('a request whose body never begins is cut off after the request timeout', async () => {
    const port = await listen({ headersMs: 300, requestMs: 800 });
    const client = rawClient(port, head(1_000_000));
    others.push(client.socket);
    const started = Date.now();
    const answer = await client.closed;
    expect(Date.now() - started).toBeLessThan(3000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });
});
