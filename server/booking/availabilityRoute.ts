/**
 * GET /functions/v1/availability: which hours of a day have room for a service, its guests and its
 * specialist, as the booking function will judge them, and the next free hour. The form marks full
 * hours with it; the booking function still decides.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { availability, closedAllDay } from '../../core/availability.ts';
import { checkBookingRules, checkPlaceFields } from '../../core/bookingRequest.ts';
import { isIsoDate, isSunday } from '../../core/dates.ts';
import { SERVICE_IDS } from '../../core/services.ts';
import type { ServerConfig } from '../config.ts';
import { ApiError, fieldError } from '../http/errors.ts';
import type { Store } from '../store/types.ts';
import { availabilityRequest, calendarBetween, nextFreeHour } from './capacity.ts';

export const AVAILABILITY_PATH = '/v1/availability';

/** Seconds a browser or proxy may keep an answer: long enough to absorb repeats, short enough to stay true. */
const CACHE_SECONDS = 10;

const querySchema = z.object({
  service: z.enum(SERVICE_IDS, 'Unknown service'),
  date: z.string().refine(isIsoDate, 'Date must be a real date written YYYY-MM-DD'),
  guests: z
    .string()
    .regex(/^[1-9]\d{0,2}$/, 'Guests must be a whole number')
    .transform(Number)
    .optional(),
  specialist: z.string().max(64).optional(),
});

export interface AvailabilityRouteDeps {
  store: Store;
  config: ServerConfig;
  now: () => Date;
}

export function registerAvailabilityRoute(scope: FastifyInstance, { store, config, now }: AvailabilityRouteDeps): void {
  scope.get(
    AVAILABILITY_PATH,
    { config: { rateLimit: { max: config.rateLimit.availabilityPerMinute, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const parsed = querySchema.safeParse(request.query);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw fieldError(issue.path.map(String).join('.') || 'service', issue.message);
      }
      const { service, date } = parsed.data;
      const guests = parsed.data.guests ?? config.house.services[service].guests?.min ?? null;
      const specialist = parsed.data.specialist ?? null;
      const at = now();
      const place = checkPlaceFields(config.house, { service, guests, specialist });
      if (place) throw new ApiError(400, place.code, place.message, place.field);
      // The same date rules as a booking; any hour will do to ask them.
      const rules = checkBookingRules({ service, appointment_date: date, appointment_time: '', photos: [] }, at, config.businessTimeZone, config.bookingHorizonDays);
      if (rules && rules.code !== 'slot_unavailable' && rules.code !== 'sunday_closed') throw new ApiError(400, rules.code, rules.message, rules.field);

      const { placed, closures } = await calendarBetween(store, config.house, service, date, date);
      const slots = availability(config.house, placed, closures, availabilityRequest(config, { service, date, guests, specialist }, at));
      const next = slots.some((slot) => slot.status === 'available') ? null : await nextFreeHour(store, config, { service, date, time: null, guests, specialist }, at);
      return reply.header('cache-control', `public, max-age=${CACHE_SECONDS}`).send({
        service,
        date,
        closed: isSunday(date) || closedAllDay(closures, service, date),
        slots,
        next_available: next,
      });
    },
  );
}
