import type { SendMailOptions } from 'nodemailer';
import type { MailWorkerConfig } from '../config.ts';
import type { MailContent, OutboxKind, OutboxMessage, OutboxStore } from '../store/types.ts';
import { BOOKING_MESSAGE_KINDS, composeBookingMessage, composeBusinessFallback, fallbackEntry, type BookingMessageKind } from './bookingMessages.tsx';
import type { BookingMailSettings } from './mailSettings.ts';
import { isPermanentFailure, type MailTransport } from './transport.ts';

export interface WorkerLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface OutboxWorkerOptions extends MailWorkerConfig, BookingMailSettings {
  log: WorkerLog;
  now?: () => Date;
  /**
   * The clock that stamps bookings and their messages (the service's, which tests pin): a message's
   * age, against giveUpAfterMs, is read on it, as are the times of a failure and of its follow-up.
   * Defaults to `now`.
   */
  serviceNow?: () => Date;
  random?: () => number;
}

const BATCH = 10;
/** The business's copy of a new booking: refused for good, a short note follows. */
const BUSINESS_COPIES: readonly OutboxKind[] = ['booking_business', 'booking_instant_business'];

/**
 * Arrivals in the last second or so (the worker records each wake()): the current one-second
 * window's count, or the previous window's when that is higher (a window just begun has counted
 * little yet).
 */
export class ArrivalRate {
  private windowStart = Number.NEGATIVE_INFINITY;
  private current = 0;
  private previous = 0;

  record(nowMs: number): void {
    this.roll(nowMs);
    this.current++;
  }

  perSecond(nowMs: number): number {
    this.roll(nowMs);
    return Math.max(this.current, this.previous);
  }

  private roll(nowMs: number): void {
    const elapsed = nowMs - this.windowStart;
    if (elapsed < 1000) return;
    this.previous = elapsed < 2000 ? this.current : 0;
    this.current = 0;
    this.windowStart = nowMs;
  }
}

/**
 * The delay before attempt number `attempt + 1`: retryBaseMs doubled per failed attempt, capped at
 * retryMaxMs, then "equal jitter" (half fixed, half random) so messages that failed together do
 * not all retry in the same instant.
 */
export function retryDelayMs(failedAttempts: number, config: Pick<MailWorkerConfig, 'retryBaseMs' | 'retryMaxMs'>, random: () => number = Math.random): number {
  const exponential = Math.min(config.retryMaxMs, config.retryBaseMs * 2 ** Math.max(0, failedAttempts - 1));
  return Math.round(exponential / 2 + (random() * exponential) / 2);
}

/** The mail server's own answer when there is one ("550 5.7.1 …"), as the business's fallback note quotes it. */
function describeError(error: unknown): string {
  const e = error as { message?: string; code?: string; responseCode?: number; response?: string };
  if (typeof e.response === 'string' && e.response !== '') return `${e.response}${e.code ? ` (${e.code})` : ''}`.slice(0, 1000);
  const text = [e.code, e.responseCode, e.message ?? String(error)].filter((part) => part !== undefined && part !== '').join(' ');
  return text.slice(0, 1000);
}

/**
 * Sends the outbox, in this process: looks for due messages every pollIntervalMs (and at once
 * when woken after a booking), sends them one at a time, marks each sent, and reschedules a
 * failure with backoff. Stopping lets the message in hand finish, then sends nothing more.
 *
 * Answers come before mail in a flood. A message costs ~3 ms of CPU (composing and writing it), a
 * booking's answer ~0.3 ms, so while bookings and sign-ups keep waking the worker faster than
 * floodRequestsPerSecond it sends one message per floodPaceMs (~3% of the CPU), and the rest once
 * the flood ends. The mail waits in the database meanwhile; none is lost.
 *
 * Several instances on one PostgreSQL database each run a worker: the store claims each message
 * for one of them (FOR UPDATE SKIP LOCKED and a lease; see postgresStore.ts).
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private wakeRequested = false;
  private paced = false;
  private stopping = false;
  private readonly arrivals = new ArrivalRate();
  private readonly now: () => Date;
  private readonly serviceNow: () => Date;
  private readonly random: () => number;

  constructor(
    private readonly store: OutboxStore,
    private readonly transport: MailTransport,
    private readonly options: OutboxWorkerOptions,
  ) {
    this.now = options.now ?? (() => new Date());
    this.serviceNow = options.serviceNow ?? this.now;
    this.random = options.random ?? Math.random;
  }

  start(): void {
    this.schedule(0);
  }

  /** New mail is waiting: look now rather than at the next poll. */
  wake(): void {
    if (this.stopping) return;
    this.arrivals.record(performance.now());
    if (this.running) this.wakeRequested = true;
    else if (!this.paced) this.schedule(0); // when paced, the next message is already due soon
  }

  /** Finishes the message in hand, then stops; resolves when nothing is being sent. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined); // tick() has logged it
    this.transport.close();
  }

  private schedule(delayMs: number): void {
    if (this.stopping) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
  }

  private flooded(): boolean {
    return this.arrivals.perSecond(performance.now()) > this.options.floodRequestsPerSecond;
  }

  private async tick(): Promise<void> {
    this.timer = null;
    this.paced = false;
    if (this.running || this.stopping) return;
    this.running = this.sendDue().then(() => this.reportLostBusinessMail());
    try {
      await this.running;
    } catch (error) {
      // The database failed, not a message: try again at the next poll.
      this.options.log.error({ err: error }, 'outbox: could not read the outbox');
    } finally {
      this.running = null;
    }
    const again = this.wakeRequested;
    this.wakeRequested = false;
    if (this.paced) this.schedule(this.options.floodPaceMs);
    else this.schedule(again ? 0 : this.options.pollIntervalMs);
  }

  private async sendDue(): Promise<void> {
    while (!this.stopping) {
      const due = await this.store.dueMessages(this.now(), this.flooded() ? 1 : BATCH);
      if (due.length === 0) return;
      for (const message of due) {
        if (this.stopping) return;
        await this.sendOne(message);
        if (this.flooded()) {
          this.paced = true; // the rest after a pause; tick() schedules it
          return;
        }
      }
    }
  }

  /**
   * A booking whose full request and fallback note were both refused for good has reached the
   * business by no mail at all: said at error level on every cycle, so no log filter or rotation
   * hides it, until someone acknowledges it (`npm run bookings -- ack ID`).
   */
  private async reportLostBusinessMail(): Promise<void> {
    for (const failed of await this.store.unacknowledgedFailures()) {
      if (failed.kind !== 'booking_business_fallback') continue;
      this.options.log.error(
        { outboxId: failed.id, bookingId: failed.bookingId, failedAt: failed.failedAt, reason: failed.lastError },
        `outbox: booking ${failed.bookingId} reached the business by no message (the request and its fallback were refused); see npm run bookings -- show ${failed.bookingId}, then ack it`,
      );
    }
  }

  private async sendOne(message: OutboxMessage): Promise<void> {
    const log = this.options.log;
    let mail: SendMailOptions;
    try {
      mail = await this.compose(message);
    } catch (error) {
      log.error({ err: error, outboxId: message.id }, 'outbox: could not assemble the message');
      await this.retryOrGiveUp(message, describeError(error));
      return;
    }
    try {
      await this.transport.send(mail, message);
      await this.store.markSent(message.id, this.now());
      log.info({ outboxId: message.id, kind: message.kind, messageId: message.messageId }, 'outbox: message sent');
    } catch (error) {
      const reason = describeError(error);
      if (isPermanentFailure(error)) {
        await this.fail(message, reason);
        log.error({ outboxId: message.id, kind: message.kind, bookingId: message.bookingId, reason }, 'outbox: the mail server refused the message for good; not retrying');
        return;
      }
      await this.retryOrGiveUp(message, reason);
    }
  }

  /**
   * Marks a message failed for good. The business's copy is followed by a short note without
   * attachments, queued with the failure; a failed business message holds /healthz until acknowledged.
   */
  private async fail(message: OutboxMessage, reason: string): Promise<void> {
    const at = this.serviceNow();
    const followUp = BUSINESS_COPIES.includes(message.kind) && message.bookingId !== null ? fallbackEntry(message.bookingId, this.options.mailFrom, at) : undefined;
    await this.store.markFailed(message.id, reason, at, followUp);
  }

  /** A failure that may pass: another attempt after the backoff, or, past giveUpAfterMs, the end (logged once, here). */
  private async retryOrGiveUp(message: OutboxMessage, reason: string): Promise<void> {
    const log = this.options.log;
    const ageMs = this.serviceNow().getTime() - message.createdAt.getTime();
    if (ageMs >= this.options.giveUpAfterMs) {
      const days = Math.round(this.options.giveUpAfterMs / (24 * 60 * 60_000));
      await this.fail(message, `given up after ${days} day(s) of retries; last: ${reason}`);
      log.error(
        { outboxId: message.id, kind: message.kind, bookingId: message.bookingId, attempts: message.attempts + 1, reason },
        'outbox: still not accepted when its retries ran out; not retrying',
      );
      return;
    }
    const delay = retryDelayMs(message.attempts + 1, this.options, this.random);
    await this.store.scheduleRetry(message.id, reason, new Date(this.now().getTime() + delay));
    log.warn({ outboxId: message.id, kind: message.kind, attempts: message.attempts + 1, retryInMs: delay, reason }, 'outbox: sending failed; will retry');
  }

  private async compose(message: OutboxMessage): Promise<SendMailOptions> {
    const content = message.content ?? (await this.composeFromBooking(message));
    const attachments = [];
    for (const ref of content.attachments) {
      if ('text' in ref) {
        attachments.push({ filename: ref.filename, content: ref.text, contentType: ref.contentType });
        continue;
      }
      const attachment = await this.store.attachment(ref);
      if (attachment) attachments.push({ filename: attachment.filename, content: attachment.content, contentType: attachment.contentType });
      else this.options.log.warn({ outboxId: message.id, ref }, 'outbox: an attached photo no longer exists');
    }
    return {
      from: this.options.mailFrom,
      to: content.to,
      replyTo: content.replyTo ?? undefined,
      subject: content.subject,
      text: content.text,
      html: content.html,
      messageId: message.messageId,
      date: message.createdAt,
      headers: content.headers,
      attachments,
    };
  }

  /** A booking's message, written now from the booking as stored. */
  private async composeFromBooking(message: OutboxMessage): Promise<MailContent> {
    // Only a booking's first messages are written when sent; every other kind is queued written out.
    const kind = message.kind;
    if (kind !== 'booking_business_fallback' && !(BOOKING_MESSAGE_KINDS as readonly OutboxKind[]).includes(kind)) {
      throw new Error(`outbox row ${message.id} (${message.kind}) has no content`);
    }
    const booking = message.bookingId === null ? null : await this.store.bookingForMail(message.bookingId);
    if (!booking) throw new Error(`outbox row ${message.id}: booking ${message.bookingId} no longer exists`);
    if (kind !== 'booking_business_fallback') return composeBookingMessage(kind as BookingMessageKind, booking, this.options, this.now());
    const refused = (await this.store.bookingMessages(booking.id)).filter((m) => BUSINESS_COPIES.includes(m.kind) && m.state === 'failed').pop();
    return composeBusinessFallback(booking, { reason: refused?.lastError ?? 'unknown' }, this.options, this.now());
  }
}
