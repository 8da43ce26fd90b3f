import { describe, expect, it } from 'vitest';
import { BOOKING_FIELDS } from '../../core/bookingFields.ts';
import { BOOKING_LIMITS, bookingRequestSchema } from '../../core/bookingRequest.ts';
import { BOOKING_BODY_LIMIT } from './bodyLimit.ts';

/** Every character as a \uXXXX escape: the longest JSON a string of that length can take. */
const escaped = (text: string) => `"${[...text].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}"`;

describe('BOOKING_BODY_LIMIT', () => {
  it('is 10 MiB of photos at 4 characters a byte plus 64 KiB: 42,008,576 bytes', () => {
    expect(BOOKING_BODY_LIMIT).toBe(42_008_576);
  });

  it('fits the largest valid request, written as verbosely as compact JSON allows', () => {
    const perPhoto = BOOKING_LIMITS.photosTotalMaxBytes / BOOKING_LIMITS.photosMax;
    const photoBytes = `[${new Array(perPhoto).fill('255').join(',')}]`;
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    const fields = [
      `"name":${escaped('n'.repeat(BOOKING_FIELDS.name.maxChars))}`,
      `"email":${escaped(email)}`,
      `"phone":${escaped('1'.repeat(BOOKING_FIELDS.phone.maxChars))}`,
      `"service":${escaped('hair-transplant')}`,
      `"appointment_date":${escaped('2026-06-16')}`,
      `"appointment_time":${escaped('10:00')}`,
      `"notes":${escaped('x'.repeat(BOOKING_FIELDS.notes.maxChars))}`,
      `"photo_consent":true`,
      `"language":${escaped('de')}`,
    ];
    const photo = `{"filename":${escaped('f'.repeat(BOOKING_LIMITS.filenameMaxChars))},"type":${escaped(`image/${'x'.repeat(94)}`)},"content":`;
    const photosPrefix = `"photos":[`;
    const textPart = `{${fields.join(',')},${photosPrefix}${Array.from({ length: 10 }, () => `${photo}]}`).join(',')}]}`;
    const total = textPart.length + 10 * (photoBytes.length - 1); // each "[...]" replaces the "]" placeholder's bracket
    expect(textPart.length).toBeLessThan(40 * 1024);
    expect(total).toBeLessThanOrEqual(BOOKING_BODY_LIMIT);

    // And that body is valid: the limit does not cut off a request the schema accepts.
    const request = JSON.parse(`{${fields.join(',')},"photos":[]}`);
    expect(bookingRequestSchema.safeParse(request).success).toBe(true);
  });
});
