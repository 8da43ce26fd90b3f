/**
 * The request header that makes a POST safe to repeat (the IETF draft "The Idempotency-Key HTTP
 * Header Field"), lower-cased as Node names headers: read by the booking route, hashed with the
 * body by the JSON reader, and allowed by CORS.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
