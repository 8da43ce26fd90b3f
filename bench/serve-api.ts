/**
 * The booking service as bench:api measures it: buildApp from server/app.ts with the production
 * configuration read from the environment, except what the benchmark needs:
 * - no website (the API only);
 * - the per-address limits and photo budget raised out of the way: every request of the benchmark
 *   comes from 127.0.0.1, and the defaults (10 bookings a minute, 60 MB of photos a day) would
 *   answer 429 within seconds;
 * - with BENCH_HOUSE=roomy, the house's rules with room for every booking, so that a throughput
 *   run measures the write rather than a house that is full after a few bookings.
 * Prints `listening <port>` once it accepts connections.
 */
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { ROOMY_HOUSE } from '../server/testing/capacity.ts';

const loaded = loadConfig();
const config = {
  ...loaded,
  distDir: null,
  rateLimit: { bookingsPerMinute: 1_000_000_000, newsletterPerMinute: 1_000_000_000, availabilityPerMinute: 1_000_000_000, vitalsPerMinute: 1_000_000_000 },
  pendingRequestsPerAddress: 1_000_000_000,
  house: process.env.BENCH_HOUSE === 'roomy' ? ROOMY_HOUSE : loaded.house,
  photoBytesPerAddressPerDay: Number.MAX_SAFE_INTEGER,
};
const app = await buildApp(config);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
