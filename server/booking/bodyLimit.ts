import { BOOKING_LIMITS } from '../../core/bookingRequest.ts';

/** Compact JSON spends at most 4 characters on one photo byte: "255,". */
const JSON_CHARS_PER_PHOTO_BYTE = 4;

/**
 * Room for everything but the photo bytes: every text field at its limit with every character
 * written as a 6-byte \uXXXX escape (name 600 + email 1,524 + phone 180 + notes 12,000 + ten file
 * names 15,300 + ten types 6,000 + service, date, time, language) plus keys and punctuation comes
 * to about 36 KiB (bodyLimit.test.ts builds that body); 64 KiB leaves a margin.
 */
const TEXT_ALLOWANCE_BYTES = 64 * 1024;

/**
 * The largest booking body the service reads: 10 MiB of photos × 4 + 64 KiB = 42,008,576 bytes
 * (about 40 MiB). A larger body is refused with 413 before a byte of it is parsed. The form
 * downsizes photos to well under 1 MB each, so real requests are a few MB.
 */
export const BOOKING_BODY_LIMIT = BOOKING_LIMITS.photosTotalMaxBytes * JSON_CHARS_PER_PHOTO_BYTE + TEXT_ALLOWANCE_BYTES;

/** The newsletter body is an email address and a language code. */
export const NEWSLETTER_BODY_LIMIT = 4 * 1024;
