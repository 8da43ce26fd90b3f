/**
 * The front desk's session: a random id in an HttpOnly cookie, only its SHA-256 in the database,
 * and a CSRF token the desk's app reads from GET /desk/api/session and sends back on every change.
 */
import type { FastifyReply } from 'fastify';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Store } from '../store/types.ts';

export const DESK_SESSION_COOKIE = 'desk_session';
/** A session lasts this long from sign-in, however often it is used; then the person signs in again. */
export const DESK_SESSION_LIFETIME_MS = 30 * 24 * 60 * 60_000;
/** The cookie goes only with requests to the desk's pages and API. */
const COOKIE_PATH = '/desk';

const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/** What the database keeps of a session id: a copy of the database opens no session. */
export function sessionIdHash(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('base64url');
}

/** The cookie's value when it is shaped as a session id, else null (nothing to look up). */
export function sessionIdFrom(cookieValue: string | undefined): string | null {
  return cookieValue !== undefined && SESSION_ID.test(cookieValue) ? cookieValue : null;
}

/** Compares a sent CSRF token with the session's in constant time. */
export function csrfMatches(sent: string | string[] | undefined, expected: string): boolean {
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface StartedSession {
  sessionId: string;
  csrfToken: string;
  expiresAt: Date;
}

/**
 * Starts a session for `email` at `now`; with `link`, only if that sign-in link was never used
 * (null then). The caller sets the cookie (setSessionCookie).
 */
export async function startDeskSession(store: Store, email: string, now: Date, link?: { nonce: string; expiresAt: Date }): Promise<StartedSession | null> {
  const sessionId = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + DESK_SESSION_LIFETIME_MS);
  const started = await store.startDeskSession({ idHash: sessionIdHash(sessionId), email, csrfToken, createdAt: now, expiresAt }, link);
  return started ? { sessionId, csrfToken, expiresAt } : null;
}

interface CookieSettings {
  /** The site is served over https: the cookie is sent over https only. */
  secure: boolean;
}

export function setSessionCookie(reply: FastifyReply, session: StartedSession, { secure }: CookieSettings): void {
  reply.setCookie(DESK_SESSION_COOKIE, session.sessionId, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: COOKIE_PATH,
    maxAge: DESK_SESSION_LIFETIME_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, { secure }: CookieSettings): void {
  reply.clearCookie(DESK_SESSION_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: COOKIE_PATH });
}
