/**
 * The real service, started as `npm run serve` starts it, under bodies built to cost memory: its
 * resident memory (read from /proc) must stay bounded and a visitor's booking must still be
 * answered quickly. Loopback only; every loop and wait is bounded.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDateAfter, todayIn } from '../../core/dates.ts';
import { bookableSlots } from '../../core/slots.ts';
import { freePort } from '../testing/smtpSink.ts';
import { bookingHead, rawClient, sleep, statusOf, writeFully, type RawClient } from '../testing/rawClient.ts';

const root = path.resolve(import.meta.dirname, '../..');
const RSS_LIMIT_BYTES = 300 * 1024 * 1024;
const TIME_ZONE = 'Europe/Tirane';

/** `[x,x,…]` with `count` copies of `item`. */
const list = (item: string, count: number) => `[${new Array<string>(count).fill(item).join(',')}]`;

/** Resident memory of process `pid` now and at its peak, in bytes; zero once it has exited. */
function memoryOf(pid: number): { rss: number; peak: number } {
  let status = '';
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return { rss: 0, peak: 0 };
  }
  const kib = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kib('VmRSS'), peak: kib('VmHWM') };
}

/** A booking the service accepts today: the first free consultation slot of the coming days. */
function validBooking(): string {
  const today = todayIn(TIME_ZONE);
  for (let day = 1; day < 14; day++) {
    const date = isoDateAfter(today, day);
    const [time] = bookableSlots('consultation', date, new Date(), TIME_ZONE);
    if (time) {
      return JSON.stringify({ name: 'Elira Hoxha', email: 'elira@example.com', phone: null, service: 'consultation', appointment_date: date, appointment_time: time, notes: null, photos: [], language: 'en' });
    }
  }
  throw new Error('no bookable slot in the next two weeks');
}

/** Sends `head` then `pieces` in order, as fast as the service reads them; resolves when done or cut off. */
async function upload(client: RawClient, head: string | Uint8Array, pieces: Iterable<string | Uint8Array>): Promise<void> {
  if (!(await writeFully(client.socket, head))) return;
  for (const piece of pieces) if (!(await writeFully(client.socket, piece))) return;
}

describe('memory under bodies built to cost it', () => {
  let child: ChildProcess;
  let port: number;
  let dataDir: string;
  let output = '';

  beforeAll(async () => {
    port = await freePort();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'salon-memory-'));
    // The service serves a built site; a one-page stand-in will do.
    const distDir = path.join(dataDir, 'dist');
    mkdirSync(path.join(distDir, 'assets'), { recursive: true });
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Aurum Atelier</title>');
    // As `npm run serve` runs it; the heap cap only keeps a regression from taking the machine down.
    child = spawn(process.execPath, ['--max-old-space-size=1024', '--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        MALLOC_MMAP_THRESHOLD_: '131072',
        MALLOC_ARENA_MAX: '2',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(dataDir, 'data'),
        DIST_DIR: distDir,
        PUBLIC_URL: 'http://salon.test',
        RATE_LIMIT_BOOKINGS_PER_MINUTE: '100000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (data) => (output = (output + data).slice(-4000)));
    child.stderr!.on('data', (data) => (output = (output + data).slice(-4000)));
    const until = Date.now() + 60_000;
    for (;;) {
      const ready = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
      if (ready) break;
      if (Date.now() > until || child.exitCode !== null) throw new Error(`the service did not start: ${output}`);
      await sleep(200);
    }
  }, 90_000);

  afterAll(() => {
    child?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stays under 300 MB and answers a booking within 2 s while 4 bodies of 40 MB of {} and [] and 500 held 240 kB bodies arrive', { timeout: 120_000 }, async () => {
    const before = memoryOf(child.pid!);
    const clients: RawClient[] = [];
    const peaks: number[] = [];
    const sampler = setInterval(() => peaks.push(memoryOf(child.pid!).rss), 50);
    try {
      // 40 MB of empty objects or lists, nested within the limits (depth 16, 100 elements a list):
      // the reader must not build 13 million of them.
      const cube = (leaf: string) => list(list(list(leaf, 100), 100), 100); // 3 MB
      const floods = [
        { open: '[', leaf: '{}', close: ']' },
        { open: '{"photos":[', leaf: '[]', close: ']}' },
        { open: '{"name":"Elira","photos":[{"filename":"a.jpg","type":"image/jpeg","content":[', leaf: '{}', close: ']}]}' },
        { open: '{"website":', leaf: '[]', close: '}' },
      ].flatMap(({ open, leaf, close }) => {
        const block = Buffer.from(cube(leaf));
        const comma = Buffer.from(',');
        const pieces: Buffer[] = [Buffer.from(open)];
        for (let i = 0; i < 13; i++) pieces.push(...(i === 0 ? [] : [comma]), block);
        pieces.push(Buffer.from(close));
        const length = pieces.reduce((sum, piece) => sum + piece.length, 0);
        return [{ length, pieces }];
      });
      expect(floods).toHaveLength(4);
      const flooding = floods.map(({ length, pieces }, i) => {
        expect(length).toBeGreaterThan(39_000_000);
        const client = rawClient(port, `127.0.0.${20 + i}`);
        clients.push(client);
        return upload(client, bookingHead(length), pieces);
      });

      // 500 bodies of 240 kB from 100 addresses, all but their last byte sent, then held: half of
      // them empty objects, half a photo's bytes (what a valid booking of that size holds).
      const objects = `{"notes":null,"photos":[${list(list('{}', 100), 7)}]}`.padEnd(240_000, ' ');
      const photo = `{"name":"Elira","photo_consent":true,"photos":[{"filename":"a.jpg","type":"image/jpeg","content":[${new Array(59_970).fill('255').join(',')}]}]}`.padEnd(240_000, ' ');
      expect(Buffer.byteLength(objects)).toBe(240_000);
      expect(Buffer.byteLength(photo)).toBe(240_000);
      // Encoded once: the clients share the bytes, so that sending them costs this process little.
      const heldParts = [objects, photo].map((body) => [Buffer.from(bookingHead(body.length)), Buffer.from(body.slice(0, -1))] as const);
      const holding: Promise<void>[] = [];
      const refusable: RawClient[] = [];
      for (let i = 0; i < 500; i++) {
        const client = rawClient(port, `127.0.1.${i % 100}`);
        clients.push(client);
        if (i % 2 === 0) refusable.push(client);
        const [head, body] = heldParts[i % 2]!;
        holding.push(upload(client, head, [body]));
      }
      await Promise.race([Promise.all(holding), sleep(5000)]);
      // Once the service has refused the bodies of empty objects (the rest are held, read or
      // waiting for the upload budget), a visitor books.
      const until = Date.now() + 10_000;
      while (refusable.some((client) => statusOf(client.received()) === null && !client.socket.destroyed) && Date.now() < until) await sleep(20);
      const visitor = rawClient(port, '127.0.0.5');
      clients.push(visitor);
      const booking = validBooking();
      const started = Date.now();
      visitor.socket.write(bookingHead(Buffer.byteLength(booking)) + booking);
      while (statusOf(visitor.received()) === null && Date.now() - started < 10_000 && !visitor.socket.destroyed) await sleep(20);
      const answeredIn = Date.now() - started;
      expect(child.exitCode, `the service exited: ${output}`).toBeNull();
      expect(statusOf(visitor.received()), `${visitor.received().slice(0, 300)}\n${output}`).toBe(201);
      expect(answeredIn).toBeLessThan(2000);

      await Promise.race([Promise.all(flooding), sleep(30_000)]);
      await sleep(500);
      expect(child.exitCode, output).toBeNull();
      const after = memoryOf(child.pid!);
      const peak = Math.max(after.peak, ...peaks);
      console.log(`service RSS: ${(before.rss / 2 ** 20).toFixed(0)} MB before, peak ${(peak / 2 ** 20).toFixed(0)} MB; booking answered in ${answeredIn} ms`);
      expect(peak).toBeLessThan(RSS_LIMIT_BYTES);
    } finally {
      clearInterval(sampler);
      for (const client of clients) client.socket.destroy();
    }
  });
});
