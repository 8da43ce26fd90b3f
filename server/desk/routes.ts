import type { FastifyInstance } from 'fastify';
import type { DeskDeps } from './guard.ts';
import { registerDeskBookingRoutes } from './bookingRoutes.ts';
import { registerPasskeyRoutes } from './passkeyRoutes.ts';
import { registerSessionRoutes } from './sessionRoutes.ts';
import { registerSignInRoutes } from './signInRoutes.ts';

/** The desk's sign-in and session routes; the desk's other routes register themselves with registerDeskRoutes beside these. */
export async function registerDesk(app: FastifyInstance, deps: DeskDeps): Promise<void> {
  // Per client address, with the service's shared counters: one limiter, so every way in counts together.
  const signInLimit = app.rateLimit({ max: deps.config.desk.signInsPerMinute, timeWindow: '1 minute' });
  await registerSignInRoutes(app, deps, signInLimit);
  await registerSessionRoutes(app, deps);
  await registerDeskBookingRoutes(app, deps);
  await registerPasskeyRoutes(app, deps, signInLimit);
}
