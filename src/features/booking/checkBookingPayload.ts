import { bookingRequestSchema, type BookingRequestInput } from '../../../core/bookingRequest.ts';

export type CheckedField = 'name' | 'email' | 'phone' | 'notes' | 'other';

/**
 * The first field the service would refuse, checked with the same schema the service uses, so a
 * visitor can fix a mistyped email or phone instead of meeting a generic error. Null when valid.
 */
export function firstInvalidField(payload: BookingRequestInput): CheckedField | null {
  const result = bookingRequestSchema.safeParse(payload);
  if (result.success) return null;
  const field = result.error.issues[0]?.path[0];
  return field === 'name' || field === 'email' || field === 'phone' || field === 'notes' ? field : 'other';
}
