import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequest, photoPayload, postBooking, startService, type TestService } from '../testing/harness.ts';
import { mountSmallDisk, type SmallDisk } from '../testing/smallDisk.ts';
import { startSmtpSink, type SmtpSink } from '../testing/smtpSink.ts';

describe('the database on a disk that fills up', () => {
  let disk: SmallDisk | undefined;
  let service: TestService;
  let smtp: SmtpSink;
  let photo: Buffer;

  beforeAll(async () => {
    disk = mountSmallDisk();
    photo = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 50 } } })
      .jpeg({ quality: 95 })
      .toBuffer();
    smtp = await startSmtpSink();
    const dataDir = path.join(disk.path, 'data');
    mkdirSync(dataDir);
    // No disk reserve for photos: the database's own failure on the full disk is under test.
    service = await startService({ dataDir, smtpPort: smtp.port, config: { diskReserveBytes: 0 } });
  });

  afterAll(async () => {
    await service?.close({ keepData: true });
    await smtp?.close();
    disk?.unmount();
  });

  const book = (i: number) =>
    postBooking(service.app, bookingRequest({ email: `guest${i}@example.com`, photo_consent: true, photos: [photoPayload(photo, `p${i}.jpg`)] }), {
      'idempotency-key': `full-disk-${i}`,
    });

  it('answers 503 while the disk is full, writes nothing half, and takes bookings again once there is room', async () => {
    expect((await book(0)).statusCode).toBe(201);

    // Fill the disk to the last block.
    disk!.fill();
    const whileFull: number[] = [];
    for (let i = 1; i <= 5; i++) {
      const response = await book(i);
      whileFull.push(response.statusCode);
      if (response.statusCode === 503) {
        expect(response.json().error.code).toBe('storage_unavailable');
        expect(response.headers['retry-after']).toBe('30');
      }
    }
    expect(whileFull).toContain(503);
    expect(whileFull.every((status) => status === 503 || status === 201)).toBe(true);

    // Whatever was answered 201 is whole; nothing else is there.
    const accepted = 1 + whileFull.filter((status) => status === 201).length;
    const counts = service.counts();
    expect(counts).toMatchObject({ bookings: accepted, booking_photos: accepted, booking_events: accepted, outbox: 2 * accepted, idempotency_keys: accepted });

    // Room again: the same requests (same keys) go through without a restart.
    disk!.free();
    for (let i = 1; i <= 5; i++) expect((await book(i)).statusCode).toBe(201);
    expect(service.counts()).toMatchObject({ bookings: 6, booking_photos: 6, outbox: 12, idempotency_keys: 6 });
    const health = await service.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    // Every message is delivered. One sent while the disk was full may go out twice (its "sent"
    // mark could not be written), with the same Message-ID, so the mail client shows it once.
    const outboxIds = (service.db().prepare('SELECT message_id FROM outbox').all() as { message_id: string }[]).map((row) => row.message_id).sort();
    const delivered = () => [...new Set(smtp.messages.map((mail) => mail.messageId))].sort();
    const waitUntil = Date.now() + 60_000;
    while (delivered().length < 12 && Date.now() < waitUntil) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(delivered()).toEqual(outboxIds);
    const pending = service.db().prepare('SELECT count(*) AS n FROM outbox WHERE sent_at IS NULL').get() as { n: number };
    expect(pending.n).toBe(0);
  });
});
