/**
 * POST /functions/v1/vitals { route, language, metrics: [{ name, value }] }: the Core Web Vitals of
 * one page view, sent by the site as the visitor leaves it. Only the route, the language, the metric
 * and its value are kept: no cookie is read, and neither the address nor the user agent is stored.
 * A request that says the visitor asks not to be tracked (Sec-GPC or DNT) is answered and forgotten.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { KNOWN_PATHS } from '../../content/routes.ts';
import { LANGUAGES } from '../../core/languages.ts';
import { VITAL_LIMITS, VITAL_METRICS, VITALS_PATH } from '../../core/vitals.ts';
import { ApiError } from '../http/errors.ts';
import { storage } from '../http/storage.ts';
import type { Store } from '../store/types.ts';

/** A report holds three short values; anything longer is not one. */
export const VITALS_BODY_LIMIT = 1024;
/** The route a page view names: one of the site's, or the 404 page's. */
const NOT_FOUND_ROUTE = '404';

const metricSchema = z
  .object({ name: z.enum(VITAL_METRICS), value: z.number().finite().min(0) })
  .refine((metric) => metric.value <= VITAL_LIMITS[metric.name], { message: 'The value is out of range', path: ['value'] });

const reportSchema = z.object({
  route: z.enum([...KNOWN_PATHS, NOT_FOUND_ROUTE]),
  language: z.enum(LANGUAGES),
  metrics: z
    .array(metricSchema)
    .min(1)
    .max(VITAL_METRICS.length)
    .refine((metrics) => new Set(metrics.map((metric) => metric.name)).size === metrics.length, 'Each metric may be reported once'),
});

/** The visitor asked not to be tracked: Global Privacy Control, or the older Do Not Track. */
export const asksNotToBeTracked = (request: FastifyRequest) => request.headers['sec-gpc'] === '1' || request.headers.dnt === '1';

export function registerVitalsRoute(scope: FastifyInstance, { store, now, perMinute }: { store: Store; now: () => Date; perMinute: number }): void {
  const rateLimit = { max: perMinute, timeWindow: '1 minute' };
  scope.post(VITALS_PATH.replace(/^\/functions/, ''), { bodyLimit: VITALS_BODY_LIMIT, config: { jsonOnly: true, rateLimit } }, async (request, reply) => {
    if (request.body === undefined) throw new ApiError(415, 'unsupported_media_type', 'Send the request as application/json');
    const parsed = reportSchema.safeParse(request.body);
    if (!parsed.success) throw new ApiError(400, 'invalid_body', `The body must be { route, language, metrics: [{ name, value }] }: ${parsed.error.issues[0]!.message}`);
    if (asksNotToBeTracked(request)) return reply.code(204).send();
    const { route, language, metrics } = parsed.data;
    const at = now();
    await storage(reply, () => store.recordVitals(metrics.map((metric) => ({ at, route, language, metric: metric.name, value: metric.value }))), 'The figures could not be saved just now');
    return reply.code(204).send();
  });
}
