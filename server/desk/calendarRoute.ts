import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/errors.ts';
import { CALENDAR_PATH, feedCalendar, type CalendarFeedDeps } from './calendarFeeds.ts';

/** Reads of feed URLs per client address a minute: a few calendars refreshing, far from enough to guess a secret. */
export const FEED_READS_PER_MINUTE = 60;

/**
 * GET /calendar/<secret>.ics: a lane's or a house's confirmed bookings as a calendar. It names
 * clients, so no proxy keeps a copy and no search engine lists it; an unknown or replaced secret is 404.
 */
export function registerCalendarRoute(app: FastifyInstance, deps: CalendarFeedDeps): void {
  app.get<{ Params: { file: string } }>(CALENDAR_PATH, { config: { rateLimit: { max: FEED_READS_PER_MINUTE, timeWindow: '1 minute' } } }, async (request, reply) => {
    reply.header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer');
    const calendar = await feedCalendar(deps, request.params.file);
    if (calendar === null) {
      reply.header('cache-control', 'no-store');
      throw new ApiError(404, 'not_found', 'No calendar at this address');
    }
    return reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, max-age=300').send(calendar);
  });
}
