import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../config.ts';
import { bookingRequest, startService, type TestService } from '../testing/harness.ts';
import { bookingHead, jsonBodyOf, rawClient, sleep, statusOf, writeFully } from '../testing/rawClient.ts';

/** The body a client announces; it keeps sending it after the refusal, as a browser does. */
const DECLARED = 4 * 1024 * 1024;
const PIECE = ' '.repeat(64 * 1024);

/**
 * Sends the head and `start`, then the rest of an announced DECLARED-byte body in pieces, as long
 * as the connection takes them (at most 10 s), and only then reads the answer, as many clients
 * do; resolves with what it received and whether the connection was reset.
 */
async function uploadAndListen(port: number, start: string): Promise<{ status: number | null; body: unknown; reset: boolean }> {
  const client = rawClient(port);
  client.socket.pause();
  let sent = Buffer.byteLength(start);
  await writeFully(client.socket, bookingHead(DECLARED) + start);
  const until = Date.now() + 10_000;
  while (sent < DECLARED && Date.now() < until) {
    const piece = PIECE.slice(0, Math.min(PIECE.length, DECLARED - sent));
    if (!(await writeFully(client.socket, piece))) break;
    sent += piece.length;
    await sleep(5); // a fast phone, not a flood: the answer arrives while it still sends
  }
  client.socket.resume();
  // Wait for the whole answer, or for the connection to end.
  await Promise.race([client.closed, sleep(3000)]);
  const received = client.received();
  client.socket.destroy();
  return { status: statusOf(received), body: jsonBodyOf(received), reset: client.wasReset() };
}

describe('a refusal sent while the client is still uploading', () => {
  let service: TestService | undefined;
  afterEach(async () => service?.close());

  async function listen(config: Partial<ServerConfig> = {}): Promise<number> {
    service = await startService({ config });
    await service.app.listen({ port: 0, host: '127.0.0.1' });
    return (service.app.server.address() as AddressInfo).port;
  }

  it('reaches the client: 400 for a body that is not JSON', { timeout: 20_000 }, async () => {
    const port = await listen();
    const answer = await uploadAndListen(port, '{"name":x');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { code: 'invalid_json' } });
    expect(answer.reset).toBe(false);
  });

  it('reaches the client: 400 for a body that cannot be a booking', { timeout: 20_000 }, async () => {
    const port = await listen();
    const answer = await uploadAndListen(port, '{"name":"Elira","photos":[[');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { code: 'invalid_photo', field: 'photos.0' } });
    expect(answer.reset).toBe(false);
  });

  it('reaches the client: 429 once the rate limit is spent', { timeout: 20_000 }, async () => {
    const port = await listen({ rateLimit: { bookingsPerMinute: 1, newsletterPerMinute: 1, availabilityPerMinute: 1, vitalsPerMinute: 1 } });
    const first = await service!.app.inject({ method: 'POST', url: '/functions/v1/send-booking-email', remoteAddress: '127.0.0.1', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(bookingRequest()) });
    expect(first.statusCode).toBe(201);
    const answer = await uploadAndListen(port, '{"name":"Elira Hoxha","notes":"');
    expect(answer.status).toBe(429);
    expect(answer.body).toMatchObject({ error: { code: 'rate_limited' } });
    expect(answer.reset).toBe(false);
  });
});
