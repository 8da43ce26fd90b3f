import type { FastifyInstance } from 'fastify';
import { startDeskSession } from '../desk/sessions.ts';
import { DESK_SESSION_COOKIE } from '../desk/sessions.ts';

/** A started desk session's credentials, as app.inject headers take them: `cookie` and `x-desk-csrf`. */
export interface DeskCredentials {
  cookie: string;
  csrf: string;
}

/**
 * Starts a real session for `email` through the service's store, at the service's clock, as a
 * redeemed sign-in link would. The address must be in the service's DESK_USERS for the desk to let it in.
 */
export async function deskSession(app: FastifyInstance, email: string): Promise<DeskCredentials> {
  const session = await startDeskSession(app.store, email.toLowerCase(), app.serviceNow());
  if (!session) throw new Error('the desk session could not be started');
  return { cookie: `${DESK_SESSION_COOKIE}=${session.sessionId}`, csrf: session.csrfToken };
}
