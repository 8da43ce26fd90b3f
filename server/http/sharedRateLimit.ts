import { Redis } from 'ioredis';

export interface RateLimitCounters {
  /** Options for @fastify/rate-limit: its Redis store when REDIS_URL is set, else its own memory. */
  options: { redis?: Redis; nameSpace?: string; skipOnError: boolean };
  /** Resolves once Redis answers, or after a short wait if it does not (requests then go unlimited). */
  connected(): Promise<void>;
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
 * than a limit, and no request waits for it (commands are not queued while it is away).
 */
export function rateLimitCounters(redisUrl: string | null, log: Log): RateLimitCounters {
  if (!redisUrl) return { options: { skipOnError: false }, connected: async () => undefined, close: async () => undefined };
  const redis = new Redis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: false });
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
    async connected() {
      if (redis.status === 'ready') return;
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          redis.off('ready', done);
          resolve();
        };
        const timer = setTimeout(done, 2000);
        redis.once('ready', done);
      });
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
