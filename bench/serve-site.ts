/**
 * The website as bench:web measures it: the booking service (buildApp from server/app.ts, with
 * helmet, compression and the prerendered pages) on the build in DIST_DIR and a temporary
 * DATA_DIR. Prints `listening <port>` once it accepts connections.
 */
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';

const app = await buildApp(loadConfig());
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
