import { HONEYPOT_FIELD } from '../../core/bookingFields.ts';
import { BOOKING_LIMITS } from '../../core/bookingLimits.ts';
import type { JsonShape } from '../http/streamingJson.ts';

const scalar: JsonShape = { kind: 'scalar' };

/**
 * Everything a booking body may hold, for the reader to refuse the first value that has no place
 * in it (server/http/streamingJson.ts): one object with the request's fields, each a single value,
 * and at most BOOKING_LIMITS.photosMax photos whose content is a list of bytes. The fields' types
 * and rules are checked afterwards by the request's schema, with its own messages.
 */
export const BOOKING_BODY_SHAPE: JsonShape = {
  kind: 'object',
  fields: {
    name: scalar,
    email: scalar,
    phone: scalar,
    service: scalar,
    appointment_date: scalar,
    appointment_time: scalar,
    notes: scalar,
    photos: {
      kind: 'list',
      maxItems: BOOKING_LIMITS.photosMax,
      of: { kind: 'object', fields: { filename: scalar, type: scalar, content: { kind: 'bytes' } } },
    },
    photo_consent: scalar,
    language: scalar,
    guests: scalar,
    specialist: scalar,
    [HONEYPOT_FIELD]: scalar,
  },
};
