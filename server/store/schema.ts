/**
 * The tables, as Kysely sees them. Times are ISO 8601 strings in UTC (they sort as text);
 * JSON columns hold text. PostgreSQL stores timestamptz, date and jsonb behind the same names, and
 * its store reads them back as the same strings (postgresStore.ts).
 */
import type { Generated } from 'kysely';
import type { TextFieldValues } from '../../core/bookingFields.ts';
import type { Attendance, DeskChannel } from '../../core/deskApi.ts';
import type { Language } from '../../core/languages.ts';
import type { ServiceGroup, ServiceId } from '../../core/services.ts';
import type { VitalMetric } from '../../core/vitals.ts';
import type { Actor, BookingStatus, CalendarFeedKind, OutboxKind, SubscriberStatus } from './types.ts';

/** A column for each declared text field (core/bookingFields.ts), under its name: a migration adds it. */
export interface BookingsTable extends Omit<TextFieldValues, 'email'> {
  id: string;
  /** Null for a booking taken at the desk without an address. */
  email: string | null;
  received_at: string;
  status: BookingStatus;
  service: ServiceId;
  appointment_date: string;
  appointment_time: string;
  language: Language;
  photo_consent: number;
  photo_consent_version: string | null;
  photo_consent_at: string | null;
  updated_at: string;
  /** The service's group (core/services.ts); null only in rows written before it existed. */
  service_group: ServiceGroup | null;
  /** Guests, for the services that count them (the restaurant's). */
  guests: number | null;
  /** The specialist who serves the booking: the one the visitor chose, or whoever was free. */
  specialist: string | null;
  /** 1 when the visitor chose the specialist; 0 when the house assigned one (moving may reassign). */
  specialist_chosen: Generated<number>;
  /** The visitor's normalised address (hashed), to count their pending requests. */
  visitor_key: string | null;
  /** The SEQUENCE of the booking's latest calendar file: raised by every confirmation, move and cancellation. */
  calendar_sequence: Generated<number>;
  /** Raised by each proposal and by any answer that withdraws it; an accept link names its round. */
  proposal_round: Generated<number>;
  /** Whether a confirmed booking's client came, as the desk marked it. */
  attendance: Attendance | null;
  /** How it reached the house: 'site' or 'desk'. */
  channel: Generated<DeskChannel>;
}

/** A closure of the house or of one service group: whole days, or some hours of them. */
export interface ClosuresTable {
  id: string;
  from_date: string;
  until_date: string;
  service_group: ServiceGroup | null;
  from_time: string | null;
  to_time: string | null;
  reason: string | null;
  created_at: string;
}

/** The history of a booking: one row per change of status (or other event), never updated. */
interface BookingEventsTable {
  id: Generated<number>;
  booking_id: string;
  at: string;
  type: string;
  status: BookingStatus;
  detail: string | null;
  /** Who acted: the business, the visitor, or null for the service itself (and rows written before). */
  actor: Actor | null;
  /** The staff member's address when the desk acted. */
  staff: string | null;
}

export interface BookingPhotosTable {
  booking_id: string;
  position: number;
  filename: string;
  content_type: string;
  width: number;
  height: number;
  byte_size: number;
  bytes: Uint8Array;
}

export interface OutboxTable {
  id: string;
  kind: OutboxKind;
  booking_id: string | null;
  message_id: string;
  /** The content columns are null for a booking's messages, composed from the booking when sent. */
  to_addresses: string | null;
  reply_to: string | null;
  subject: string | null;
  text_body: string | null;
  html_body: string | null;
  headers: string | null;
  attachments: string | null;
  created_at: string;
  attempts: Generated<number>;
  /** Null once the message is sent or given up. */
  next_attempt_at: string | null;
  sent_at: string | null;
  failed_at: string | null;
  last_error: string | null;
  /** When someone ran `npm run bookings -- ack` for the booking after this message failed for good. */
  acknowledged_at: string | null;
}

interface IdempotencyKeysTable {
  scope: string;
  key: string;
  request_hash: string;
  status_code: number;
  response_body: string;
  created_at: string;
}

interface NewsletterSubscribersTable {
  id: string;
  email: string;
  language: Language;
  status: SubscriberStatus;
  confirm_token: string;
  unsubscribe_token: string;
  created_at: string;
  confirm_sent_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

/** Messages to one mailbox (SHA-256 of its normalised address) on one day (ISO date). */
interface RecipientAllowancesTable {
  recipient_key: string;
  day: string;
  messages: number;
}

/** Photo bytes stored per client address and day (the booking function's daily budget). */
interface PhotoAllowancesTable {
  client_key: string;
  day: string;
  bytes: number;
}

/** A lane's or a house's calendar feed; its URL's secret is derived from `seed`, and looked up by its hash. */
export interface CalendarFeedsTable {
  id: string;
  kind: CalendarFeedKind;
  /** A lane's id, or a service group. */
  subject: string;
  seed: string;
  token_hash: string;
  created_at: string;
  /** When the secret was last replaced; null while it is the first. */
  replaced_at: string | null;
}

/** A staff member's device that receives an alert of each new booking. */
export interface DeskPushSubscriptionsTable {
  endpoint: string;
  staff: string;
  p256dh: string;
  auth: string;
  /** The desk's language for that person when the device subscribed: the alert's words. */
  language: Language;
  created_at: string;
}

/** One Core Web Vital from one page view: no cookie, address or user agent, only where and how fast. */
interface WebVitalsTable {
  id: Generated<number>;
  at: string;
  route: string;
  language: Language;
  metric: VitalMetric;
  value: number;
}

/** Rows written by /healthz's write probe inside a transaction that is always rolled back. */
interface HealthProbeTable {
  at: string;
}

/** A front-desk session: the SHA-256 of its id (the cookie holds the id), whose it is, its CSRF token. */
export interface DeskSessionsTable {
  id_hash: string;
  email: string;
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

/** What the desk remembers of a staff member: the language it speaks to them. */
interface DeskStaffTable {
  email: string;
  language: Language;
  updated_at: string;
}

/** A sign-in link's nonce once redeemed, kept until the link would have expired anyway. */
interface DeskUsedLinksTable {
  nonce: string;
  used_at: string;
  expires_at: string;
}

/** A staff member's passkey: the credential's id and public key, as WebAuthn registered them. */
interface DeskPasskeysTable {
  id: string;
  email: string;
  public_key: Uint8Array;
  /** PostgreSQL's bigint arrives as text. */
  counter: number | string;
  /** JSON: the transports the authenticator named (internal, hybrid, usb…). */
  transports: string;
  label: string;
  created_at: string;
  last_used_at: string | null;
}

/** A WebAuthn challenge the desk issued, until answered once or expired. */
interface DeskChallengesTable {
  challenge: string;
  purpose: 'register' | 'sign_in';
  /** Whose registration it is; null for a sign-in, where the passkey names its person. */
  email: string | null;
  expires_at: string;
}

export interface Database {
  bookings: BookingsTable;
  booking_events: BookingEventsTable;
  booking_photos: BookingPhotosTable;
  outbox: OutboxTable;
  idempotency_keys: IdempotencyKeysTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  recipient_allowances: RecipientAllowancesTable;
  photo_allowances: PhotoAllowancesTable;
  health_probe: HealthProbeTable;
  closures: ClosuresTable;
  desk_sessions: DeskSessionsTable;
  desk_staff: DeskStaffTable;
  desk_used_links: DeskUsedLinksTable;
  desk_passkeys: DeskPasskeysTable;
  desk_challenges: DeskChallengesTable;
  calendar_feeds: CalendarFeedsTable;
  desk_push_subscriptions: DeskPushSubscriptionsTable;
  web_vitals: WebVitalsTable;
}
