import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_WORKER } from '../config.ts';
import { bookingRequest, startService, type TestService } from '../testing/harness.ts';
import { freePort, startSmtpSink, type SmtpSink } from '../testing/smtpSink.ts';

const BOOKINGS = 1000;
const CLIENTS = 50;
const SENT_TWICE = 0.2;

/** Mail as fast as the worker can: the flood pacing, which leaves the CPU to answers, would make the run minutes long. */
const unpaced = { ...DEFAULT_MAIL_WORKER, pollIntervalMs: 50, retryBaseMs: 200, retryMaxMs: 1000, floodRequestsPerSecond: 1_000_000 };

async function listen(service: TestService): Promise<string> {
  await service.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(service.app.server.address() as AddressInfo).port}`;
}

/**
 * `count` bookings from `clients` concurrent clients over HTTP, each with its own Idempotency-Key;
 * a random fifth is sent twice at once (a double click). Returns every status and the ids per key.
 */
async function bookConcurrently(base: string, count: number, clients: number, onProgress?: (done: number) => void) {
  const statuses = new Map<number, number>();
  const idsByKey = new Map<string, Set<string>>();
  let next = 0;
  let done = 0;
  const post = async (i: number, key: string) => {
    const response = await fetch(`${base}/functions/v1/send-booking-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(bookingRequest({ name: `Guest ${i}`, email: `guest${i}@example.com`, notes: `Booking ${i}` })),
    });
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    const body = (await response.json()) as { id?: string };
    if (body.id) idsByKey.set(key, (idsByKey.get(key) ?? new Set()).add(body.id));
  };
  const client = async () => {
    for (let i = next++; i < count; i = next++) {
      const key = `load-${i}-${Math.random().toString(36).slice(2)}`;
      await (Math.random() < SENT_TWICE ? Promise.all([post(i, key), post(i, key)]) : post(i, key));
      onProgress?.(++done);
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return { statuses, idsByKey };
}

/** Waits until the sink holds `count` messages (and a moment more, to see any extra one). */
async function delivered(smtp: SmtpSink, count: number, timeoutMs: number) {
  await smtp.waitFor(count, timeoutMs);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return smtp.messages;
}

describe('load and mail outages', () => {
  let service: TestService | undefined;
  let smtp: SmtpSink | undefined;
  afterEach(async () => {
    await service?.close();
    await smtp?.close();
    service = smtp = undefined;
  });

  it(`${BOOKINGS} bookings from ${CLIENTS} concurrent clients, a fifth sent twice: ${BOOKINGS} stored, ${2 * BOOKINGS} messages delivered, none twice`, async () => {
    smtp = await startSmtpSink();
    service = await startService({ smtpPort: smtp.port, config: { rateLimit: { bookingsPerMinute: 1_000_000, newsletterPerMinute: 10, availabilityPerMinute: 10, vitalsPerMinute: 10 }, mailWorker: unpaced } });
    const base = await listen(service);

    const { statuses, idsByKey } = await bookConcurrently(base, BOOKINGS, CLIENTS);
    expect(Object.fromEntries(statuses)).toEqual({ 201: expect.any(Number) });
    expect(idsByKey.size).toBe(BOOKINGS);
    expect([...idsByKey.values()].every((ids) => ids.size === 1)).toBe(true); // a repeat got the first answer
    expect(service.counts()).toMatchObject({ bookings: BOOKINGS, outbox: 2 * BOOKINGS, idempotency_keys: BOOKINGS });

    const mails = await delivered(smtp, 2 * BOOKINGS, 240_000);
    expect(mails).toHaveLength(2 * BOOKINGS);
    expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(2 * BOOKINGS);
  });

  it('the mail server down for the first half of a run, then up: nothing refused, every message delivered once', async () => {
    const count = 200;
    const port = await freePort(); // nothing listens there yet
    service = await startService({ smtpPort: port, config: { rateLimit: { bookingsPerMinute: 1_000_000, newsletterPerMinute: 10, availabilityPerMinute: 10, vitalsPerMinute: 10 }, mailWorker: unpaced } });
    const base = await listen(service);

    let serverStarting: Promise<SmtpSink> | null = null;
    const { statuses } = await bookConcurrently(base, count, 20, (done) => {
      if (done === count / 2) serverStarting = startSmtpSink(port);
    });
    expect(Object.fromEntries(statuses)).toEqual({ 201: expect.any(Number) });
    smtp = await serverStarting!;
    expect(service.counts()).toMatchObject({ bookings: count, outbox: 2 * count });
    const attempted = service.db().prepare('SELECT count(*) AS n FROM outbox WHERE attempts > 0').get() as { n: number };
    expect(attempted.n).toBeGreaterThan(0); // the worker did try while the server was down

    const mails = await delivered(smtp, 2 * count, 120_000);
    expect(mails).toHaveLength(2 * count);
    expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(2 * count);
  });
});
