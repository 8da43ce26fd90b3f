import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_PROBE_CACHE_MS } from '../health.ts';
import { bookingRequest, eventually, postBooking, startService, type TestService } from '../testing/harness.ts';
import { mountSmallDisk, type SmallDisk } from '../testing/smallDisk.ts';
import { startSmtpSink, type SmtpSink } from '../testing/smtpSink.ts';

describe('/healthz while the SQLite database cannot be written', () => {
  let disk: SmallDisk | undefined;
  let service: TestService;
  let smtp: SmtpSink;
  /** The clock /healthz times its cached probe by: each step makes the next check probe again. */
  let clock = 0;

  beforeAll(async () => {
    disk = mountSmallDisk();
    smtp = await startSmtpSink();
    const dataDir = path.join(disk.path, 'data');
    mkdirSync(dataDir);
    service = await startService({ dataDir, smtpPort: smtp.port, clockMs: () => clock });
  });

  afterAll(async () => {
    await service?.close({ keepData: true });
    await smtp?.close();
    disk?.unmount();
  });

  const health = async () => {
    const response = await service.app.inject({ method: 'GET', url: '/healthz' });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  };

  it('answers 503 with the reason while the disk is full, and 200 with bookings accepted again once there is room, without a restart', async () => {
    expect((await postBooking(service.app, bookingRequest({ email: 'before@example.com' }))).statusCode).toBe(201);
    await smtp.waitFor(2);
    expect(await health()).toEqual({ status: 200, body: { status: 'ok' } });

    disk!.fill();
    clock += HEALTH_PROBE_CACHE_MS;
    expect(await health()).toEqual({
      status: 503,
      body: { status: 'unavailable', reason: 'database_not_writable', message: 'The database cannot take a write: new bookings are refused' },
    });
    // It stays so on every check while the disk is full, not once.
    clock += HEALTH_PROBE_CACHE_MS;
    expect((await health()).status).toBe(503);

    disk!.free();
    clock += HEALTH_PROBE_CACHE_MS;
    await eventually(async () => (await health()).status === 200);
    const after = await postBooking(service.app, bookingRequest({ email: 'after@example.com' }));
    expect(after.statusCode).toBe(201);
    await smtp.waitFor(4);
    expect(await health()).toEqual({ status: 200, body: { status: 'ok' } });
    expect(service.counts()).toMatchObject({ bookings: 2, outbox: 4 });
  });
});
