import BetterSqlite3 from 'better-sqlite3';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bookingRequest, eventually } from '../testing/harness.ts';
import { freePort, startSmtpSink } from '../testing/smtpSink.ts';

const root = path.resolve(import.meta.dirname, '../..');
const BOOKINGS = 30;
const KILLS = 3;
const children: ChildProcess[] = [];
const folders: string[] = [];

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.push(dir);
  return dir;
}

/** The service as `npm run serve` runs it (through tsx here), answering once /healthz does. */
async function startMain(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', RATE_LIMIT_BOOKINGS_PER_MINUTE: '10000', ...env },
    stdio: 'ignore',
  });
  children.push(child);
  await eventually(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.ok, 60_000);
  return child;
}

describe('the service killed with SIGKILL while sending, again and again', () => {
  it(`delivers every message after ${KILLS} kills, none more than twice, each under one Message-ID`, async () => {
    let started = 0;
    const smtp = await startSmtpSink(0, { delayMs: 150, onMessageStart: () => started++ });
    try {
      const dataDir = tempDir('salon-killed-data-');
      const dist = tempDir('salon-killed-dist-');
      writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Aurum Atelier</title>');
      mkdirSync(path.join(dist, 'assets'));
      const env = { DATA_DIR: dataDir, DIST_DIR: dist, SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true` };
      const port = await freePort();
      let service = await startMain(env, port);

      const date = new Date(Date.now() + 7 * 86_400_000);
      if (date.getUTCDay() === 0) date.setUTCDate(date.getUTCDate() + 1);
      for (let i = 0; i < BOOKINGS; i++) {
        const response = await fetch(`http://127.0.0.1:${port}/functions/v1/send-booking-email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          // A table for one each: the restaurant's covers take them all at one hour.
          body: JSON.stringify(
            bookingRequest({ email: `guest${i}@example.com`, service: 'table-reservation', guests: 1, appointment_date: date.toISOString().slice(0, 10), appointment_time: '12:00' }),
          ),
        });
        expect(response.status).toBe(201);
      }

      for (let kill = 0; kill < KILLS; kill++) {
        // Each kill lands on another message: after a restart the worker first re-sends the one it
        // was killed on (the oldest due), so the next kill waits until a message has gone through.
        if (kill > 0) {
          const delivered = smtp.messages.length;
          await eventually(() => smtp.messages.length > delivered, 30_000);
        }
        // Kill it in the middle of a message: one has begun arriving and is not yet accepted.
        const before = started;
        await eventually(() => started > before, 30_000);
        service.kill('SIGKILL');
        await new Promise((resolve) => service.once('exit', resolve));
        service = await startMain(env, port);
      }

      const db = new BetterSqlite3(path.join(dataDir, 'bookings.db'), { readonly: true });
      try {
        const ids = (db.prepare('SELECT message_id FROM outbox').all() as { message_id: string }[]).map((row) => row.message_id).sort();
        expect(ids).toHaveLength(2 * BOOKINGS);
        await eventually(() => new Set(smtp.messages.map((mail) => mail.messageId)).size === ids.length, 120_000);
        expect([...new Set(smtp.messages.map((mail) => mail.messageId))].sort()).toEqual(ids);
        const times = new Map<string, number>();
        for (const mail of smtp.messages) times.set(mail.messageId!, (times.get(mail.messageId!) ?? 0) + 1);
        expect(Math.max(...times.values())).toBeLessThanOrEqual(2);
      } finally {
        db.close();
      }
      service.kill('SIGTERM');
      await new Promise((resolve) => service.once('exit', resolve));
    } finally {
      await smtp.close();
    }
  });
});
