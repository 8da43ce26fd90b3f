import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequest, eventually, postBooking, startService, type TestService } from '../testing/harness.ts';
import { startSmtpSink, type SmtpSink } from '../testing/smtpSink.ts';

/** A 16 MB filesystem of its own (tmpfs), so the test can fill it. Mounting needs root, as CI has. */
function mountSmallDisk(): string {
  const mountPoint = mkdtempSync(path.join(os.tmpdir(), 'salon-unwritable-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=16m', 'tmpfs', mountPoint], { stdio: 'pipe' });
    return mountPoint;
  } catch (error) {
    rmSync(mountPoint, { recursive: true, force: true });
    throw new Error(`The unwritable-database test mounts a small tmpfs to fill it, which needs root: ${(error as Error).message}`, { cause: error });
  }
}

describe('/healthz while the SQLite database cannot be written', () => {
  let disk: string | undefined;
  let service: TestService;
  let smtp: SmtpSink;
  let filler = '';

  beforeAll(async () => {
    disk = mountSmallDisk();
    filler = path.join(disk, 'filler');
    smtp = await startSmtpSink();
    const dataDir = path.join(disk, 'data');
    mkdirSync(dataDir);
    service = await startService({ dataDir, smtpPort: smtp.port });
  });

  afterAll(async () => {
    await service?.close({ keepData: true });
    await smtp?.close();
    if (disk) {
      execFileSync('umount', [disk]);
      rmSync(disk, { recursive: true, force: true });
    }
  });

  const health = async () => {
    const response = await service.app.inject({ method: 'GET', url: '/healthz' });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  };

  it('answers 503 with the reason while the disk is full, and 200 with bookings accepted again once there is room, without a restart', async () => {
    expect((await postBooking(service.app, bookingRequest({ email: 'before@example.com' }))).statusCode).toBe(201);
    await smtp.waitFor(2);
    expect(await health()).toEqual({ status: 200, body: { status: 'ok' } });

    try {
      execFileSync('dd', ['if=/dev/zero', `of=${filler}`, 'bs=64k'], { stdio: 'ignore' });
    } catch {
      // dd stops with "No space left on device": that is the point
    }
    expect(await health()).toEqual({
      status: 503,
      body: { status: 'unavailable', reason: 'database_not_writable', message: 'The database cannot take a write: new bookings are refused' },
    });
    // It stays so on every check while the disk is full, not once.
    expect((await health()).status).toBe(503);

    rmSync(filler);
    await eventually(async () => (await health()).status === 200);
    const after = await postBooking(service.app, bookingRequest({ email: 'after@example.com' }));
    expect(after.statusCode).toBe(201);
    await smtp.waitFor(4);
    expect(await health()).toEqual({ status: 200, body: { status: 'ok' } });
    expect(service.counts()).toMatchObject({ bookings: 2, outbox: 4 });
  });
});
