import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequest, eventually, MAIL_FROM, NOTIFY_TO } from './testing/harness.ts';
import { postgresUnderTest } from './testing/stores.ts';
import { freePort, startSmtpSink, type SmtpSink } from './testing/smtpSink.ts';

/**
 * Two instances of the service, as `npm run serve` runs them, on one PostgreSQL database and one
 * SMTP server: every booking stored once, every message sent once, and when an instance dies
 * mid-flood, the other sends what it held once its lease runs out.
 */
const root = path.resolve(import.meta.dirname, '..');
const LEASE_SECONDS = 2;
/** Generous: on a busy machine each message (a new SMTP connection, composing, parsing) takes longer. */
const MAIL_TIMEOUT_MS = 240_000;
/** The same on every instance, as the README asks, so a link one signed opens on the other. */
const LINK_SECRET = 'one-secret-for-every-instance-of-the-service';

interface Instance {
  base: string;
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
}

const postgres = postgresUnderTest();
let sink: SmtpSink;
let databaseUrl: string;
let db: pg.Client;
const temporary: string[] = [];
const instances: Instance[] = [];

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  temporary.push(dir);
  return dir;
}

async function startInstance(env: Record<string, string> = {}): Promise<Instance> {
  const dist = tempDir('salon-instances-dist-');
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Aurum Atelier</title>');
  mkdirSync(path.join(dist, 'assets'));
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: tempDir('salon-instances-data-'),
      DIST_DIR: dist,
      DATABASE_URL: databaseUrl,
      LINK_SECRET,
      SMTP_URL: `smtp://127.0.0.1:${sink.port}?ignoreTLS=true`,
      MAIL_FROM,
      BOOKING_NOTIFY_TO: NOTIFY_TO,
      OUTBOX_LEASE_SECONDS: String(LEASE_SECONDS),
      RATE_LIMIT_BOOKINGS_PER_MINUTE: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (data) => (output += data));
  child.stderr!.on('data', (data) => (output += data));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const instance = { base: `http://127.0.0.1:${port}`, child, output: () => output, exit };
  instances.push(instance);
  return instance;
}

async function ready(instance: Instance): Promise<void> {
  await eventually(async () => (await fetch(`${instance.base}/healthz`).catch(() => null))?.ok, 90_000).catch(() => {
    throw new Error(`the instance at ${instance.base} did not start:\n${instance.output()}`);
  });
}

/**
 * A table for one, spread over the days after next week and four hours of each, so the bookings
 * stay well within the restaurant's covers: each is accepted whenever the test runs.
 */
function tableFor(n: number): { appointment_date: string; appointment_time: string } {
  const days: string[] = [];
  for (let offset = 8; days.length < 5; offset++) {
    const date = new Date(Date.now() + offset * 86_400_000);
    if (date.getUTCDay() !== 0) days.push(date.toISOString().slice(0, 10));
  }
  return { appointment_date: days[n % days.length]!, appointment_time: ['09:00', '11:00', '13:00', '15:00'][Math.floor(n / days.length) % 4]! };
}

/**
 * Sends `count` bookings, ten at a time, the n-th to instance n mod 2, as a load balancer would.
 * A booking whose instance does not answer goes to another with the same Idempotency-Key, as a
 * client retries. `afterEach` runs after each answer (to kill an instance halfway).
 */
async function sendBookings(count: number, targets: () => Instance[], afterEach: (answered: number) => void = () => undefined): Promise<string[]> {
  const ids: string[] = [];
  let next = 0;
  const send = async (n: number) => {
    const key = randomUUID();
    const body = JSON.stringify(bookingRequest({ name: `Guest ${n}`, email: `guest${n}@example.com`, service: 'table-reservation', guests: 1, ...tableFor(n) }));
    for (let attempt = 0; ; attempt++) {
      const live = targets();
      const target = live[(n + attempt) % live.length]!;
      const answer = await fetch(`${target.base}/functions/v1/send-booking-email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body,
      }).catch(() => null);
      if (answer) {
        expect(answer.status).toBe(201);
        return ((await answer.json()) as { id: string }).id;
      }
      if (attempt > 5) throw new Error(`booking ${n} was answered by no instance`);
    }
  };
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < count) {
        const n = next++;
        ids.push(await send(n));
        afterEach(ids.length);
      }
    }),
  );
  return ids;
}

/** The next weekday at least `days` ahead. */
function weekdayAhead(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  if (date.getUTCDay() === 0) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Two barbers are booked by name at 10:00; then fifty visitors ask for any barber at that hour at
 * once, alternately on each instance. The three barbers left take three of them.
 */
async function fiftyForThreeChairs(targets: Instance[]): Promise<number[]> {
  const date = weekdayAhead(9);
  const book = (instance: Instance, fields: object) =>
    fetch(`${instance.base}/functions/v1/send-booking-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bookingRequest({ service: 'classic-cut', appointment_date: date, appointment_time: '10:00', ...fields })),
    });
  for (const specialist of ['arben-hoxha', 'dritan-berisha']) expect((await book(targets[0]!, { specialist, email: `${specialist}@example.com` })).status).toBe(201);
  const answers = await Promise.all(Array.from({ length: 50 }, (_, n) => book(targets[n % targets.length]!, { email: `walk-in${n}@example.com` })));
  return answers.map((answer) => answer.status).sort();
}

async function storedMessageIds(bookingIds: string[]): Promise<string[]> {
  const { rows } = await db.query<{ message_id: string }>('select message_id from outbox where booking_id = any($1)', [bookingIds]);
  return rows.map((r) => r.message_id);
}

beforeAll(async () => {
  sink = await startSmtpSink();
  databaseUrl = await postgres.createDatabase();
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
}, 120_000);

afterAll(async () => {
  for (const instance of instances) instance.child.kill('SIGKILL');
  await db?.end();
  await sink?.close();
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

describe('two instances on one PostgreSQL database', () => {
  let a: Instance;
  let b: Instance;

  it('store 200 bookings sent to both alternately exactly once, and send each of their 400 messages once', { timeout: 420_000 }, async () => {
    // Started together: both migrate the new database at once, under the migration lock.
    [a, b] = await Promise.all([startInstance(), startInstance()]);
    await Promise.all([ready(a), ready(b)]);

    const ids = await sendBookings(200, () => [a, b]);
    expect(new Set(ids).size).toBe(200);
    const { rows } = await db.query<{ n: string }>('select count(*) as n from bookings');
    expect(Number(rows[0]!.n)).toBe(200);

    const expected = await storedMessageIds(ids);
    expect(expected).toHaveLength(400);
    await sink.waitFor(400, MAIL_TIMEOUT_MS);
    // A moment more, for a message sent twice to show up.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const received = sink.messages.map((m) => m.messageId);
    expect(received).toHaveLength(400);
    expect(new Set(received)).toEqual(new Set(expected));

    // The business's links open the request on either instance, whichever sent the message.
    const toBusiness = sink.messages.find((m) => m.to && !Array.isArray(m.to) && m.to.value.some((v) => v.address === NOTIFY_TO))!;
    const link = /\/requests\/[\w.-]+/.exec(toBusiness.text ?? '')?.[0];
    expect(link).toBeDefined();
    for (const instance of [a, b]) {
      const page = await fetch(`${instance.base}${link}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Guest');
    }
  });

  it('still send every message when one instance is killed halfway through a flood', { timeout: 420_000 }, async () => {
    const before = sink.messages.length;
    let killed = false;
    const ids = await sendBookings(
      200,
      () => (killed ? [a] : [a, b]),
      (answered) => {
        if (answered === 100 && !killed) {
          killed = true;
          b.child.kill('SIGKILL'); // no chance to finish the message in hand or to give back its claim
        }
      },
    );
    expect(await b.exit).toBeNull();
    expect(new Set(ids).size).toBe(200);
    const { rows } = await db.query<{ n: string }>('select count(*) as n from bookings');
    expect(Number(rows[0]!.n)).toBe(400);

    const expected = new Set(await storedMessageIds(ids));
    expect(expected.size).toBe(400);
    const missing = () => {
      const arrived = new Set(sink.messages.slice(before).map((m) => m.messageId));
      return [...expected].filter((id) => !arrived.has(id)).length;
    };
    const unsent = async () => {
      const { rows } = await db.query<{ n: string }>('select count(*) as n from outbox where sent_at is null');
      return Number(rows[0]!.n);
    };
    // The message the killed instance was handing over may already have reached the mail server,
    // yet its row stays claimed until the lease runs out and the survivor sends it again: wait for
    // the outbox to drain as well as for every message to arrive.
    await eventually(async () => missing() === 0 && (await unsent()) === 0, MAIL_TIMEOUT_MS).catch(async () => {
      throw new Error(`${missing()} of 400 messages did not arrive within ${MAIL_TIMEOUT_MS / 1000} s; ${await unsent()} unsent in the outbox`);
    });
    // A moment more, for a message sent twice to show up.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // At most the one message the killed instance was handing over may arrive twice: it cannot
    // know whether the mail server kept it.
    expect(sink.messages.length - before).toBeLessThanOrEqual(401);
  });
});

describe('never overbooked', () => {
  const threeKept = [...Array<number>(3).fill(201), ...Array<number>(47).fill(409)];

  it('keeps three of fifty bookings for three chairs, over two instances on one PostgreSQL database', { timeout: 180_000 }, async () => {
    const env = { DATABASE_URL: await postgres.createDatabase() };
    const [one, two] = await Promise.all([startInstance(env), startInstance(env)]);
    await Promise.all([ready(one!), ready(two!)]);
    expect(await fiftyForThreeChairs([one!, two!])).toEqual(threeKept);
  });

  it('keeps three of fifty bookings for three chairs, from two processes on one SQLite file', { timeout: 180_000 }, async () => {
    const env = { DATABASE_URL: '', DATA_DIR: tempDir('salon-instances-shared-sqlite-') };
    // One after the other: SQLite's schema is brought up to date by the first process alone.
    const one = await startInstance(env);
    await ready(one);
    const two = await startInstance(env);
    await ready(two);
    expect(await fiftyForThreeChairs([one, two])).toEqual(threeKept);
  });
});
