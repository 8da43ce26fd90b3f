import BetterSqlite3 from 'better-sqlite3';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupDatabase } from './backup.ts';
import { bookingRequest, postBooking, startService } from './testing/harness.ts';

describe('backupDatabase', () => {
  it('copies bookings, photos and queued mail while the service runs', async () => {
    const service = await startService();
    const target = path.join(service.dataDir, 'backups', 'copy.db');
    try {
      expect((await postBooking(service.app, bookingRequest())).statusCode).toBe(201);
      await backupDatabase(service.dataDir, target);
      const copy = new BetterSqlite3(target, { readonly: true });
      const count = (table: string) => (copy.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
      expect([count('bookings'), count('outbox')]).toEqual([1, 2]);
      copy.close();
    } finally {
      await service.close();
      rmSync(target, { force: true });
    }
  });
});
