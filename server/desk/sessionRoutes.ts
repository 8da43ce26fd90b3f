/** The signed-in person's own routes: who am I, sign out here or everywhere, the desk's language. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DESK_PATHS, type DeskSession } from '../../core/deskApi.ts';
import { LANGUAGES } from '../../core/languages.ts';
import { ApiError } from '../http/errors.ts';
import { storage } from '../http/storage.ts';
import { registerDeskRoutes, staffOf, type DeskDeps } from './guard.ts';
import { clearSessionCookie } from './sessions.ts';

const languageBody = z.object({ language: z.enum(LANGUAGES) });

/** The person as the desk's app needs them, read from the stored session (`sessionId` is its stored key). */
export async function deskSessionOf(deps: DeskDeps, sessionId: string): Promise<DeskSession> {
  const session = await deps.store.deskSession(sessionId, deps.now());
  if (!session) throw new ApiError(401, 'not_signed_in', 'Sign in to the desk first');
  const hasPasskey = (await deps.store.deskPasskeys(session.email)).length > 0;
  return { email: session.email, language: session.language ?? deps.config.businessLanguage, csrfToken: session.csrfToken, hasPasskey };
}

export function registerSessionRoutes(app: FastifyInstance, deps: DeskDeps): PromiseLike<unknown> {
  const cookie = { secure: deps.config.publicUrl.startsWith('https:') };
  return registerDeskRoutes(app, deps, (desk) => {
    desk.get(DESK_PATHS.session, async (request) => deskSessionOf(deps, staffOf(request).sessionId));

    desk.post(DESK_PATHS.signOut, async (request, reply) => {
      await storage(reply, () => deps.store.endDeskSession(staffOf(request).sessionId), 'The desk could not sign you out just now; please try again');
      clearSessionCookie(reply, cookie);
      return reply.code(204).send();
    });

    desk.post(DESK_PATHS.signOutEverywhere, async (request, reply) => {
      await storage(reply, () => deps.store.endDeskSessionsOf(staffOf(request).email), 'The desk could not sign you out just now; please try again');
      clearSessionCookie(reply, cookie);
      return reply.code(204).send();
    });

    desk.put(DESK_PATHS.language, async (request, reply) => {
      const parsed = languageBody.safeParse(request.body);
      if (!parsed.success) throw new ApiError(400, 'invalid_field', `language must be one of ${LANGUAGES.join(', ')}`, 'language');
      const staff = staffOf(request);
      await storage(reply, () => deps.store.setDeskLanguage(staff.email, parsed.data.language, deps.now()), 'The desk could not save your language just now; please try again');
      return deskSessionOf(deps, staff.sessionId);
    });
  });
}
