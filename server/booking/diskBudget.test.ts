import { mkdirSync, readdirSync, rmSync, statfsSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OUTBOX_FOLDER } from '../mail/transport.ts';
import { bookingRequest, eventually, photoPayload, postBooking, startService, tempDataDir, TEST_NOW, type TestService } from '../testing/harness.ts';
import { phoneJpegWithGps } from '../testing/images.ts';
import { mountSmallDisk, type SmallDisk } from '../testing/smallDisk.ts';
import { reencodePhoto } from './photos.ts';

const MiB = 1024 * 1024;
const withPhoto = async (overrides: Parameters<typeof bookingRequest>[0] = {}) =>
  bookingRequest({ photos: [photoPayload(await phoneJpegWithGps())], photo_consent: true, ...overrides });

let service: TestService | null = null;
let disk: SmallDisk | null = null;
afterEach(async () => {
  await service?.close({ keepData: disk !== null });
  disk?.unmount();
  service = disk = null;
});

describe('the disk guard', () => {
  it('refuses photos while the disk is down to DISK_RESERVE_MB, takes bookings without photos, and takes photos again once there is room', async () => {
    disk = mountSmallDisk(32);
    const dataDir = path.join(disk.path, 'data');
    mkdirSync(dataDir);
    service = await startService({ dataDir, config: { diskReserveBytes: 8 * MiB } });
    // Leave 6 MiB: the database still has room to work, but less than the reserve.
    const { bavail, bsize } = statfsSync(disk.path);
    const filler = path.join(disk.path, 'filler');
    writeFileSync(filler, Buffer.alloc(bavail * bsize - 6 * MiB));

    const refused = await postBooking(service.app, await withPhoto({ email: 'photos@example.com' }));
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json()).toMatchObject({ error: { code: 'storage_unavailable', field: 'photos' } });
    expect(service.counts()).toMatchObject({ bookings: 0, booking_photos: 0 });

    expect((await postBooking(service.app, bookingRequest({ email: 'words@example.com' }))).statusCode).toBe(201);

    rmSync(filler);
    expect((await postBooking(service.app, await withPhoto({ email: 'photos@example.com' }))).statusCode).toBe(201);
    expect(service.counts()).toMatchObject({ bookings: 2, booking_photos: 1 });
  });
});

describe('the daily photo budget of a client address', () => {
  it('refuses photos beyond PHOTO_MB_PER_ADDRESS_PER_DAY with 429, and takes bookings without photos, other addresses, and the next day', async () => {
    const stored = (await reencodePhoto({ filename: 'p.jpg', content: await phoneJpegWithGps() }, 0)).bytes.byteLength;
    let now = TEST_NOW;
    service = await startService({ now: () => now, config: { photoBytesPerAddressPerDay: Math.floor(stored * 1.5) } });
    const from = async (address: string, body: unknown) =>
      service!.app.inject({ method: 'POST', url: '/functions/v1/send-booking-email', remoteAddress: address, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });

    expect((await from('203.0.113.7', await withPhoto())).statusCode).toBe(201);
    const refused = await from('203.0.113.7', await withPhoto({ email: 'again@example.com' }));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'photo_limit_reached', field: 'photos' } });
    expect(service.counts()).toMatchObject({ bookings: 1, booking_photos: 1 });

    expect((await from('203.0.113.7', bookingRequest({ email: 'again@example.com' }))).statusCode).toBe(201);
    expect((await from('198.51.100.4', await withPhoto({ email: 'other@example.com' }))).statusCode).toBe(201);
    now = new Date(TEST_NOW.getTime() + 24 * 60 * 60_000);
    expect((await from('203.0.113.7', await withPhoto({ email: 'tomorrow@example.com', appointment_date: '2026-06-17' }))).statusCode).toBe(201);
    expect(service.counts()).toMatchObject({ bookings: 4, booking_photos: 3 });
  });
});

describe('the .eml copies of the file transport', () => {
  it('are readable by the service’s account alone, and deleted with the photos when their retention ends', async () => {
    const dataDir = tempDataDir();
    const bookedAt = new Date('2026-01-05T08:00:00Z');
    service = await startService({ dataDir, now: () => bookedAt });
    expect((await postBooking(service.app, await withPhoto({ appointment_date: '2026-01-06' }))).statusCode).toBe(201);
    const outbox = path.join(dataDir, OUTBOX_FOLDER);
    const files = await eventually(() => {
      const names = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
      return names.length === 2 ? names : null;
    });
    for (const name of files) expect(statSync(path.join(outbox, name)).mode & 0o777).toBe(0o600);
    await service.close({ keepData: true });

    // The day before the photos' retention ends, a restart (which purges) keeps them; the day after, they go.
    service = await startService({ dataDir, now: () => new Date('2026-04-05T12:00:00Z') });
    expect(readdirSync(outbox).filter((name) => name.endsWith('.eml'))).toHaveLength(2);
    await service.close({ keepData: true });
    service = await startService({ dataDir, now: () => new Date('2026-04-07T12:00:00Z') });
    expect(service.counts()).toMatchObject({ bookings: 1, booking_photos: 0 });
    expect(readdirSync(outbox).filter((name) => name.endsWith('.eml'))).toEqual([]);
  });
});
