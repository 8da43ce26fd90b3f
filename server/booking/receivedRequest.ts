import { z } from 'zod';
import { BOOKING_LIMITS, bookingPhotoSchema, bookingRequestSchema, photoListSchema } from '../../core/bookingRequest.ts';

/**
 * The booking request as the server holds it after reading the body: the same schema as the
 * form's (core/bookingRequest.ts), except that each photo's byte list arrives as a Uint8Array
 * (server/http/streamingJson.ts keeps lists of bytes compact). A list with anything but integers
 * 0-255 arrives as a plain array and fails here.
 */
const receivedPhotoSchema = z.object({
  filename: bookingPhotoSchema.shape.filename,
  type: bookingPhotoSchema.shape.type,
  content: z
    .instanceof(Uint8Array, { message: 'Photo content must be a list of byte values (integers 0-255)' })
    .refine((bytes) => bytes.length >= 1 && bytes.length <= BOOKING_LIMITS.photoMaxBytes, {
      message: `Photo content must hold 1 to ${BOOKING_LIMITS.photoMaxBytes} bytes`,
    }),
});

export const receivedBookingSchema = bookingRequestSchema.extend({
  photos: photoListSchema(receivedPhotoSchema),
});

export type ReceivedBooking = z.output<typeof receivedBookingSchema>;
