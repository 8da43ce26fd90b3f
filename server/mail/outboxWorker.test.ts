import { afterEach, describe, expect, it } from 'vitest';
import { bookingRequest, eventually, postBooking, startService, testConfig, type TestService } from '../testing/harness.ts';
import { startSmtpSink, type SmtpSink } from '../testing/smtpSink.ts';
import { ArrivalRate, retryDelayMs } from './outboxWorker.ts';

describe('retryDelayMs', () => {
  const config = { retryBaseMs: 30_000, retryMaxMs: 3_600_000 };

  it('doubles from the base per failed attempt, up to the cap', () => {
    const highest = (attempt: number) => retryDelayMs(attempt, config, () => 1);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(highest)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000]);
    expect(highest(1000)).toBe(3_600_000);
  });

  it('spreads retries between half and all of that delay', () => {
    expect(retryDelayMs(3, config, () => 0)).toBe(60_000);
    expect(retryDelayMs(3, config, () => 0.5)).toBe(90_000);
    expect(retryDelayMs(3, config, () => 1)).toBe(120_000);
    for (let i = 0; i < 100; i++) {
      const delay = retryDelayMs(2, config);
      expect(delay).toBeGreaterThanOrEqual(30_000);
      expect(delay).toBeLessThanOrEqual(60_000);
    }
  });
});

describe('ArrivalRate', () => {
  it('counts the arrivals of the last second, holding a window just begun up to the one before', () => {
    const rate = new ArrivalRate();
    expect(rate.perSecond(0)).toBe(0);
    for (let t = 0; t < 1000; t += 40) rate.record(t); // 25 in the first second
    expect(rate.perSecond(999)).toBe(25);
    rate.record(1000); // a new window: the last second's 25 still count
    expect(rate.perSecond(1500)).toBe(25);
    for (let t = 1500; t < 2000; t += 20) rate.record(t);
    expect(rate.perSecond(1999)).toBe(26);
  });

  it('forgets a flood once a whole quiet window has passed', () => {
    const rate = new ArrivalRate();
    for (let t = 0; t < 1000; t += 10) rate.record(t);
    expect(rate.perSecond(1200)).toBe(100);
    expect(rate.perSecond(2300)).toBe(0); // the window 1000–2000 had none
    rate.record(5000);
    expect(rate.perSecond(5001)).toBe(1); // after a long gap, nothing old is left
  });
});

type Outbox = { kind: string; attempts: number; sent_at: string | null; failed_at: string | null; next_attempt_at: string | null; last_error: string | null };
const outbox = (service: TestService) => service.db().prepare('select kind, attempts, sent_at, failed_at, next_attempt_at, last_error from outbox order by kind').all() as Outbox[];

describe('the outbox worker', () => {
  let smtp: SmtpSink | null = null;
  let service: TestService | null = null;

  afterEach(async () => {
    await service?.close();
    await smtp?.close();
    service = smtp = null;
  });

  it('on close, finishes the message in hand and sends no other', async () => {
    let started = 0;
    smtp = await startSmtpSink(0, { delayMs: 700, onMessageStart: () => started++ });
    service = await startService({ smtpPort: smtp.port });
    expect((await postBooking(service.app, bookingRequest())).statusCode).toBe(201);
    await eventually(() => started === 1);
    await service.app.close();

    expect(smtp.messages).toHaveLength(1); // the one in hand arrived
    const rows = outbox(service);
    expect(rows.filter((r) => r.sent_at !== null)).toHaveLength(1);
    expect(rows.filter((r) => r.sent_at === null && r.next_attempt_at !== null)).toHaveLength(1); // the other waits for the next start
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(started).toBe(1);
  });

  it('in a flood, sends one message per pause, and every message arrives', async () => {
    const arrivals: number[] = [];
    smtp = await startSmtpSink(0, { onMessageStart: () => arrivals.push(performance.now()) });
    // More than 2 bookings a second is a flood here; in production, more than 20.
    service = await startService({ smtpPort: smtp.port, config: { mailWorker: { ...testConfig('').mailWorker, floodRequestsPerSecond: 2, floodPaceMs: 250 } } });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => postBooking(service!.app, bookingRequest({ name: `Guest ${i}`, email: `guest${i}@example.com` }))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(201));

    const delivered = await smtp.waitFor(16, 15_000); // 8 bookings, 2 messages each
    expect(delivered).toHaveLength(16);
    const gaps = arrivals.slice(1).map((at, i) => at - arrivals[i]!);
    // Once the third booking is counted, and for the rest of that second and the next, messages
    // come a pause apart (the worker may have sent the first bookings' mail at once, before it).
    // Unpaced, all 16 come within milliseconds of each other.
    expect(gaps.filter((gap) => gap >= 240).length).toBeGreaterThanOrEqual(3);
    await eventually(() => outbox(service!).every((row) => row.sent_at !== null));
  });

  it('gives up on a recipient the server refuses for good (550), and keeps retrying one refused for now (450)', async () => {
    smtp = await startSmtpSink(0, { refuseRecipient: (address) => (address === 'gone@example.com' ? 550 : address === 'busy@example.com' ? 450 : null) });
    service = await startService({ smtpPort: smtp.port });
    expect((await postBooking(service.app, bookingRequest({ email: 'gone@example.com' }))).statusCode).toBe(201);
    await smtp.waitFor(1); // the business's copy still goes out
    const refused = await eventually(() => outbox(service!).find((r) => r.kind === 'booking_visitor' && r.failed_at !== null));
    expect(refused).toMatchObject({ attempts: 1, sent_at: null, next_attempt_at: null });
    expect(refused.last_error).toMatch(/550/);

    expect((await postBooking(service.app, bookingRequest({ email: 'busy@example.com' }))).statusCode).toBe(201);
    const busy = await eventually(() => {
      const row = outbox(service!).filter((r) => r.kind === 'booking_visitor')[1];
      return row && row.attempts >= 3 ? row : null;
    });
    expect(busy).toMatchObject({ failed_at: null, sent_at: null });
    expect(busy.last_error).toMatch(/450/);
    expect(smtp.messages).toHaveLength(2); // only the two business copies
  });
});
