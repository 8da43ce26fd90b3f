/**
 * The reference bench:web compares our home page with: a hand-written static page, served from
 * STATIC_DIR by the same kind of server (Fastify with @fastify/static, precompressed files, the
 * same cache headers), with none of the service's other plugins.
 * Prints `listening <port>` once it accepts connections.
 */
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import path from 'node:path';

const app = Fastify({ logger: false });
await app.register(fastifyStatic, {
  root: process.env.STATIC_DIR!,
  preCompressed: true,
  setHeaders: (reply, filePath) => {
    reply.header('Cache-Control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
  },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
