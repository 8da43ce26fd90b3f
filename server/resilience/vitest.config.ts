import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:resilience`: load and fault tests of the booking service (loopback only). They
 * load the machine, so they run on their own, one file at a time, after the unit tests in `npm test`.
 */
export default defineConfig({
  root: path.resolve(import.meta.dirname, '../..'),
  test: {
    include: ['server/resilience/**/*.resilience.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 120_000,
  },
});
