/**
 * The floor bench:api compares the service with: a bare node:http handler that reads the same
 * booking body, parses it with JSON.parse, and inserts one row into the service's `bookings` table
 * (the same schema, created by the service's own migrations, the same SQLite pragmas), then
 * answers 201 { id }. No validation, no photos, no mail, no framework.
 * Prints `listening <port>` once it accepts connections.
 */
import BetterSqlite3 from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import path from 'node:path';
import { DATABASE_FILE, openSqliteStore } from '../server/store/sqliteStore.ts';

const dataDir = process.env.DATA_DIR!;
await (await openSqliteStore(dataDir)).close(); // the service's schema, by its migrations
const db = new BetterSqlite3(path.join(dataDir, DATABASE_FILE));
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.pragma('foreign_keys = ON');
const insert = db.prepare(
  `INSERT INTO bookings (id, received_at, status, name, email, phone, service, appointment_date, appointment_time, notes,
     language, photo_consent, photo_consent_version, photo_consent_at, updated_at)
   VALUES (@id, @now, 'received', @name, @email, @phone, @service, @appointment_date, @appointment_time, @notes,
     @language, 0, NULL, NULL, @now)`,
);

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    try {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, string | null>;
      const id = randomUUID();
      insert.run({
        id,
        now: new Date().toISOString(),
        name: body.name,
        email: body.email,
        phone: body.phone ?? null,
        service: body.service,
        appointment_date: body.appointment_date,
        appointment_time: body.appointment_time,
        notes: body.notes ?? null,
        language: body.language ?? 'en',
      });
      response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ id }));
    } catch {
      response.writeHead(400).end();
    }
  });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
