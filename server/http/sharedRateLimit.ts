import { Redis } from 'ioredis';

export interface RateLimitCounters {
  /** Options for @fastify/rate-limit: its Redis store when REDIS_URL is set, else its own memory. */
  options: { redis?: Redis; nameSpace?: string; skipOnError: boolean };
  close(): Promise<void>;
}

interface Log {
  warn(object: object, message: string): void;
  info(message: string): void;
}

/**
 * Where the rate limits count requests. Without Redis each instance counts alone (a client may
 * then send the limit to every instance). With Redis all instances share the counters; if Redis
 * stops answering, requests go through unlimited rather than fail, since a booking matters more
 * than a limit, and each request waits at most ~0.5 s for it.
 */
export function rateLimitCounters(redisUrl: string | null, log: Log): RateLimitCounters {
  if (!redisUrl) return { options: { skipOnError: false }, close: async () => undefined };
  const redis = new Redis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 });
  let reachable = true;
  redis.on('ready', () => {
    if (!reachable) log.info('rate limits: Redis answers again');
    reachable = true;
  });
  redis.on('error', (error: Error) => {
    if (reachable) log.warn({ err: error }, 'rate limits: Redis does not answer; requests are not limited until it does');
    reachable = false;
  });
  return {
    options: { redis, nameSpace: 'salon-rate-limit:', skipOnError: true },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
