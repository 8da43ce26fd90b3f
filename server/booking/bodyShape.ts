import { BOOKING_FIELD_NAMES, HONEYPOT_FIELD } from '../../core/bookingFields.ts';
import { BOOKING_LIMITS } from '../../core/bookingLimits.ts';
import type { JsonShape } from '../http/streamingJson.ts';

const scalar: JsonShape = { kind: 'scalar' };

/**
 * Everything a booking body may hold, for the reader to refuse the first value that has no place
 * in it (server/http/streamingJson.ts): one object with the declared fields, each a single value,
 * and at most BOOKING_LIMITS.photosMax photos whose content is a list of bytes. The fields' types
 * and rules are checked afterwards by the request's schema, with its own messages.
 */
export const BOOKING_BODY_SHAPE: JsonShape = {
  kind: 'object',
  fields: {
    ...Object.fromEntries(BOOKING_FIELD_NAMES.map((name) => [name, scalar])),
    photos: {
      kind: 'list',
      maxItems: BOOKING_LIMITS.photosMax,
      of: { kind: 'object', fields: { filename: scalar, type: scalar, content: { kind: 'bytes' } } },
    },
    [HONEYPOT_FIELD]: scalar,
  },
};
