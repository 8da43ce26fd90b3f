/**
 * The booking service as bench:api measures it: buildApp from server/app.ts with the production
 * configuration read from the environment, except two things the benchmark needs:
 * - no website (the API only), and
 * - the per-address rate limit raised out of the way: every request of the benchmark comes from
 *   127.0.0.1, and the default (10 bookings a minute) would answer 429 after the tenth.
 * Prints `listening <port>` once it accepts connections.
 */
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';

const config = {
  ...loadConfig(),
  distDir: null,
  rateLimit: { bookingsPerMinute: 1_000_000_000, newsletterPerMinute: 1_000_000_000, availabilityPerMinute: 1_000_000_000 },
};
const app = await buildApp(config);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
