import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { bookingRequest, postBooking, startService, type TestService } from '../testing/harness.ts';

/** Three bookings from one visitor behind nginx ($proxy_add_x_forwarded_for), each with a different forged first entry. */
async function statusesBehindProxy(service: TestService): Promise<number[]> {
  const statuses: number[] = [];
  for (const forged of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
    const response = await service.app.inject({
      method: 'POST',
      url: '/functions/v1/send-booking-email',
      remoteAddress: '127.0.0.1', // the proxy
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `${forged}, 203.0.113.7` },
      payload: JSON.stringify(bookingRequest({ name: 'Not A Bot' })),
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('TRUST_PROXY: the rate-limit key is the address the trusted proxy saw', () => {
  let service: TestService | undefined;
  afterEach(async () => service?.close());

  it.each([['1'], ['true'], ['127.0.0.1'], ['127.0.0.0/8']])('TRUST_PROXY=%s: a forged first X-Forwarded-For entry does not make a new client', async (value) => {
    const { trustProxy } = loadConfig({ TRUST_PROXY: value });
    service = await startService({ config: { trustProxy, rateLimit: { bookingsPerMinute: 2, newsletterPerMinute: 2, availabilityPerMinute: 2, vitalsPerMinute: 2 } } });
    expect(await statusesBehindProxy(service)).toEqual([201, 201, 429]);
  });

  it('each real client behind the proxy has its own limit', async () => {
    service = await startService({ config: { trustProxy: 1, rateLimit: { bookingsPerMinute: 1, newsletterPerMinute: 1, availabilityPerMinute: 1, vitalsPerMinute: 1 } } });
    const from = (client: string) =>
      postBooking(service!.app, bookingRequest(), { 'x-forwarded-for': client }).then((response) => response.statusCode);
    expect([await from('203.0.113.7'), await from('203.0.113.8'), await from('203.0.113.7')]).toEqual([201, 201, 429]);
  });
});
