import { HONEYPOT_FIELD, textFieldsOf } from '../../core/bookingFields.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import { takesPhotos } from '../../core/availability.ts';
import { checkBookingRules, checkPlaceFields, PHOTO_CONSENT_VERSION, PHOTOS_TOO_LARGE } from '../../core/bookingRequest.ts';
import type { ServerConfig } from '../config.ts';
import { ApiError, fieldError } from '../http/errors.ts';
import { IDEMPOTENCY_KEY_HEADER } from '../http/headers.ts';
import { bodyFlowing, UploadGate } from '../http/uploadGate.ts';
import { storage as storageStep, STORAGE_RETRY_AFTER_SECONDS } from '../http/storage.ts';
import { diskHasRoom } from './diskSpace.ts';
import type { AlertedBooking } from '../desk/pushAlerts.ts';
import { bookingMessageEntries } from '../mail/bookingMessages.tsx';
import { allowanceDay, recipientKey } from '../mail/recipientKey.ts';
import { timeOrderedId } from '../store/ids.ts';
import type { CapacityRefusal, NewBooking, NewBookingPhoto, StoredAnswer, Store } from '../store/types.ts';
import { BOOKING_BODY_LIMIT } from './bodyLimit.ts';
import { BOOKING_BODY_SHAPE } from './bodyShape.ts';
import { capacityCheck, nextFreeHour } from './capacity.ts';
import { PhotoRejected, reencodePhoto } from './photos.ts';
import { receivedBookingSchema, type ReceivedBooking } from './receivedRequest.ts';

export const BOOKING_PATH = '/v1/send-booking-email';
const IDEMPOTENCY_SCOPE = 'send-booking-email';
/** Printable ASCII, as the IETF Idempotency-Key draft allows; a UUID fits easily. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * Bodies above this size (a booking with photos; a chunked body counts as large) are read only
 * within the upload budget, one at a time per client address; the others wait unread, held back
 * by TCP. A body this small costs little.
 */
const LARGE_BODY_BYTES = 16 * 1024;
/**
 * The bytes of large bodies read at once, all clients together. A body costs at most about its
 * size while it is read (photo bytes are kept as bytes, server/http/streamingJson.ts), so this
 * bounds their memory: one body of the largest size with room beside it for a few ordinary ones.
 */
const UPLOAD_BUDGET_BYTES = 64 * 1024 * 1024;

export interface BookingRouteDeps {
  store: Store;
  config: ServerConfig;
  now: () => Date;
  /** Called once a booking and its messages are stored, so the mail goes out at once. */
  onQueued: () => void;
  /** Told of each stored booking (the staff's alerts); it must return at once and never throw. */
  onBooked?: (booking: AlertedBooking) => void;
}

/**
 * Runs a database step of the booking: a database that fails gives the visitor a 503 "try again
 * shortly", which the form shows as a booking error with every value kept, rather than a 500.
 */
const storage = <T>(reply: FastifyReply, step: () => Promise<T>) =>
  storageStep(reply, step, 'Your booking could not be saved just now; please try again in a minute');

export { HONEYPOT_FIELD };

function filledHoneypot(body: unknown): boolean {
  const value = body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[HONEYPOT_FIELD] : undefined;
  return value !== undefined && value !== null && value !== '' && value !== false;
}

/**
 * Resolves once the first bytes of the body are readable (left in the stream for the parser), or
 * once the connection has closed without them.
 */
function bodyBegins(payload: Readable, response: ServerResponse): Promise<void> {
  if (payload.readableLength > 0 || payload.readableEnded) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      payload.off('readable', done);
      payload.off('error', done);
      response.off('close', done);
      resolve();
    };
    payload.on('readable', done);
    payload.on('error', done);
    response.on('close', done);
  });
}

function idempotencyKeyOf(request: FastifyRequest): string | null {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !IDEMPOTENCY_KEY.test(key)) {
    throw new ApiError(400, 'invalid_idempotency_key', 'Idempotency-Key must be 1 to 255 printable ASCII characters', 'Idempotency-Key');
  }
  return key;
}

/** The first schema problem, as the API words it. */
function schemaError(issue: z.core.$ZodIssue): ApiError {
  if (issue.code === 'custom' && (issue.params as { reason?: string } | undefined)?.reason === PHOTOS_TOO_LARGE) {
    return new ApiError(413, 'payload_too_large', issue.message, 'photos');
  }
  const field = issue.path.map(String).join('.');
  if (field === '') return new ApiError(400, 'invalid_body', 'The body must be a JSON object with the booking fields');
  return fieldError(field, issue.message);
}

function replay(reply: FastifyReply, answer: StoredAnswer, bodyDigest: string | undefined): FastifyReply {
  if (answer.requestHash !== bodyDigest) {
    throw new ApiError(422, 'idempotency_key_reused', 'This Idempotency-Key was already used for a different request', 'Idempotency-Key');
  }
  return reply.code(answer.statusCode).header('idempotent-replayed', 'true').send(answer.body);
}

async function reencodeAll(photos: ReceivedBooking['photos']): Promise<NewBookingPhoto[]> {
  const stored: NewBookingPhoto[] = [];
  // One at a time: each decode can take a few hundred MB of pixels for a large original.
  for (const [index, photo] of photos.entries()) {
    try {
      stored.push(await reencodePhoto(photo, index));
    } catch (error) {
      if (error instanceof PhotoRejected) throw new ApiError(400, 'invalid_photo', error.message, `photos.${error.index}.content`);
      throw error;
    }
  }
  return stored;
}

/**
 * POST /functions/v1/send-booking-email: checks everything the form checks and more, stores the
 * booking with its photos and its two queued messages in one transaction, then answers 201 { id }.
 * The outbox worker composes and sends the messages afterwards.
 */
export function registerBookingRoute(scope: FastifyInstance, deps: BookingRouteDeps): void {
  const { store, config, now } = deps;

  /** The answer to a booking the house cannot take: full (with the next free hour), closed, or too many pending. */
  async function refusal(reason: CapacityRefusal, wanted: { service: NewBooking['service']; date: string; time: string; guests: number | null; specialist: string | null }, at: Date): Promise<ApiError> {
    if (reason === 'too_many_pending') {
      return new ApiError(429, 'too_many_pending', 'This address already has requests waiting for an answer; please wait for them', 'email');
    }
    if (reason === 'closed') return new ApiError(400, 'date_closed', 'The house is closed at that date and time', 'appointment_date');
    const next = await nextFreeHour(store, config, wanted, at);
    return new ApiError(409, 'slot_full', 'That time is fully booked', 'appointment_time', { next_available: next });
  }

  /**
   * Photos take disk space a visitor could otherwise fill: they must leave DATA_DIR's disk its
   * reserve (else 503, and a booking without photos still passes), and fit the client address's
   * daily budget (else 429), counted in the database across instances.
   */
  async function takePhotoRoom(reply: FastifyReply, clientAddress: string, bytes: number, at: Date): Promise<void> {
    if (!(await diskHasRoom(config.dataDir, bytes, config.diskReserveBytes))) {
      reply.log.error({ dataDir: config.dataDir, reserveBytes: config.diskReserveBytes }, 'photos refused: the disk is down to its reserve');
      reply.header('retry-after', String(STORAGE_RETRY_AFTER_SECONDS));
      throw new ApiError(503, 'storage_unavailable', 'Photos cannot be received just now; please try again later, or send your request without photos', 'photos');
    }
    const allowed = await storage(reply, () => store.takePhotoAllowance(clientAddress, allowanceDay(at), bytes, config.photoBytesPerAddressPerDay));
    if (!allowed) throw new ApiError(429, 'photo_limit_reached', 'Too many photos from this address today; please send your request without photos, or try again tomorrow', 'photos');
  }

  const uploads = new UploadGate(UPLOAD_BUDGET_BYTES);
  const { bodyMinBytesPerSecond, bodyGraceMs, bodyIdleMs, checkEveryMs } = config.clientTimeouts;
  const bodyRate = { bytesPerSecond: bodyMinBytesPerSecond, graceMs: bodyGraceMs, idleMs: bodyIdleMs, checkEveryMs };
  scope.post(
    BOOKING_PATH,
    {
      bodyLimit: BOOKING_BODY_LIMIT,
      // The answer is a few bytes of JSON: nothing to compress, and the check costs every request.
      compress: false,
      config: { jsonOnly: true, jsonShape: BOOKING_BODY_SHAPE, rateLimit: { max: config.rateLimit.bookingsPerMinute, timeWindow: '1 minute' } },
      preParsing: async (request, reply, payload) => {
        const declared = Number(request.headers['content-length'] ?? Number.NaN);
        // Bodies over the limit are refused unread by the parser (413); they need no budget.
        if (declared <= LARGE_BODY_BYTES || declared > BOOKING_BODY_LIMIT) return payload;
        // The response's 'close' comes once it is sent or the connection is gone, whichever is
        // first, so an aborted upload frees its share too, even one still waiting for it.
        const slot: { closed: boolean; release?: () => void } = { closed: false };
        reply.raw.once('close', () => {
          slot.closed = true;
          slot.release?.();
        });
        // A connection that announces a large body and sends nothing must hold no share of the
        // budget: it queues only once its body begins (until then, only the request timeout ends
        // it) and flows, keeping the minimum rate from its first byte (a 408 otherwise), so a fast
        // upload passes a slow one; once reading, readJsonBody holds it to that rate again.
        await bodyBegins(payload, reply.raw);
        if (slot.closed) return payload;
        await bodyFlowing(payload as IncomingMessage, reply.raw, bodyRate);
        if (slot.closed) return payload;
        slot.release = await uploads.enter(request.ip, Number.isFinite(declared) ? declared : BOOKING_BODY_LIMIT);
        if (slot.closed) slot.release();
        return payload;
      },
    },
    async (request, reply) => {
      if (request.body === undefined) throw new ApiError(415, 'unsupported_media_type', 'Send the booking as application/json');
      const key = idempotencyKeyOf(request);
      if (key) {
        const answer = await storage(reply, () => store.findAnswer(IDEMPOTENCY_SCOPE, key));
        if (answer) return replay(reply, answer, request.bodyDigest);
      }

      if (filledHoneypot(request.body)) {
        // A bot: it is told what a person would be told, and nothing is stored or sent.
        request.log.info('booking honeypot filled: answered as accepted, nothing stored');
        return reply.code(201).send({ id: timeOrderedId(), status: 'received' });
      }

      const parsed = receivedBookingSchema.safeParse(request.body);
      if (!parsed.success) throw schemaError(parsed.error.issues[0]!);
      const booking = parsed.data;
      const receivedAt = now();
      const violation =
        checkBookingRules(booking, receivedAt, config.businessTimeZone, config.bookingHorizonDays) ?? checkPlaceFields(config.house, booking);
      if (violation) throw new ApiError(400, violation.code, violation.message, violation.field);
      if (booking.photos.length > 0 && !takesPhotos(config.house, booking.service)) {
        throw new ApiError(400, 'invalid_field', 'This service takes no photos', 'photos');
      }

      const instant = config.house.services[booking.service].confirmation === 'instant';
      const visitorKey = recipientKey(booking.email);
      const stored: NewBooking = {
        id: timeOrderedId(),
        receivedAt,
        status: instant ? 'confirmed' : 'received',
        ...textFieldsOf(booking),
        service: booking.service,
        appointmentDate: booking.appointment_date,
        appointmentTime: booking.appointment_time,
        guests: booking.guests,
        specialist: booking.specialist,
        specialistChosen: booking.specialist !== null,
        visitorKey,
        language: booking.language,
        photoConsent: booking.photo_consent === true ? { version: PHOTO_CONSENT_VERSION, givenAt: receivedAt } : null,
        photos: await reencodeAll(booking.photos),
      };
      const photoBytes = stored.photos.reduce((sum, photo) => sum + photo.bytes.byteLength, 0);
      if (photoBytes > 0) await takePhotoRoom(reply, request.ip, photoBytes, receivedAt);
      // Nobody verified the visitor's address: past the day's allowance for that mailbox the booking
      // still reaches the business, but no further receipt or confirmation goes to it (no mail-bombing a stranger).
      const [toBusiness, receipt] = bookingMessageEntries(stored, config.mailFrom, instant);
      const receiptAllowed = await storage(reply, () =>
        store.takeRecipientAllowance(visitorKey, allowanceDay(receivedAt), config.receiptsPerAddressPerDay),
      );
      if (!receiptAllowed) request.log.warn({ bookingId: stored.id }, 'receipt withheld: the address had its receipts for today');
      const body = { id: stored.id, status: stored.status };
      const wanted = {
        service: stored.service,
        date: stored.appointmentDate,
        time: stored.appointmentTime,
        guests: stored.guests,
        specialist: stored.specialist,
        // Only requests wait for an answer; an instant booking holds no pending place.
        visitorKey: instant ? null : visitorKey,
      };
      const result = await storage(reply, () =>
        store.saveBooking(
          stored,
          receiptAllowed ? [toBusiness, receipt] : [toBusiness],
          key ? { scope: IDEMPOTENCY_SCOPE, key, requestHash: request.bodyDigest ?? '', statusCode: 201, body } : null,
          capacityCheck(config, wanted, receivedAt),
        ),
      );
      if (result.outcome === 'replayed') return replay(reply, result.answer, request.bodyDigest);
      if (result.outcome === 'refused') throw await refusal(result.reason, wanted, receivedAt);
      request.log.info({ bookingId: stored.id, service: stored.service, photos: stored.photos.length }, 'booking stored');
      deps.onQueued();
      deps.onBooked?.({
        id: stored.id,
        status: instant ? 'confirmed' : 'received',
        service: stored.service,
        appointmentDate: stored.appointmentDate,
        appointmentTime: stored.appointmentTime,
        name: stored.name,
        guests: stored.guests,
      });
      return reply.code(201).send(body);
    },
  );
}

