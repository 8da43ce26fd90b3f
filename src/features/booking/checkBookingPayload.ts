import { zodResolver } from '@hookform/resolvers/zod';
import { bookingRequestSchema } from '../../../core/bookingRequest.ts';

/**
 * The service's own schema as a react-hook-form resolver over the request body, so a visitor can fix
 * a mistyped email or phone instead of meeting a generic error. A module of its own: zod is most of
 * the form's JavaScript, fetched once the visitor turns to the form.
 */
export const payloadResolver = zodResolver(bookingRequestSchema);
