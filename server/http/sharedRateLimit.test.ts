import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import { postBooking, startService, type TestService } from '../testing/harness.ts';
import { startRedis, type TestRedis } from '../testing/redis.ts';

/** Two instances of the service behind one address, limited to 3 booking requests a minute per client. */
let redis: TestRedis;
beforeAll(async () => {
  redis = await startRedis();
}, 60_000);
afterAll(async () => {
  await redis?.stop();
});

const services: TestService[] = [];
afterEach(async () => {
  for (const service of services.splice(0)) await service.close();
});

async function twoInstances(redisUrl: string | null): Promise<[TestService, TestService]> {
  const start = () => startService({ config: { redisUrl, rateLimit: { bookingsPerMinute: 3, newsletterPerMinute: 1000, availabilityPerMinute: 1000, vitalsPerMinute: 1000 } } });
  const pair = await Promise.all([start(), start()]);
  services.push(...pair);
  return pair;
}

/** The status of a booking request (an empty one: refused as invalid, but counted like any other). */
const statusOf = async (service: TestService) => (await postBooking(service.app, {})).statusCode;

describe('rate limits across instances', () => {
  it('count the requests a client sends to any instance when the instances share Redis', async () => {
    const [a, b] = await twoInstances(`${redis.url}/0`);
    expect([await statusOf(a), await statusOf(b), await statusOf(a)]).toEqual([400, 400, 400]);
    expect([await statusOf(b), await statusOf(a)]).toEqual([429, 429]);
  });

  it('count per instance without Redis, so a client gets the limit at each', async () => {
    const [a, b] = await twoInstances(null);
    expect([await statusOf(a), await statusOf(b), await statusOf(a), await statusOf(b), await statusOf(a), await statusOf(b)]).toEqual([400, 400, 400, 400, 400, 400]);
    expect([await statusOf(a), await statusOf(b)]).toEqual([429, 429]);
  });

  it('let requests through, unlimited, while Redis does not answer, rather than refuse bookings', async () => {
    const other = await startRedis();
    const [a] = await twoInstances(other.url);
    expect(await statusOf(a)).toBe(400);
    await other.stop();
    for (let i = 0; i < 4; i++) expect(await statusOf(a)).toBe(400);
  });
});
