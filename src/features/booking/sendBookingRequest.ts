import type { BookingRequestInput } from '../../../core/bookingRequest.ts';
import { readOffer, type SlotOffer } from './fetchAvailability.ts';

/** How long a visitor waits for the booking service before the form says it failed. */
export const BOOKING_TIMEOUT_MS = 60_000;

export const BOOKING_FUNCTION_PATH = '/functions/v1/send-booking-email';

/** The service's error answer: `{ error: { code, message, field? } }` (docs/booking-service.md). */
export interface BookingServiceError {
  code: string;
  message: string;
  field?: string;
}

export type BookingOutcome =
  /**
   * `id`: the stored booking's, which the service's later messages about it carry too. `confirmed`:
   * the house booked it at once; otherwise it is a request the business answers.
   */
  | { ok: true; status: number; id: string | null; confirmed: boolean }
  /** `next`: the next free hour the service named when the one asked for was full. */
  | { ok: false; reason: 'rejected'; status: number; error: BookingServiceError | null; next: SlotOffer | null }
  | { ok: false; reason: 'network' | 'timeout'; cause: unknown };

export interface SendOptions {
  idempotencyKey: string;
  /** Origin of the functions service; same origin when empty. */
  baseUrl?: string;
  timeoutMs?: number;
}

/** The functions service's address: VITE_FUNCTIONS_URL when the site is pointed at a hosted one. */
export function bookingEndpoint(baseUrl: string = import.meta.env.VITE_FUNCTIONS_URL ?? ''): string {
  return `${baseUrl.replace(/\/$/, '')}${BOOKING_FUNCTION_PATH}`;
}

/**
 * Posts a booking request. Never throws: every answer other than 2xx, a network error or a
 * timeout comes back as an outcome the form turns into its "Booking Error" notice.
 */
export async function sendBookingRequest(payload: BookingRequestInput, options: SendOptions): Promise<BookingOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? BOOKING_TIMEOUT_MS);
  try {
    const response = await fetch(bookingEndpoint(options.baseUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': options.idempotencyKey },
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    const body = await readJson(response);
    if (response.ok) return { ok: true, status: response.status, id: bookingId(body), confirmed: (body as { status?: unknown } | null)?.status === 'confirmed' };
    return { ok: false, reason: 'rejected', status: response.status, error: serviceError(body), next: readOffer((body as { next_available?: unknown } | null)?.next_available) };
  } catch (cause) {
    return { ok: false, reason: controller.signal.aborted ? 'timeout' : 'network', cause };
  } finally {
    clearTimeout(timer);
  }
}

/** The answer's JSON, or null: a hosted function or a proxy's error page may answer without it, and the status is then all there is. */
async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function bookingId(body: unknown): string | null {
  const id = (body as { id?: unknown } | null)?.id;
  return typeof id === 'string' && id !== '' ? id : null;
}

function serviceError(body: unknown): BookingServiceError | null {
  const error = (body as { error?: unknown } | null)?.error;
  return error && typeof error === 'object' && typeof (error as BookingServiceError).code === 'string' ? (error as BookingServiceError) : null;
}

/**
 * A fresh idempotency key. crypto.randomUUID exists only in secure contexts, and the service may
 * be reached over plain HTTP on a local network, so fall back to getRandomValues (available everywhere).
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return uuidV4FromBytes(crypto.getRandomValues(new Uint8Array(16)));
}

/** A version 4 UUID from 16 random bytes (RFC 9562). */
export function uuidV4FromBytes(random: Uint8Array): string {
  const bytes = Uint8Array.from(random.subarray(0, 16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // variant 10xx
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
