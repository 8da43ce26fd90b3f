import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';

/**
 * The schema's history, written once for SQLite and PostgreSQL, applied in name order at start-up
 * by Kysely's Migrator (which records each name in kysely_migration; on PostgreSQL it holds an
 * advisory lock meanwhile, so instances starting together migrate once). PostgreSQL keeps the same
 * tables and column names with its own types for times, dates, JSON and bytes. Never edit a step
 * that has shipped: add the next one, named to sort after the last.
 */
export type Dialect = 'sqlite' | 'postgres';

interface Step {
  /** The name each database records the step under; PostgreSQL began later, so some names differ and one step is SQLite's alone. */
  names: Partial<Record<Dialect, string>>;
  up(db: Kysely<unknown>, dialect: Dialect): Promise<void>;
}

const both = (name: string) => ({ sqlite: name, postgres: name });

function columnTypes(dialect: Dialect) {
  const postgres = dialect === 'postgres';
  return { time: postgres ? 'timestamptz' : 'text', date: postgres ? 'date' : 'text', json: postgres ? 'jsonb' : 'text', bytes: postgres ? 'bytea' : 'blob' } as const;
}

/** The first SQLite release required each message's content; since then a booking's messages are composed when sent and carry none. */
async function createOutbox(db: Kysely<unknown>, table: string, dialect: Dialect, contentRequired: boolean): Promise<void> {
  const { time, json } = columnTypes(dialect);
  const content = (c: ColumnDefinitionBuilder) => (contentRequired ? c.notNull() : c);
  await db.schema
    .createTable(table)
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('booking_id', 'text', (c) => c.references('bookings.id').onDelete('cascade'))
    .addColumn('message_id', 'text', (c) => c.notNull().unique())
    .addColumn('to_addresses', json, content)
    .addColumn('reply_to', json)
    .addColumn('subject', 'text', content)
    .addColumn('text_body', 'text', content)
    .addColumn('html_body', 'text', content)
    .addColumn('headers', json, content)
    .addColumn('attachments', json, content)
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // Null once sent or given up; on PostgreSQL also the claim: an instance that takes a message moves it a lease ahead.
    .addColumn('next_attempt_at', time)
    .addColumn('sent_at', time)
    .addColumn('failed_at', time)
    .addColumn('last_error', 'text')
    .execute();
}

/** The worker's query: only messages still waiting are indexed. */
async function indexDueMessages(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createIndex('outbox_due')
    .on('outbox')
    .columns(dialect === 'postgres' ? ['next_attempt_at', 'created_at'] : ['next_attempt_at'])
    .where(sql.ref('next_attempt_at'), 'is not', null)
    .execute();
}

const HISTORY: Step[] = [
  {
    names: { sqlite: '2026-11-21-001-initial', postgres: '2026-11-25-001-initial' },
    async up(db, dialect) {
      const { time, date, json, bytes } = columnTypes(dialect);
      const postgres = dialect === 'postgres';
      await db.schema
        .createTable('bookings')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('received_at', time, (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text')
        .addColumn('service', 'text', (c) => c.notNull())
        .addColumn('appointment_date', date, (c) => c.notNull())
        .addColumn('appointment_time', 'text', (c) => c.notNull())
        .addColumn('notes', 'text')
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('photo_consent', postgres ? 'smallint' : 'integer', (c) => (postgres ? c.notNull().check(sql`photo_consent in (0, 1)`) : c.notNull()))
        .addColumn('photo_consent_version', 'text')
        .addColumn('photo_consent_at', time)
        .addColumn('updated_at', time, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('bookings_by_appointment').on('bookings').columns(['appointment_date', 'appointment_time']).execute();

      await db.schema
        .createTable('booking_events')
        .addColumn('id', postgres ? 'bigint' : 'integer', (c) => (postgres ? c.primaryKey().generatedAlwaysAsIdentity() : c.primaryKey().autoIncrement()))
        .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
        .addColumn('at', time, (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('detail', 'text')
        .execute();
      await db.schema.createIndex('booking_events_by_booking').on('booking_events').column('booking_id').execute();

      await db.schema
        .createTable('booking_photos')
        .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('filename', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('byte_size', 'integer', (c) => c.notNull())
        .addColumn('bytes', bytes, (c) => c.notNull())
        .addPrimaryKeyConstraint('booking_photos_pk', ['booking_id', 'position'])
        .execute();

      await createOutbox(db, 'outbox', dialect, !postgres);
      await indexDueMessages(db, dialect);

      await db.schema
        .createTable('idempotency_keys')
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('request_hash', 'text', (c) => c.notNull())
        .addColumn('status_code', 'integer', (c) => c.notNull())
        .addColumn('response_body', json, (c) => c.notNull())
        .addColumn('created_at', time, (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'key'])
        .execute();
      await db.schema.createIndex('idempotency_keys_by_age').on('idempotency_keys').column('created_at').execute();

      await db.schema
        .createTable('newsletter_subscribers')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('confirm_token', 'text', (c) => c.notNull().unique())
        .addColumn('unsubscribe_token', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', time, (c) => c.notNull())
        .addColumn('confirm_sent_at', time, (c) => c.notNull())
        .addColumn('confirmed_at', time)
        .addColumn('unsubscribed_at', time)
        .execute();
    },
  },
  {
    // A booking's messages are composed from the booking when sent, so their content columns become
    // nullable. SQLite cannot drop NOT NULL in place, so the table is rebuilt; rows already queued keep
    // their content. PostgreSQL's outbox began this way.
    names: { sqlite: '2026-11-23-001-outbox-content-composed-when-sent' },
    async up(db) {
      await createOutbox(db, 'outbox_next', 'sqlite', false);
      await sql`INSERT INTO outbox_next SELECT * FROM outbox`.execute(db);
      await db.schema.dropTable('outbox').execute();
      await sql`ALTER TABLE outbox_next RENAME TO outbox`.execute(db);
      // Dropping the old table took its index.
      await indexDueMessages(db, 'sqlite');
    },
  },
  {
    // Receipts and confirmations per mailbox and day, counted where every instance sees them.
    names: { sqlite: '2026-11-25-001-recipient-allowances', postgres: '002-recipient-allowances' },
    async up(db) {
      await db.schema
        .createTable('recipient_allowances')
        .addColumn('recipient_key', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('messages', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('recipient_allowances_pk', ['recipient_key', 'day'])
        .execute();
      await db.schema.createIndex('recipient_allowances_by_day').on('recipient_allowances').column('day').execute();
    },
  },
  {
    // A business message that failed for good stays a problem (/healthz) until someone has seen it.
    names: both('2026-11-25-003-failed-mail-acknowledged'),
    async up(db, dialect) {
      const { time } = columnTypes(dialect);
      await db.schema.alterTable('outbox').addColumn('acknowledged_at', time).execute();
      // PostgreSQL's first step made it already.
      await db.schema.createIndex('outbox_by_booking').ifNotExists().on('outbox').column('booking_id').execute();
      await db.schema
        .createIndex('outbox_failed_unseen')
        .on('outbox')
        .column('failed_at')
        .where(sql.ref('failed_at'), 'is not', null)
        .where(sql.ref('acknowledged_at'), 'is', null)
        .execute();
      await db.schema.createTable('health_probe').addColumn('at', time, (c) => c.notNull()).execute();
    },
  },
  {
    // Each booking keeps its service's group. This step also made a unique index of one confirmed
    // booking per group and hour, which the next step drops for the house's real capacity.
    names: both('2026-11-25-004-one-confirmed-booking-per-slot'),
    async up(db) {
      await db.schema.alterTable('bookings').addColumn('service_group', 'text').execute();
    },
  },
  {
    // A booking keeps its guests and its specialist, the visitor's address is counted for pending
    // requests, and closures shut days or hours. Capacity is checked in the transaction that books or confirms.
    names: both('2026-11-26-001-house-capacity'),
    async up(db, dialect) {
      const { time, date } = columnTypes(dialect);
      await db.schema.dropIndex('bookings_one_confirmed_per_slot').ifExists().execute();
      await db.schema.alterTable('bookings').addColumn('guests', 'integer').execute();
      await db.schema.alterTable('bookings').addColumn('specialist', 'text').execute();
      await db.schema.alterTable('bookings').addColumn('specialist_chosen', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('bookings').addColumn('visitor_key', 'text').execute();
      await db.schema.createIndex('bookings_by_visitor').on('bookings').columns(['visitor_key', 'status']).execute();
      await db.schema
        .createTable('closures')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('from_date', date, (c) => c.notNull())
        .addColumn('until_date', date, (c) => c.notNull())
        .addColumn('service_group', 'text')
        .addColumn('from_time', 'text')
        .addColumn('to_time', 'text')
        .addColumn('reason', 'text')
        .addColumn('created_at', time, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('closures_by_date').on('closures').columns(['until_date', 'from_date']).execute();
    },
  },
  {
    // A confirmed booking can move or be cancelled by either side: its calendar file carries a
    // sequence each change raises, each proposal a round that the next answer closes (so an older
    // proposal's accept link is refused), and each history line says who acted.
    names: both('2026-11-26-002-booking-revisions'),
    async up(db) {
      await db.schema.alterTable('bookings').addColumn('calendar_sequence', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('bookings').addColumn('proposal_round', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('booking_events').addColumn('actor', 'text').execute();
      // Confirmations sent before carried the first sequence of a confirmed event.
      await sql`update bookings set calendar_sequence = 1 where status in ('confirmed', 'cancelled')`.execute(db);
    },
  },
  {
    // Photo bytes a client address stored each day, counted where every instance sees them.
    names: both('2026-11-26-101-photo-allowances'),
    async up(db, dialect) {
      await db.schema
        .createTable('photo_allowances')
        .addColumn('client_key', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('bytes', dialect === 'postgres' ? 'bigint' : 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('photo_allowances_pk', ['client_key', 'day'])
        .execute();
      await db.schema.createIndex('photo_allowances_by_day').on('photo_allowances').column('day').execute();
    },
  },
  {
    // The front desk's sessions (only a hash of each id, so a copy of the database opens none), each
    // person's desk language, and the sign-in links already used.
    names: both('2026-11-26-201-desk-sessions'),
    async up(db, dialect) {
      const { time } = columnTypes(dialect);
      await db.schema
        .createTable('desk_sessions')
        .addColumn('id_hash', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('csrf_token', 'text', (c) => c.notNull())
        .addColumn('created_at', time, (c) => c.notNull())
        .addColumn('last_seen_at', time, (c) => c.notNull())
        .addColumn('expires_at', time, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('desk_sessions_by_email').on('desk_sessions').column('email').execute();
      await db.schema.createIndex('desk_sessions_by_expiry').on('desk_sessions').column('expires_at').execute();
      await db.schema
        .createTable('desk_staff')
        .addColumn('email', 'text', (c) => c.primaryKey())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('updated_at', time, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('desk_used_links')
        .addColumn('nonce', 'text', (c) => c.primaryKey())
        .addColumn('used_at', time, (c) => c.notNull())
        .addColumn('expires_at', time, (c) => c.notNull())
        .execute();
    },
  },
  {
    // The staff's passkeys (WebAuthn public keys, no secret), and the challenges the desk issued for
    // them: stored so that any instance checks an answer another instance asked for, and used once.
    names: both('2026-11-26-202-desk-passkeys'),
    async up(db, dialect) {
      const { time, json, bytes } = columnTypes(dialect);
      await db.schema
        .createTable('desk_passkeys')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('public_key', bytes, (c) => c.notNull())
        // An authenticator's signature counter is unsigned 32-bit: past PostgreSQL's integer.
        .addColumn('counter', dialect === 'postgres' ? 'bigint' : 'integer', (c) => c.notNull())
        .addColumn('transports', json, (c) => c.notNull())
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('created_at', time, (c) => c.notNull())
        .addColumn('last_used_at', time)
        .execute();
      await db.schema.createIndex('desk_passkeys_by_email').on('desk_passkeys').column('email').execute();
      await db.schema
        .createTable('desk_challenges')
        .addColumn('challenge', 'text', (c) => c.primaryKey())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('expires_at', time, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('desk_challenges_by_expiry').on('desk_challenges').column('expires_at').execute();
    },
  },
  {
    // The front desk: each history line names the staff member who acted, a confirmed booking
    // records whether its client came, and a booking says how it reached the house. A booking taken
    // by phone may have no e-mail address, so the column takes none.
    names: both('2026-11-26-301-front-desk'),
    async up(db, dialect) {
      const addColumns = async () => {
        await db.schema.alterTable('booking_events').addColumn('staff', 'text').execute();
        await db.schema.alterTable('bookings').addColumn('attendance', 'text').execute();
        await db.schema.alterTable('bookings').addColumn('channel', 'text', (c) => c.notNull().defaultTo('site')).execute();
      };
      if (dialect === 'sqlite') return rebuildSqliteBookingsWithOptionalEmail(db, addColumns);
      await addColumns();
      await db.schema.alterTable('bookings').alterColumn('email', (c) => c.dropNotNull()).execute();
    },
  },
  {
    // Each lane and each house has a calendar feed behind a secret URL: the row keeps the secret's
    // random seed and the hash the URL is looked up by, so a replaced secret's URL finds nothing.
    names: both('2026-11-26-401-calendar-feeds'),
    async up(db, dialect) {
      const { time } = columnTypes(dialect);
      await db.schema
        .createTable('calendar_feeds')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('seed', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', time, (c) => c.notNull())
        .addColumn('replaced_at', time)
        .addUniqueConstraint('calendar_feeds_one_per_subject', ['kind', 'subject'])
        .execute();
    },
  },
  {
    // The staff's devices that asked for an alert of each new booking, one row per push endpoint.
    names: both('2026-11-26-402-desk-push-subscriptions'),
    async up(db, dialect) {
      const { time } = columnTypes(dialect);
      await db.schema
        .createTable('desk_push_subscriptions')
        .addColumn('endpoint', 'text', (c) => c.primaryKey())
        .addColumn('staff', 'text', (c) => c.notNull())
        .addColumn('p256dh', 'text', (c) => c.notNull())
        .addColumn('auth', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('created_at', time, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('desk_push_subscriptions_by_staff').on('desk_push_subscriptions').columns(['staff', 'created_at']).execute();
    },
  },
  {
    // The Core Web Vitals real visits report: one row per metric and page view, nothing about the visitor.
    names: both('2026-11-26-501-web-vitals'),
    async up(db, dialect) {
      const postgres = dialect === 'postgres';
      const { time } = columnTypes(dialect);
      await db.schema
        .createTable('web_vitals')
        .addColumn('id', postgres ? 'bigint' : 'integer', (c) => (postgres ? c.primaryKey().generatedAlwaysAsIdentity() : c.primaryKey().autoIncrement()))
        .addColumn('at', time, (c) => c.notNull())
        .addColumn('route', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('metric', 'text', (c) => c.notNull())
        .addColumn('value', postgres ? 'double precision' : 'real', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('web_vitals_by_time').on('web_vitals').column('at').execute();
    },
  },
];

/**
 * SQLite cannot drop a NOT NULL in place: the table is rebuilt from its own definition with the
 * email column's constraint left out, its rows copied, and its indexes made again. Foreign keys are
 * off meanwhile, since dropping the old table would otherwise delete every booking's history,
 * photos and messages (ON DELETE CASCADE); they are checked before the change is committed.
 */
async function rebuildSqliteBookingsWithOptionalEmail(db: Kysely<unknown>, alongside: () => Promise<void>): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin immediate`.execute(db);
    try {
      await alongside();
      await rebuildBookings(db);
      const broken = await sql`pragma foreign_key_check`.execute(db);
      if (broken.rows.length > 0) throw new Error('rebuilding the bookings table would break its references');
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

async function rebuildBookings(db: Kysely<unknown>): Promise<void> {
  const schema = (await sql<{ type: string; name: string; sql: string | null }>`select type, name, sql from sqlite_schema where tbl_name = 'bookings'`.execute(db)).rows;
  const table = schema.find((row) => row.type === 'table')?.sql;
  const emailRequired = /"email" text not null/i;
  if (!table || !emailRequired.test(table)) throw new Error('the bookings table does not have the shape this step expects');
  const indexes = schema.filter((row) => row.type === 'index' && row.sql !== null).map((row) => row.sql!);
  await sql.raw(table.replace(/^create table "?bookings"?/i, 'create table "bookings_next"').replace(emailRequired, '"email" text')).execute(db);
  await sql`insert into bookings_next select * from bookings`.execute(db);
  await sql`drop table bookings`.execute(db);
  await sql`alter table bookings_next rename to bookings`.execute(db);
  for (const index of indexes) await sql.raw(index).execute(db);
}

/** The steps a database of `dialect` records, by the names it records them under, for Kysely's Migrator. */
export function migrationsFor(dialect: Dialect): Record<string, Migration> {
  return Object.fromEntries(
    HISTORY.flatMap((step) => {
      const name = step.names[dialect];
      return name ? [[name, { up: (db: Kysely<unknown>) => step.up(db, dialect) }]] : [];
    }),
  );
}
