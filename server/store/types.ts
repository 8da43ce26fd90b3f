/**
 * What the service keeps, behind one narrow interface: SQLite (sqliteStore.ts, one instance) and
 * PostgreSQL (postgresStore.ts, any number of instances on one database) implement it, and the
 * functions and the mail worker only see these types.
 */
import type { TextFieldValues } from '../../core/bookingFields.ts';
import type { Closure, PlacedBooking } from '../../core/house.ts';
import type { Attendance, DeskChannel } from '../../core/deskApi.ts';
import type { Language } from '../../core/languages.ts';
import type { ServiceId } from '../../core/services.ts';
import type { VitalMetric } from '../../core/vitals.ts';

/**
 * A booking request's life: received; then confirmed or declined by the business, or another time
 * proposed (which the visitor's accepting confirms); a confirmed booking may be cancelled by the visitor.
 */
export const BOOKING_STATUSES = ['received', 'confirmed', 'declined', 'proposed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export interface NewBookingPhoto {
  filename: string;
  contentType: string;
  width: number;
  height: number;
  /** Re-encoded image: orientation applied, metadata gone. */
  bytes: Uint8Array;
}

/** A booking to store: every declared text field (name, email, phone, notes…), and the rest. */
export interface NewBooking extends Omit<TextFieldValues, 'email'> {
  id: string;
  /** The visitor's address; a booking taken at the desk by phone may have none (its visitor then gets no message). */
  email: string | null;
  receivedAt: Date;
  status: BookingStatus;
  service: ServiceId;
  appointmentDate: string;
  appointmentTime: string;
  /** Guests, for the services that count them (the restaurant's); null elsewhere. */
  guests: number | null;
  /** Who serves the booking, for services with specialists: chosen by the visitor or assigned. */
  specialist: string | null;
  /** The visitor chose the specialist (a move keeps them); otherwise whoever is free may take it. */
  specialistChosen: boolean;
  /** The visitor's address, normalised and hashed, to count their pending requests; null for bookings without one. */
  visitorKey: string | null;
  language: Language;
  /** Given when the visitor ticked the photo consent box: which text they agreed to, and when. */
  photoConsent: { version: string; givenAt: Date } | null;
  photos: NewBookingPhoto[];
  /** How it reached the house: the site (the default) or the desk, with the staff member who took it. */
  channel?: DeskChannel;
  takenBy?: string;
}

export interface MailAddress {
  name?: string;
  address: string;
}

/** A booking photo attached to a message, read from the database when the message is sent. */
export interface MailAttachmentRef {
  bookingId: string;
  position: number;
}

/** A calendar file or other small attachment written with the message, not read from a booking's photos. */
export interface MailInlineAttachment {
  filename: string;
  contentType: string;
  text: string;
}

/**
 * booking_business_fallback: a short note to the business, sent when the full request could not be
 * delivered (the mail server refused it for good), with the reason and a link to the request.
 * booking_confirmed … booking_reminder, booking_moved, booking_cancelled_by_business, booking_notice:
 * the answers to a booking and what they tell either side, written out when the business or the
 * visitor acts through a signed link (server/requests).
 * booking_instant_business, booking_instant_visitor: a booking confirmed at once ("New booking" to
 * the business, the confirmation to the visitor), composed from the stored booking when sent.
 * desk_sign_in: a one-time link to the front desk for a staff member, written out when asked for.
 */
export type OutboxKind =
  | 'booking_business'
  | 'booking_visitor'
  | 'booking_business_fallback'
  | 'newsletter_confirmation'
  | 'booking_confirmed'
  | 'booking_declined'
  | 'booking_proposed'
  | 'booking_cancelled'
  | 'booking_reminder'
  | 'booking_instant_business'
  | 'booking_instant_visitor'
  | 'booking_moved'
  | 'booking_cancelled_by_business'
  | 'booking_notice'
  | 'desk_sign_in';

/** The messages that tell the business about a booking: if none of them arrives, nobody knows of it. */
export const BUSINESS_MESSAGE_KINDS = ['booking_business', 'booking_instant_business', 'booking_business_fallback'] as const satisfies readonly OutboxKind[];

/** A message in the outbox: which one, what it belongs to, since when. */
export interface OutboxEntry {
  id: string;
  kind: OutboxKind;
  bookingId: string | null;
  /** Stable across retries, so a retried message is the same email, not a second one. */
  messageId: string;
  createdAt: Date;
}

/** What a message says, and to whom. */
export interface MailContent {
  to: MailAddress[];
  replyTo: MailAddress | null;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  attachments: (MailAttachmentRef | MailInlineAttachment)[];
}

/** A message queued with its content written out (the newsletter's confirmation). */
export interface NewOutboxMessage extends OutboxEntry, MailContent {}

export interface OutboxMessage extends OutboxEntry {
  attempts: number;
  /**
   * Null for a booking's messages: the worker composes them from the stored booking when it sends
   * them, so the request that stores a booking writes two small rows and composes nothing.
   */
  content: MailContent | null;
}

/** A stored booking as its messages read it: every field, and how many photos it holds. */
export interface BookingForMail extends Omit<NewBooking, 'photos' | 'channel' | 'takenBy'> {
  /** The SEQUENCE of its latest calendar file, so a calendar takes each newer file over the older. */
  calendarSequence: number;
  /** The current proposal's round: an accept link of an earlier round was withdrawn. */
  proposalRound: number;
  photoCount: number;
  /** Each photo's size in bytes, in order, so a message can tell which fit as attachments. */
  photoBytes: number[];
}

/**
 * Where a message is: waiting for its first attempt (queued), accepted by the mail server (sent),
 * waiting to be tried again after an error (failing), refused for good (failed).
 */
type DeliveryState = 'queued' | 'sent' | 'failing' | 'failed';

export interface MessageState {
  id: string;
  kind: OutboxKind;
  bookingId: string | null;
  createdAt: Date;
  state: DeliveryState;
  attempts: number;
  nextAttemptAt: Date | null;
  sentAt: Date | null;
  failedAt: Date | null;
  lastError: string | null;
  /** A failed message someone has seen (`npm run bookings -- ack`). */
  acknowledgedAt: Date | null;
}

/** Who changed a booking through a signed link. */
export type LinkActor = 'business' | 'visitor';
/** Who changed a booking: through a signed link, or a staff member at the desk. */
export type Actor = LinkActor | 'staff';

/** One line of a booking's history. */
export interface BookingEvent {
  at: Date;
  type: string;
  status: BookingStatus;
  detail: string | null;
  /** Null for what the service did by itself (receiving, reminding). */
  actor: Actor | null;
  /** The staff member's address when the desk did it. */
  staff: string | null;
}

/** A stored booking with what the desk adds to it: whether its client came, and how it was taken. */
export interface StoredBooking extends BookingForMail {
  attendance: Attendance | null;
  channel: DeskChannel;
}

/** A booking with the state of its messages, as the bookings command lists it. */
export interface BookingOverview {
  booking: StoredBooking;
  messages: MessageState[];
}

export interface BookingDetail extends BookingOverview {
  events: BookingEvent[];
}

export interface BookingFilter {
  status?: BookingStatus;
  /** Bookings received at or after this moment. */
  since?: Date;
  /** Bookings whose appointment falls on these dates (ISO), both included. */
  appointmentFrom?: string;
  appointmentTo?: string;
  /** By arrival (the default) or by appointment date and time. */
  order?: 'received' | 'appointment';
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** The first answer given for an idempotency key, replayed for every repeat of the request. */
export interface StoredAnswer {
  requestHash: string;
  statusCode: number;
  body: unknown;
}

/** The answer to keep for a request's idempotency key, claimed with the booking it stores. */
export interface IdempotencyClaim extends StoredAnswer {
  scope: string;
  key: string;
}

/** Why the house cannot take a booking at its hour: no room left, closed, or the visitor already waits on enough requests. */
export type CapacityRefusal = 'full' | 'closed' | 'too_many_pending';

export type CapacityDecision = { ok: true; specialist: string | null } | { ok: false; reason: CapacityRefusal };

/**
 * The capacity rule a write runs inside its transaction, once every other booking that could
 * take the same place is read: the store serialises writers of one place (PostgreSQL: an advisory
 * lock; SQLite: one writer at a time), so two bookings can never both take its last room.
 */
export interface CapacityCheck {
  /** Writers of the same key wait for each other: the resource the booking takes. */
  lockKey: string;
  /** The services whose bookings share that resource, read on `date`. */
  services: readonly ServiceId[];
  date: string;
  /** Counts the visitor's requests still waiting for an answer and received after `since`. */
  pendingOf?: { visitorKey: string; since: Date };
  decide(placed: PlacedBooking[], closures: Closure[], pending: number): CapacityDecision;
}

type SaveBookingResult =
  | { outcome: 'saved'; specialist: string | null }
  | { outcome: 'replayed'; answer: StoredAnswer }
  | { outcome: 'refused'; reason: CapacityRefusal };

interface BookingStore {
  /**
   * Writes the booking, its photos, its first history event, its messages (to be composed when
   * sent) and the idempotency answer in one transaction. When the idempotency key is already
   * taken (a concurrent repeat), nothing is written and the first answer comes back instead.
   */
  saveBooking(booking: NewBooking, messages: OutboxEntry[], idempotency: IdempotencyClaim | null, capacity: CapacityCheck): Promise<SaveBookingResult>;
  findAnswer(scope: string, key: string): Promise<StoredAnswer | null>;
  /** Forgets idempotency keys older than `before`; returns how many. */
  purgeAnswers(before: Date): Promise<number>;
  /**
   * Deletes what the Privacy Policy says we no longer keep: photos of appointments dated before
   * `photosBefore` (once their mail is out), whole bookings (history, photos, mail) dated before
   * `bookingsBefore`, newsletter sign-ups still unconfirmed since before `unconfirmedBefore`, and
   * newsletter messages (sent or given up) written before then.
   */
  purgeExpired(cutoffs: RetentionCutoffs): Promise<PurgeCounts>;
}

export interface RetentionCutoffs {
  /** ISO dates, compared with the appointment date. */
  photosBefore: string;
  bookingsBefore: string;
  unconfirmedBefore: Date;
}

export interface PurgeCounts {
  photos: number;
  bookings: number;
  subscribers: number;
  /** Newsletter messages no longer waiting to be sent (a booking's messages go with the booking). */
  messages: number;
}

export interface OutboxStore {
  /**
   * Unsent, not given-up messages whose next attempt is due, oldest first, at most `limit`. A store
   * shared by several instances claims what it returns for a lease (no other instance gets those
   * messages until they are marked or the lease runs out) and may return fewer.
   */
  dueMessages(now: Date, limit: number): Promise<OutboxMessage[]>;
  /** The booking a message is about, as stored; null once it has been deleted. */
  bookingForMail(bookingId: string): Promise<BookingForMail | null>;
  attachment(ref: MailAttachmentRef): Promise<MailAttachment | null>;
  markSent(id: string, at: Date): Promise<void>;
  scheduleRetry(id: string, error: string, nextAttemptAt: Date): Promise<void>;
  /**
   * The mail server refused the message for good (a 5xx answer): stop trying, keep the reason; and
   * queue `followUp` (the business's fallback note) in the same transaction, so it cannot be lost.
   */
  markFailed(id: string, error: string, at: Date, followUp?: OutboxEntry): Promise<void>;
  /** The messages of a booking, oldest first. */
  bookingMessages(bookingId: string): Promise<MessageState[]>;
  /** Messages to the business that failed for good and nobody has acknowledged yet, oldest first. */
  unacknowledgedFailures(): Promise<MessageState[]>;
  /** When the oldest message still waiting to be sent (queued or failing) was written; null when none waits. */
  oldestQueuedAt(): Promise<Date | null>;
  /**
   * Of these messages, the ones whose copies may still be kept: the message still exists and, when
   * it is a booking's, the appointment is not before `photosBefore` (the photos' retention).
   */
  retainedMessageIds(ids: readonly string[], photosBefore: string): Promise<Set<string>>;
}

/** What the bookings command reads and writes (`npm run bookings`). */
export interface BookingAdminStore {
  listBookings(filter: BookingFilter): Promise<BookingOverview[]>;
  /** Null when no booking has this id. */
  bookingDetail(bookingId: string): Promise<BookingDetail | null>;
  /**
   * Marks the booking's failed business messages as seen at `at` and records that in its history
   * (with the staff member, when the desk did it), in one transaction. Returns how many were marked
   * (0: none was waiting), or null for an unknown booking.
   */
  acknowledgeFailures(bookingId: string, at: Date, staff?: string): Promise<number | null>;
  /** The ids that begin or end with `part` (at most `limit`), so a short reference can name one booking. */
  bookingIdsMatching(part: string, limit: number): Promise<string[]>;
}

/** What the front desk reads and writes beyond the answers: every list bounded by `limit`. */
export interface DeskStore {
  /** Requests nobody has answered yet, oldest first. */
  waitingBookings(limit: number): Promise<StoredBooking[]>;
  /** Bookings in `statuses` whose appointment falls from `fromDate` through `toDate`, by date and time. */
  bookingsOnDays(fromDate: string, toDate: string, statuses: readonly BookingStatus[], limit: number): Promise<StoredBooking[]>;
  /** Bookings whose name or e-mail contains `text`, or whose phone contains `digits`, newest appointment first. */
  searchBookings(search: { text: string; digits: string | null }, limit: number): Promise<StoredBooking[]>;
  storedBooking(bookingId: string): Promise<StoredBooking | null>;
  /**
   * Records whether a confirmed booking's client came (null clears it), with the staff member in its
   * history, in one transaction; 'state' when the booking is not confirmed.
   */
  setAttendance(change: { bookingId: string; attendance: Attendance | null; at: Date; staff: string }): Promise<{ outcome: 'changed' | 'state'; booking: StoredBooking } | { outcome: 'unknown' }>;
}

/** Closures of the house or a service group, which the command writes and availability reads. */
export interface ClosureStore {
  addClosure(closure: Closure, at: Date): Promise<void>;
  /** False when no closure has this id. */
  removeClosure(id: string): Promise<boolean>;
  /** Closures that end on or after `fromDate` and begin on or before `toDate`, earliest first. */
  closuresBetween(fromDate: string, toDate: string): Promise<Closure[]>;
  /** Bookings of `services` that may take a place from `fromDate` through `toDate`: received or confirmed. */
  placedBookings(services: readonly ServiceId[], fromDate: string, toDate: string): Promise<PlacedBooking[]>;
}

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';

export interface SubscriberTokens {
  confirmToken: string;
  unsubscribeToken: string;
}

export interface SubscribeRequest {
  email: string;
  language: Language;
  now: Date;
  /** A pending address gets a new confirmation message only when the last one is older than this. */
  resendAfterMs: number;
  /**
   * The mailbox's daily allowance (see RecipientAllowanceStore), taken in the same transaction when
   * a confirmation is to be queued; when it is used up nothing is written or queued.
   */
  allowance: { recipientKey: string; day: string; perDay: number };
  /** Builds the confirmation message once the subscriber's tokens are known. */
  composeConfirmation(tokens: SubscriberTokens): NewOutboxMessage;
}

/** What a subscribe request did: created, re-sent, nothing (already confirmed or sent recently). */
export interface SubscribeResult {
  status: SubscriberStatus;
  /** The address was not known before. */
  created: boolean;
  confirmationQueued: boolean;
}

export type ConfirmResult = { outcome: 'confirmed'; language: Language } | { outcome: 'expired'; language: Language } | { outcome: 'unknown' };
export type UnsubscribeResult = { outcome: 'unsubscribed'; language: Language } | { outcome: 'unknown' };

interface NewsletterStore {
  subscribe(request: SubscribeRequest): Promise<SubscribeResult>;
  subscriberByToken(kind: 'confirm' | 'unsubscribe', token: string): Promise<{ language: Language; status: SubscriberStatus } | null>;
  /** Confirms a pending subscription; a confirmation link older than `maxAgeMs` has expired. */
  confirmSubscription(token: string, now: Date, maxAgeMs: number): Promise<ConfirmResult>;
  unsubscribe(token: string, now: Date): Promise<UnsubscribeResult>;
}

/**
 * Messages sent to a mailbox nobody verified (a booking's receipt, a newsletter confirmation),
 * counted per mailbox and day in the database, so that every instance of the service counts
 * together and the service cannot be used to mail a stranger again and again.
 */
interface RecipientAllowanceStore {
  /**
   * Counts one message to `recipientKey` on `day` (an ISO date) if fewer than `perDay` were
   * counted there already; true when it was counted (send it), false when the day's allowance is
   * used up (don't). Atomic: concurrent callers on several instances never pass `perDay` together.
   */
  takeRecipientAllowance(recipientKey: string, day: string, perDay: number): Promise<boolean>;
  /** Forgets the counts of days before `day` (an ISO date), photo bytes included; returns how many rows went. */
  purgeRecipientAllowances(beforeDay: string): Promise<number>;
  /**
   * Counts `bytes` of photos against `clientKey`'s budget on `day` if they fit within `perDay` with
   * what was counted there already; true when counted, false (nothing counted) when they do not fit.
   * Atomic, as takeRecipientAllowance.
   */
  takePhotoAllowance(clientKey: string, day: string, bytes: number, perDay: number): Promise<boolean>;
}

/** A change of a booking's status, asked for through a signed link. */
export interface BookingTransition {
  bookingId: string;
  /** The statuses the booking may be in for the change to apply. */
  from: readonly BookingStatus[];
  to: BookingStatus;
  at: Date;
  /** The history event's type (confirmed, declined, proposed, accepted, moved, cancelled), detail and who acted. */
  event: string;
  detail: string | null;
  actor: Actor;
  /** The staff member, when the desk made the change. */
  staff?: string | null;
  /** The change gives the visitor a new calendar file: its SEQUENCE is raised. */
  calendarChanged?: boolean;
  /**
   * Proposals: 'next' opens a new round (withdrawing the earlier ones), 'close' withdraws the
   * current one; a number is the round an accept link names, refused unless it is the current one.
   */
  proposals?: 'next' | 'close' | number;
  /** A new appointment time (accepting a proposed slot, a move). */
  appointment?: { date: string; time: string };
  /** Checked in the transaction when the change takes a place (a confirmation, an accepted or moved time). */
  capacity?: (booking: BookingForMail) => CapacityCheck;
  /** Writes the messages the change sends, from the booking as it is once changed. */
  messages(booking: BookingForMail): NewOutboxMessage[];
}

export type TransitionResult =
  | { outcome: 'changed'; booking: BookingForMail }
  /** The booking is not in one of `from` (answered already, or cancelled): nothing changed. */
  | { outcome: 'state'; booking: BookingForMail }
  /** The house has no room at that date and time (or it is closed): nothing changed. */
  | { outcome: 'slot_taken'; booking: BookingForMail; reason: CapacityRefusal }
  /** The accept link's proposal was withdrawn by a later answer: nothing changed. */
  | { outcome: 'withdrawn'; booking: BookingForMail }
  | { outcome: 'unknown' };

interface AnswerStore {
  /**
   * Applies a change of status in one transaction: the status (and, when given, the appointment),
   * a history event with its time, and the messages; when the change takes a place, its capacity
   * check runs first in the same transaction, so of two confirmations of a last place only one succeeds.
   */
  changeBookingStatus(transition: BookingTransition): Promise<TransitionResult>;
  /** Confirmed bookings dated from `fromDate` through `toDate` that have had no reminder yet. */
  confirmedWithoutReminder(fromDate: string, toDate: string): Promise<BookingForMail[]>;
  /**
   * Queues a booking's reminder once: the message's Message-ID is the booking's own, so a second
   * call (or another instance's) writes nothing. True when this call queued it.
   */
  queueReminder(bookingId: string, message: NewOutboxMessage, at: Date): Promise<boolean>;
}

/** A front-desk session as stored: only the hash of its id, which the cookie holds. */
export interface DeskSessionRecord {
  idHash: string;
  email: string;
  csrfToken: string;
  /** The language the person chose for the desk; null until they choose. */
  language: Language | null;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
}

export type NewDeskSession = Omit<DeskSessionRecord, 'language' | 'lastSeenAt'>;

/** Who is signed in to the front desk, kept in the database so that any instance answers any request. */
export interface DeskAuthStore {
  /**
   * Starts a session. With `link`, only if that sign-in link's nonce was never used: the nonce is
   * recorded in the same transaction, so of two redemptions of one link exactly one starts a session.
   * False when the link was used already (nothing written).
   */
  startDeskSession(session: NewDeskSession, link?: { nonce: string; expiresAt: Date }): Promise<boolean>;
  /** The session whose id hashes to `idHash` while it lasts at `now` (its last sighting updated now and then); else null. */
  deskSession(idHash: string, now: Date): Promise<DeskSessionRecord | null>;
  endDeskSession(idHash: string): Promise<void>;
  /** Ends every session of `email`; returns how many. */
  endDeskSessionsOf(email: string): Promise<number>;
  setDeskLanguage(email: string, language: Language, at: Date): Promise<void>;
  /** Queues a message written out in full (a sign-in link). */
  queueMessage(message: NewOutboxMessage): Promise<void>;
  /** Forgets sessions, used links and challenges that have run out by `now`; returns how many rows went. */
  purgeDeskAuth(now: Date): Promise<number>;
}

export interface DeskPasskeyRecord {
  /** The credential's id (base64url), as the browser names it. */
  id: string;
  email: string;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[];
  label: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

export type DeskChallengePurpose = 'register' | 'sign_in';

/** The staff's passkeys and the WebAuthn challenges the desk has issued. */
export interface DeskPasskeyStore {
  addDeskChallenge(challenge: { challenge: string; purpose: DeskChallengePurpose; email: string | null; expiresAt: Date }): Promise<void>;
  /**
   * Takes a challenge of `purpose` that has not expired at `now`, once: it is deleted as it is read,
   * so of two answers to one challenge only one is checked. Null when there is none.
   */
  takeDeskChallenge(challenge: string, purpose: DeskChallengePurpose, now: Date): Promise<{ email: string | null } | null>;
  /** False when a passkey with this id is stored already (nothing written). */
  addDeskPasskey(passkey: Omit<DeskPasskeyRecord, 'lastUsedAt'>): Promise<boolean>;
  /** A person's passkeys, oldest first. */
  deskPasskeys(email: string): Promise<DeskPasskeyRecord[]>;
  deskPasskey(id: string): Promise<DeskPasskeyRecord | null>;
  /** Records a sign-in: the authenticator's new counter and when. */
  markDeskPasskeyUsed(id: string, counter: number, at: Date): Promise<void>;
  /** False when `email` has no passkey with this id. */
  removeDeskPasskey(email: string, id: string): Promise<boolean>;
}

/** A calendar feed shows one lane's bookings (a barber, a room) or one house's (a service group). */
export type CalendarFeedKind = 'lane' | 'house';

/** A calendar feed as stored: what it shows, and the random seed its secret URL is derived from. */
export interface StoredCalendarFeed {
  id: string;
  kind: CalendarFeedKind;
  subject: string;
  seed: string;
}

/** A feed to create, or a new secret for one: the seed and the hash of the URL's secret. */
export interface CalendarFeedSecret {
  seed: string;
  tokenHash: string;
}

/** A confirmed booking as a calendar feed shows it. */
export type FeedBooking = Omit<BookingForMail, 'photoCount' | 'photoBytes'>;

/** The staff's calendar feeds, read by every instance. */
interface CalendarFeedStore {
  /**
   * Every feed, after creating those of `wanted` that are not stored yet (a feed per kind and
   * subject: of two instances creating the same one at once, the first one's is kept).
   */
  calendarFeeds(wanted: (Omit<StoredCalendarFeed, 'seed'> & CalendarFeedSecret)[], at: Date): Promise<StoredCalendarFeed[]>;
  /** Gives a feed a new secret; the old one's URL then finds nothing. Null for an unknown feed. */
  replaceCalendarFeedSecret(id: string, secret: CalendarFeedSecret, at: Date): Promise<StoredCalendarFeed | null>;
  calendarFeedByTokenHash(tokenHash: string): Promise<StoredCalendarFeed | null>;
  /** Confirmed bookings of `services` (of one specialist when given) dated from `fromDate` through `toDate`, by appointment, at most `limit`. */
  confirmedBookings(query: { services: readonly ServiceId[]; specialist: string | null; fromDate: string; toDate: string; limit: number }): Promise<FeedBooking[]>;
}

/** A device's Web Push subscription, kept for the staff member who asked for alerts on it. */
export interface DeskPushSubscription {
  endpoint: string;
  /** The subscriber's public key (P-256, base64url) and the authentication secret (base64url). */
  p256dh: string;
  auth: string;
  staff: string;
  language: Language;
  createdAt: Date;
}

interface PushSubscriptionStore {
  /**
   * Keeps a subscription (a device subscribing again replaces its row, whoever had it), and of the
   * staff member's subscriptions only the newest `perStaff`.
   */
  savePushSubscription(subscription: DeskPushSubscription, perStaff: number): Promise<void>;
  /** Removes one endpoint's subscription (only when it is `staff`'s, if given); false when there was none. */
  removePushSubscription(endpoint: string, staff: string | null): Promise<boolean>;
  pushSubscriptions(): Promise<DeskPushSubscription[]>;
}

/** One Core Web Vital as the site reported it: where, in which language, which metric, how much. */
export interface VitalRecord {
  at: Date;
  route: string;
  language: Language;
  metric: VitalMetric;
  value: number;
}

/** The Core Web Vitals real visits report (`POST /functions/v1/vitals`, `npm run bookings -- vitals`). */
export interface VitalsStore {
  recordVitals(records: readonly VitalRecord[]): Promise<void>;
  /** Every value recorded at or after `since`, per route and metric. */
  vitalsSince(since: Date): Promise<{ route: string; metric: VitalMetric; value: number }[]>;
  /** Forgets the values recorded before `before`; returns how many. */
  purgeVitals(before: Date): Promise<number>;
}

export interface Store
  extends BookingStore,
    OutboxStore,
    BookingAdminStore,
    NewsletterStore,
    RecipientAllowanceStore,
    AnswerStore,
    ClosureStore,
    VitalsStore,
    DeskAuthStore,
    DeskPasskeyStore,
    DeskStore,
    CalendarFeedStore,
    PushSubscriptionStore {
  /**
   * Resolves when the database can take a write: a row written in a transaction that is rolled
   * back (and, for a database in a file, a small file written and synced beside it); rejects with the cause.
   */
  probeWrite(): Promise<void>;
  close(): Promise<void>;
}
