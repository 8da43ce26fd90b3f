import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { bookingRequest, eventually } from './testing/harness.ts';
import { mountSmallDisk } from './testing/smallDisk.ts';
import { freePort } from './testing/smtpSink.ts';

const root = path.resolve(import.meta.dirname, '..');
const cleanups: (() => void)[] = [];

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function fakeDist(): string {
  const dist = tempDir('salon-main-dist-');
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Aurum Atelier</title>');
  mkdirSync(path.join(dist, 'assets'));
  return dist;
}

interface Running {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
}

/** `node --import tsx server/main.ts`, as `npm run serve` runs it, with `env` on top of a clean environment. */
function startMain(env: Record<string, string>): Running {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (data) => (output += data));
  child.stderr!.on('data', (data) => (output += data));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  cleanups.push(() => child.kill('SIGKILL'));
  return { child, output: () => output, exit };
}

describe('server/main.ts', () => {
  // Each start compiles the server with tsx: seconds on a busy machine.
  it('stops start-up with a message naming a bad variable', { timeout: 120_000 }, async () => {
    const bad = startMain({ PORT: 'eighty', DATA_DIR: tempDir('salon-main-data-') });
    expect(await bad.exit).toBe(1);
    expect(bad.output()).toContain('Configuration error: PORT must be a whole number');

    // Nothing listens on that port: the service says which database it could not reach, without the password.
    const postgres = startMain({ DATABASE_URL: `postgres://salon:hunter2@127.0.0.1:${await freePort()}/salon`, DATA_DIR: tempDir('salon-main-data-') });
    expect(await postgres.exit).toBe(1);
    expect(postgres.output()).toMatch(/Could not start: Could not open the PostgreSQL database postgres:\/\/127\.0\.0\.1:\d+\/salon: .*ECONNREFUSED/);
    expect(postgres.output()).not.toContain('hunter2');
  });

  it('stops with one line naming the path and the cause when DATA_DIR cannot be written or the database is damaged', { timeout: 120_000 }, async () => {
    // A DATA_DIR inside a file cannot be created, even by root (whom permissions would not stop).
    const holder = tempDir('salon-main-data-');
    writeFileSync(path.join(holder, 'not-a-folder'), 'x');
    const dataDir = path.join(holder, 'not-a-folder', 'data');
    const unwritable = startMain({ DATA_DIR: dataDir });

    const damaged = tempDir('salon-main-data-');
    writeFileSync(path.join(damaged, 'bookings.db'), Buffer.alloc(8192, 'this is no database '));
    const corrupt = startMain({ DATA_DIR: damaged });

    for (const [run, expected] of [
      [unwritable, `Cannot start: DATA_DIR ${dataDir} is not a folder the service can write (ENOTDIR: not a directory)`],
      [corrupt, `Cannot start: the database ${path.join(damaged, 'bookings.db')} cannot be opened (SQLITE_NOTADB: file is not a database); restore it from a backup or move it away`],
    ] as const) {
      expect(await run.exit).toBe(1);
      expect(run.output().trim()).toBe(expected); // that line alone: no stack trace
    }
  });

  it('says that DATA_DIR is on a read-only disk, whether the folder exists or not', { timeout: 120_000 }, async () => {
    const disk = mountSmallDisk(1);
    try {
      mkdirSync(path.join(disk.path, 'data'));
      execFileSync('mount', ['-o', 'remount,ro', disk.path]);
      const existing = startMain({ DATA_DIR: path.join(disk.path, 'data') });
      const missing = startMain({ DATA_DIR: path.join(disk.path, 'new', 'data') });
      for (const [run, expected] of [
        [existing, `Cannot start: DATA_DIR ${path.join(disk.path, 'data')} is not a folder the service can write (EROFS: read-only file system)`],
        [missing, `Cannot start: DATA_DIR ${path.join(disk.path, 'new', 'data')} is not a folder the service can write (EROFS: read-only file system: ${disk.path})`],
      ] as const) {
        expect(await run.exit).toBe(1);
        expect(run.output().trim()).toBe(expected);
      }
    } finally {
      disk.unmount();
    }
  });

  it('removes temporary .eml files left by a process killed while writing, and only those', { timeout: 120_000 }, async () => {
    const dataDir = tempDir('salon-main-data-');
    const outbox = path.join(dataDir, 'outbox');
    mkdirSync(outbox);
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => dead.on('exit', resolve));
    const abandoned = `20260615-100000-booking_business-x.eml.${dead.pid}.tmp`;
    const ours = `20260615-100000-booking_visitor-y.eml.${process.pid}.tmp`; // a live process writing
    for (const name of [abandoned, ours, 'kept.eml']) writeFileSync(path.join(outbox, name), 'From: x');
    const port = await freePort();
    const service = startMain({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: fakeDist() });
    await eventually(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.ok, 60_000);
    expect(readdirSync(outbox).sort()).toEqual([ours, 'kept.eml'].sort());
    service.child.kill('SIGTERM');
    expect(await service.exit).toBe(0);
  });

  it('serves, writes mail to DATA_DIR/outbox, and on SIGTERM finishes the request in flight before exiting', { timeout: 180_000 }, async () => {
    const dataDir = tempDir('salon-main-data-');
    const port = await freePort();
    const service = startMain({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: fakeDist(), BUSINESS_TIMEZONE: 'Europe/Tirane' });
    const base = `http://127.0.0.1:${port}`;
    await eventually(async () => (await fetch(`${base}/healthz`).catch(() => null))?.ok, 60_000);

    // A booking for next week, slow enough (large photos to re-encode) to be in flight at the signal.
    const date = new Date(Date.now() + 7 * 86_400_000);
    if (date.getUTCDay() === 0) date.setUTCDate(date.getUTCDate() + 1);
    const noisy = await sharp(Buffer.from(Array.from({ length: 1200 * 1200 * 3 }, (_, i) => (i * 7919) % 251)), { raw: { width: 1200, height: 1200, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    const count = Math.min(10, Math.floor((9 * 1024 * 1024) / noisy.length));
    const body = bookingRequest({
      appointment_date: date.toISOString().slice(0, 10),
      appointment_time: '10:00',
      photo_consent: true,
      photos: Array.from({ length: count }, (_, i) => ({ filename: `p${i}.jpg`, type: 'image/jpeg', content: Array.from(noisy) })),
    });
    const answer = fetch(`${base}/functions/v1/send-booking-email`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    // Signal once the service has begun the request (Fastify logs "incoming request" at info level).
    await eventually(() => service.output().includes('"url":"/functions/v1/send-booking-email"'), 60_000);
    service.child.kill('SIGTERM');

    const response = await answer;
    expect(response.status).toBe(201);
    expect(await service.exit).toBe(0);
    expect(service.output().indexOf('booking stored')).toBeGreaterThan(service.output().indexOf('SIGTERM received'));
    expect(service.output()).toContain('SIGTERM received');
    // The booking is stored; its mail went out before the stop, or waits in the outbox for the next start.
    const eml = readdirSync(path.join(dataDir, 'outbox')).filter((f) => f.endsWith('.eml'));
    expect(eml.length).toBeLessThanOrEqual(2);

    const again = startMain({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: fakeDist() });
    await eventually(() => readdirSync(path.join(dataDir, 'outbox')).filter((f) => f.endsWith('.eml')).length === 2, 60_000);
    again.child.kill('SIGINT');
    expect(await again.exit).toBe(0);
  });
});
