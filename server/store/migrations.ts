import { sql, type Kysely, type Migration } from 'kysely';

/**
 * SQLite's schema changes (PostgreSQL's are in postgresMigrations.ts), applied in name order at
 * start-up by Kysely's Migrator (which records them in kysely_migration). Never edit a migration
 * that has shipped: add the next one.
 */
export const migrations: Record<string, Migration> = {
  '2026-11-21-001-initial': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('bookings')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('received_at', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text')
        .addColumn('service', 'text', (c) => c.notNull())
        .addColumn('appointment_date', 'text', (c) => c.notNull())
        .addColumn('appointment_time', 'text', (c) => c.notNull())
        .addColumn('notes', 'text')
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('photo_consent', 'integer', (c) => c.notNull())
        .addColumn('photo_consent_version', 'text')
        .addColumn('photo_consent_at', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('bookings_by_appointment').on('bookings').columns(['appointment_date', 'appointment_time']).execute();

      await db.schema
        .createTable('booking_events')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
        .addColumn('at', 'text', (c) => c.notNull())
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
        .addColumn('bytes', 'blob', (c) => c.notNull())
        .addPrimaryKeyConstraint('booking_photos_pk', ['booking_id', 'position'])
        .execute();

      await db.schema
        .createTable('outbox')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('booking_id', 'text', (c) => c.references('bookings.id').onDelete('cascade'))
        .addColumn('message_id', 'text', (c) => c.notNull().unique())
        .addColumn('to_addresses', 'text', (c) => c.notNull())
        .addColumn('reply_to', 'text')
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text_body', 'text', (c) => c.notNull())
        .addColumn('html_body', 'text', (c) => c.notNull())
        .addColumn('headers', 'text', (c) => c.notNull())
        .addColumn('attachments', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text')
        .addColumn('sent_at', 'text')
        .addColumn('failed_at', 'text')
        .addColumn('last_error', 'text')
        .execute();
      // The worker's query: only messages still waiting are indexed.
      await db.schema
        .createIndex('outbox_due')
        .on('outbox')
        .column('next_attempt_at')
        .where(sql.ref('next_attempt_at'), 'is not', null)
        .execute();

      await db.schema
        .createTable('idempotency_keys')
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('request_hash', 'text', (c) => c.notNull())
        .addColumn('status_code', 'integer', (c) => c.notNull())
        .addColumn('response_body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
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
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('confirm_sent_at', 'text', (c) => c.notNull())
        .addColumn('confirmed_at', 'text')
        .addColumn('unsubscribed_at', 'text')
        .execute();
    },
  },
  '2026-11-23-001-outbox-content-composed-when-sent': {
    // A booking's messages are composed from the booking when the worker sends them, so their rows
    // carry no content: the content columns become nullable. SQLite cannot drop NOT NULL in place,
    // so the table is rebuilt; rows already queued keep their content and are sent as they are.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('outbox_next')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('booking_id', 'text', (c) => c.references('bookings.id').onDelete('cascade'))
        .addColumn('message_id', 'text', (c) => c.notNull().unique())
        .addColumn('to_addresses', 'text')
        .addColumn('reply_to', 'text')
        .addColumn('subject', 'text')
        .addColumn('text_body', 'text')
        .addColumn('html_body', 'text')
        .addColumn('headers', 'text')
        .addColumn('attachments', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text')
        .addColumn('sent_at', 'text')
        .addColumn('failed_at', 'text')
        .addColumn('last_error', 'text')
        .execute();
      await sql`INSERT INTO outbox_next SELECT * FROM outbox`.execute(db);
      await db.schema.dropTable('outbox').execute();
      await sql`ALTER TABLE outbox_next RENAME TO outbox`.execute(db);
      await db.schema
        .createIndex('outbox_due')
        .on('outbox')
        .column('next_attempt_at')
        .where(sql.ref('next_attempt_at'), 'is not', null)
        .execute();
    },
  },
  '2026-11-25-001-recipient-allowances': {
    // Receipts and confirmations per mailbox and day, counted where every instance sees them.
    async up(db: Kysely<unknown>) {
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
  // Named after the shipped ones so it sorts after them (the Migrator applies names in order).
  '2026-11-25-003-failed-mail-acknowledged': {
    // A business message that failed for good stays a problem (/healthz) until someone has seen it.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('outbox').addColumn('acknowledged_at', 'text').execute();
      await db.schema.createIndex('outbox_by_booking').on('outbox').column('booking_id').execute();
      await db.schema
        .createIndex('outbox_failed_unseen')
        .on('outbox')
        .column('failed_at')
        .where(sql.ref('failed_at'), 'is not', null)
        .where(sql.ref('acknowledged_at'), 'is', null)
        .execute();
      await db.schema.createTable('health_probe').addColumn('at', 'text', (c) => c.notNull()).execute();
    },
  },
  '2026-11-25-004-one-confirmed-booking-per-slot': {
    // A service group's slot holds one confirmed booking: two confirmations of the same group, date
    // and hour cannot both succeed, whichever instance handles them. Rows written before keep a
    // null group until a confirmation fills it in.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('bookings').addColumn('service_group', 'text').execute();
      await db.schema
        .createIndex('bookings_one_confirmed_per_slot')
        .on('bookings')
        .columns(['service_group', 'appointment_date', 'appointment_time'])
        .unique()
        .where(sql<boolean>`status = 'confirmed'`)
        .execute();
    },
  },
  '2026-11-26-001-house-capacity': {
    // The house's real capacity replaces one confirmed booking per group and hour: a booking keeps
    // its guests and its specialist, the visitor's address is counted for pending requests, and
    // closures shut days or hours. Capacity is checked in the transaction that books or confirms.
    async up(db: Kysely<unknown>) {
      await db.schema.dropIndex('bookings_one_confirmed_per_slot').ifExists().execute();
      await db.schema.alterTable('bookings').addColumn('guests', 'integer').execute();
      await db.schema.alterTable('bookings').addColumn('specialist', 'text').execute();
      await db.schema.alterTable('bookings').addColumn('specialist_chosen', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('bookings').addColumn('visitor_key', 'text').execute();
      await db.schema.createIndex('bookings_by_visitor').on('bookings').columns(['visitor_key', 'status']).execute();
      await db.schema
        .createTable('closures')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('from_date', 'text', (c) => c.notNull())
        .addColumn('until_date', 'text', (c) => c.notNull())
        .addColumn('service_group', 'text')
        .addColumn('from_time', 'text')
        .addColumn('to_time', 'text')
        .addColumn('reason', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('closures_by_date').on('closures').columns(['until_date', 'from_date']).execute();
    },
  },
  '2026-11-26-002-booking-revisions': {
    // A confirmed booking can now move or be cancelled by either side: its calendar file carries a
    // sequence each change raises, each proposal a round that the next answer closes (so an older
    // proposal's accept link is refused), and each history line says who acted.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('bookings').addColumn('calendar_sequence', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('bookings').addColumn('proposal_round', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('booking_events').addColumn('actor', 'text').execute();
      // Confirmations sent before carried the first sequence of a confirmed event.
      await sql`update bookings set calendar_sequence = 1 where status in ('confirmed', 'cancelled')`.execute(db);
    },
  },
  '2026-11-26-101-photo-allowances': {
    // Photo bytes a client address stored each day, counted where every instance sees them.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('photo_allowances')
        .addColumn('client_key', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('bytes', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('photo_allowances_pk', ['client_key', 'day'])
        .execute();
      await db.schema.createIndex('photo_allowances_by_day').on('photo_allowances').column('day').execute();
    },
  },
};
